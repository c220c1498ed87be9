/**
 * `npm test`: every check CI runs. Stages run one at a time (`TEST_CONCURRENCY=2`: two) as far as
 * their order allows, each stage's output is printed whole when it ends, and the first failure
 * stops the run. Nothing is cached between runs.
 * In the order below; two at a time, they pair as follows:
 *   build (web app and functions)  ┐ side by side
 *   integration tests              ┘ (the emulator waits more than it computes)
 *   end-to-end tests (whole local stack): after the build, beside the integration tests
 *   types, lint, format, translations, lock, budgets: beside the end-to-end tests once the
 *   integration tests are done (each uses one core)
 *   unit & component tests: after the end-to-end tests (two workers keep both cores busy, and the
 *   end-to-end waits flaked beside them)
 * Prints each stage's duration and the wall-clock total.
 */
import { runStages, type Stage } from './test/run-stages';

const bin = (name: string) => `node_modules/.bin/${name}`;

const BUILD = 'Build (web app and functions)';
const INTEGRATION = 'Integration and rules tests (Firestore emulator)';
const E2E = 'End-to-end tests (local stack, Chromium)';
/** The single-core checks: beside the end-to-end tests, in the slot the integration tests leave. */
const besideE2e = [INTEGRATION];

const stages: Stage[] = [
  { title: BUILD, command: 'npm', args: ['run', '--silent', 'build:emulator'] },
  {
    title: INTEGRATION,
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
    after: [E2E],
  },
  {
    title: 'Types (web app)',
    command: bin('tsc'),
    args: ['-p', 'tsconfig.json', '--noEmit'],
    after: besideE2e,
  },
  {
    title: 'Lint (eslint)',
    command: bin('eslint'),
    args: ['.', '--max-warnings', '0'],
    after: besideE2e,
  },
  {
    title: 'Format (prettier)',
    command: bin('prettier'),
    args: ['--check', '.', '--log-level', 'warn'],
    after: besideE2e,
  },
  {
    title: 'Types (functions)',
    command: bin('tsc'),
    args: ['-p', 'functions/tsconfig.json', '--noEmit'],
    after: besideE2e,
  },
  {
    title: 'Translations complete and catalogues up to date (nothing written)',
    command: bin('tsx'),
    args: ['scripts/check-translations.ts'],
    after: besideE2e,
  },
  {
    title: 'Functions deploy lock at the tested versions',
    command: bin('tsx'),
    args: ['scripts/functions-lock.ts'],
    after: besideE2e,
  },
  {
    title: 'Performance budgets (initial JS and CSS, no Firebase on content pages, image sizes)',
    command: bin('tsx'),
    args: ['scripts/check-budgets.ts'],
    after: [BUILD, INTEGRATION],
  },
];

// One at a time: two at a time took 615 s here against 620, since the end-to-end stage then took
// 485 s instead of about 300 beside the integration tests and the checks (the two cores are the
// limit, not the waits), and its waits are where a busy machine makes tests flake.
const concurrency = Number(process.env.TEST_CONCURRENCY ?? 1);
process.exit((await runStages(stages, concurrency)) ? 0 : 1);
