/**
 * `npm test`: every check CI runs. Nothing is kept between runs; each stage's output is printed
 * whole when it ends, and the first failure stops the run. Stages run side by side as far as their
 * order and the machine's cores allow (`TEST_CORES` overrides the count), which on two cores gives:
 *   integration tests (the emulator waits more than it computes: one core) from the start: they
 *   test the sources, not the build, and the bundlers leave part of a core idle; beside them the
 *   build (web app and functions), then the single-core checks, one after another: types, lint,
 *   format, translations, lock, budgets, then the unit and component tests (two workers each),
 *   which fill both cores once the integration tests end
 *   end-to-end tests (whole local stack), alone: its waits flake on a busy machine
 * Prints each stage's duration and the wall-clock total.
 */
import { availableParallelism } from 'node:os';
import { runStages, type Stage } from './test/run-stages';

const bin = (name: string) => `node_modules/.bin/${name}`;
/**
 * Types are checked by TypeScript 7's native compiler, several times faster than TypeScript 6 on
 * the same files; TypeScript 6 stays only as the library typescript-eslint parses with (it supports
 * TypeScript below 6.1). Both install a `tsc`, so this one is named by its package.
 */
const TYPE_CHECKER = 'node_modules/typescript-7/bin/tsc';
/**
 * On one thread: its checkers in parallel took twice the CPU (16 against 7 CPU-seconds for the web
 * app) and were slower even alone on the two cores (8.4 against 6.2 s), and this lane has one core.
 */
const ONE_THREAD = '--singleThreaded';

const BUILD = 'Build (web app and functions)';
const E2E = 'End-to-end tests (local stack, Chromium)';

/** A check that keeps one core busy, beside the integration tests once the build is done. */
const check = (title: string, command: string, args: string[]): Stage => ({
  title,
  command,
  args,
  after: [BUILD],
  cores: 1,
});

const stages: Stage[] = [
  // With the integration tests beside it the build took 33 s instead of 17, but everything before
  // the end-to-end stage ended 10-15 s sooner (`npm test`: 204 and 209 s against 219 before the
  // end-to-end stage, docs/performance.md).
  { title: BUILD, command: 'npm', args: ['run', '--silent', 'build:emulator'], cores: 1 },
  {
    title: 'Integration and rules tests (Firestore emulator)',
    command: bin('tsx'),
    args: ['scripts/with-firestore.ts', bin('vitest'), 'run', '--project', 'integration'],
    cores: 1,
  },
  check('Types (web app)', TYPE_CHECKER, ['-p', 'tsconfig.json', '--noEmit', ONE_THREAD]),
  check('Lint (eslint)', bin('eslint'), ['.', '--max-warnings', '0']),
  check('Format (prettier)', bin('prettier'), ['--check', '.', '--log-level', 'warn']),
  check('Types (functions)', TYPE_CHECKER, [
    '-p',
    'functions/tsconfig.json',
    '--noEmit',
    ONE_THREAD,
  ]),
  check('Translations complete and catalogues up to date (nothing written)', bin('tsx'), [
    'scripts/check-translations.ts',
  ]),
  check('Functions deploy lock at the tested versions', bin('tsx'), ['scripts/functions-lock.ts']),
  check(
    'Performance budgets (initial JS and CSS, no Firebase on content pages, image sizes)',
    bin('tsx'),
    ['scripts/check-budgets.ts'],
  ),
  // Plain functions in Node, no browser environment, then the components in happy-dom: each on the
  // two workers its projects set in vite.config.ts (vitest's --maxWorkers does not override a
  // project's own). Queued behind the single-core checks, they take the core the integration tests
  // leave when those end, instead of the component tests running last on both cores: `npm test`
  // without the end-to-end stage took 289 and 291 s (545 and 543 busy CPU-seconds) with them last,
  // 265 and 278 s (500 and 523) with them here.
  check('Unit tests', bin('vitest'), ['run', '--project', 'unit*']),
  check('Component tests (happy-dom)', bin('vitest'), ['run', '--project', 'component*']),
  {
    title: E2E,
    command: bin('tsx'),
    args: ['scripts/e2e.ts'],
    // The build stage built everything the stack serves.
    env: { SKIP_BUILD: '1' },
    after: 'all',
    cores: 'all',
  },
];

process.exit(
  (await runStages(stages, Number(process.env.TEST_CORES ?? availableParallelism()))) ? 0 : 1,
);
