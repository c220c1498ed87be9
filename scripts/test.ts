/**
 * `npm test`: every check CI runs. Stages that do not depend on each other run side by side
 * (`TEST_CONCURRENCY`, by default one at a time), each stage's output is
 * printed whole when it ends, and the first failure stops the run. Nothing is cached between runs.
 * The order is the order of priority: the build first, then the end-to-end tests at once (the
 * longest stage, so everything else fits around it), then the rest by length.
 *   build (web app and functions)
 *   end-to-end tests (whole local stack)                                (after the build)
 *   integration tests (private Firestore emulator)                      (independent)
 *   unit & component tests, lint, types, format, translations           (independent)
 *   budgets                                                             (after the build)
 * Prints each stage's duration and the wall-clock total.
 */
import { runStages, type Stage } from './test/run-stages';

const bin = (name: string) => `node_modules/.bin/${name}`;

const stages: Stage[] = [
  {
    title: 'Build (web app and functions)',
    command: 'npm',
    args: ['run', '--silent', 'build:emulator'],
  },
  {
    title: 'End-to-end tests (local stack, Chromium)',
    command: bin('tsx'),
    args: ['scripts/e2e.ts'],
    // The build stage built everything the stack serves.
    env: { SKIP_BUILD: '1' },
    after: ['Build (web app and functions)'],
  },
  {
    title: 'Integration and rules tests (Firestore emulator)',
    command: bin('tsx'),
    args: ['scripts/with-firestore.ts', bin('vitest'), 'run', '--project', 'integration'],
  },
  {
    title: 'Unit and component tests',
    command: bin('vitest'),
    args: ['run', '--project', 'unit*', '--project', 'component*'],
  },
  { title: 'Lint (eslint)', command: bin('eslint'), args: ['.', '--max-warnings', '0'] },
  { title: 'Types (web app)', command: bin('tsc'), args: ['-p', 'tsconfig.json', '--noEmit'] },
  {
    title: 'Format (prettier)',
    command: bin('prettier'),
    args: ['--check', '.', '--log-level', 'warn'],
  },
  {
    title: 'Types (functions)',
    command: bin('tsc'),
    args: ['-p', 'functions/tsconfig.json', '--noEmit'],
  },
  {
    title: 'Translations complete and catalogues up to date (nothing written)',
    command: bin('tsx'),
    args: ['scripts/check-translations.ts'],
  },
  {
    title: 'Functions deploy lock at the tested versions',
    command: bin('tsx'),
    args: ['scripts/functions-lock.ts'],
  },
  {
    title: 'Performance budgets (initial JS and CSS, no Firebase on content pages, image sizes)',
    command: bin('tsx'),
    args: ['scripts/check-budgets.ts'],
    after: ['Build (web app and functions)'],
  },
];

// One stage at a time on this 2-core machine: the end-to-end stage alone keeps both cores busy,
// and with the integration stage beside it four full runs in a row each failed a different wait
// (a mail, a click, the deferred extras) that passes alone. TEST_CONCURRENCY=2 runs two at once.
const concurrency = Number(process.env.TEST_CONCURRENCY ?? 1);
process.exit((await runStages(stages, concurrency)) ? 0 : 1);
