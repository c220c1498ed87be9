import { describe, expect, it } from 'vitest';
import { readyStages, stagesToStart, type Stage } from './run-stages';

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

describe('how many stages run side by side', () => {
  const sized = (title: string, cores?: Stage['cores']): Stage => ({ ...stage(title), cores });
  const READY = [sized('integration', 1), sized('e2e', 'all'), sized('types'), sized('lint')];

  it('fills two cores with the one-core stages, leaving the whole-machine stage waiting', () => {
    expect(titles(stagesToStart(READY, 0, 2))).toEqual(['integration', 'types']);
    expect(titles(stagesToStart(READY.slice(1), 1, 2))).toEqual(['types']);
  });

  it('starts a whole-machine stage only on an idle machine', () => {
    expect(titles(stagesToStart([sized('e2e', 'all'), sized('lint')], 0, 2))).toEqual(['e2e']);
    expect(titles(stagesToStart([sized('e2e', 'all')], 1, 2))).toEqual([]);
  });

  it('runs everything one at a time on one core', () => {
    expect(titles(stagesToStart(READY, 0, 1))).toEqual(['integration']);
    expect(titles(stagesToStart(READY, 1, 1))).toEqual([]);
  });

  it('lets a stage asking for more cores than the machine has run alone', () => {
    expect(titles(stagesToStart([sized('big', 8)], 0, 2))).toEqual(['big']);
  });
});
