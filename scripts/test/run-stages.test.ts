import { describe, expect, it } from 'vitest';
import { readyStages, type Stage } from './run-stages';

const stage = (title: string, after?: Stage['after']): Stage => ({
  title,
  command: 'true',
  args: [],
  after,
});

const STAGES = [stage('lint'), stage('build'), stage('budgets', ['build']), stage('e2e', 'all')];
const titles = (stages: Stage[]) => stages.map((s) => s.title);

describe('which stages of npm test may start', () => {
  it('starts every stage without dependencies first', () => {
    expect(titles(readyStages(STAGES, new Set(), new Set()))).toEqual(['lint', 'build']);
  });

  it('starts a stage once the stages it names have passed, not merely started', () => {
    expect(titles(readyStages(STAGES, new Set(['lint', 'build']), new Set(['lint'])))).toEqual([]);
    expect(
      titles(readyStages(STAGES, new Set(['lint', 'build']), new Set(['lint', 'build']))),
    ).toEqual(['budgets']);
  });

  it("keeps 'all' waiting until every stage listed before it has passed", () => {
    const started = new Set(['lint', 'build', 'budgets']);
    expect(titles(readyStages(STAGES, started, new Set(['lint', 'build'])))).toEqual([]);
    expect(titles(readyStages(STAGES, started, new Set(['lint', 'build', 'budgets'])))).toEqual([
      'e2e',
    ]);
  });
});
