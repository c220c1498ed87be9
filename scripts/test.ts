/**
 * `npm test`: every check CI runs. Stages run one at a time, or two (`TEST_CONCURRENCY=2`) as far
 * as their order allows, each stage's output is printed whole when it ends, and the first failure stops
 * the run. Nothing is cached between runs.
 *   build (web app and functions)  ┐ side by side
 *   integration tests              ┘ (the emulator waits more than it computes)
 *   end-to-end tests (whole local stack)       after the build, beside the integration tests
 *   unit & component tests, lint, types, format, translations, budgets: after the end-to-end
 *   tests, two at a time (they keep both cores busy, and the end-to-end waits flaked beside them)
 * Prints each stage's duration and the wall-clock total.
 */
import { runStages, type Stage } from './test/run-stages';

const bin = (name: string) => `node_modules/.bin/${name}`;

const BUILD = 'Build (web app and functions)';
const E2E = 'End-to-end tests (local stack, Chromium)';
const afterE2e = [E2E];

const stages: Stage[] = [
  { title: BUILD, command: 'npm', args: ['run', '--silent', 'build:emulator'] },
  {
    title: 'Integration and rules tests (Firestore emulator)',
    command: bin('tsx'),
    args: ['scripts/with-firestore.ts', bin('vitest'), 'run', '--project', 'integration'],
  },
  {
    title: E2E,
    command: bin('tsx'),
    args: ['scripts/e2e.ts'],
    // The build stage built everything the stack serves.
    env: { SKIP_BUILD: '1' },
    after: [BUILD],
  },
  {
    title: 'Unit and component tests',
    command: bin('vitest'),
    args: ['run', '--project', 'unit*', '--project', 'component*'],
    after: afterE2e,
  },
  {
    title: 'Types (web app)',
    command: bin('tsc'),
    args: ['-p', 'tsconfig.json', '--noEmit'],
    after: afterE2e,
  },
  {
    title: 'Lint (eslint)',
    command: bin('eslint'),
    args: ['.', '--max-warnings', '0'],
    after: afterE2e,
  },
  {
    title: 'Format (prettier)',
    command: bin('prettier'),
    args: ['--check', '.', '--log-level', 'warn'],
    after: afterE2e,
  },
  {
    title: 'Types (functions)',
    command: bin('tsc'),
    args: ['-p', 'functions/tsconfig.json', '--noEmit'],
    after: afterE2e,
  },
  {
    title: 'Translations complete and catalogues up to date (nothing written)',
    command: bin('tsx'),
    args: ['scripts/check-translations.ts'],
    after: afterE2e,
  },
  {
    title: 'Functions deploy lock at the tested versions',
    command: bin('tsx'),
    args: ['scripts/functions-lock.ts'],
    after: afterE2e,
  },
  {
    title: 'Performance budgets (initial JS and CSS, no Firebase on content pages, image sizes)',
    command: bin('tsx'),
    args: ['scripts/check-budgets.ts'],
    after: [BUILD, E2E],
  },
];

// One stage after another by default: with the integration tests beside them, the end-to-end
// tests' first pages timed out once in three full runs (the stack cold, both cores busy).
// TEST_CONCURRENCY=2 runs two at a time in the order above (681 s here against about 700).
const concurrency = Number(process.env.TEST_CONCURRENCY ?? 1);
process.exit((await runStages(stages, concurrency)) ? 0 : 1);
