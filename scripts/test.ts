/**
 * `npm test`: every check CI runs, cheapest first, stopping at the first failure.
 *   format → lint → translations → types → unit & component tests → build → budgets →
 *   integration tests (private Firestore emulator) → end-to-end tests (whole local stack).
 */
import { spawnSync } from 'node:child_process';

interface Step {
  title: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

const bin = (name: string) => `node_modules/.bin/${name}`;

const steps: Step[] = [
  {
    title: 'Format (prettier)',
    command: bin('prettier'),
    args: ['--check', '.', '--log-level', 'warn'],
  },
  { title: 'Lint (eslint)', command: bin('eslint'), args: ['.', '--max-warnings', '0'] },
  {
    title: 'Translations complete and catalogues up to date (nothing written)',
    command: bin('tsx'),
    args: ['scripts/check-translations.ts'],
  },
  { title: 'Types (web app)', command: bin('tsc'), args: ['-p', 'tsconfig.json', '--noEmit'] },
  {
    title: 'Types (functions)',
    command: bin('tsc'),
    args: ['-p', 'functions/tsconfig.json', '--noEmit'],
  },
  {
    title: 'Unit and component tests',
    command: bin('vitest'),
    args: ['run', '--project', 'unit', '--project', 'component'],
  },
  {
    title: 'Build (web app and functions)',
    command: 'npm',
    args: ['run', '--silent', 'build:emulator'],
  },
  {
    title: 'Performance budgets (initial JS and CSS, no Firebase on content pages, image sizes)',
    command: bin('tsx'),
    args: ['scripts/check-budgets.ts'],
  },
  {
    title: 'Integration and rules tests (Firestore emulator)',
    command: bin('tsx'),
    args: ['scripts/with-firestore.ts', bin('vitest'), 'run', '--project', 'integration'],
  },
  {
    title: 'End-to-end tests (local stack, Chromium)',
    command: bin('tsx'),
    args: ['scripts/e2e.ts'],
    // The previous step built everything the stack serves.
    env: { SKIP_BUILD: '1' },
  },
];

const started = Date.now();
const timings: string[] = [];
for (const step of steps) {
  console.log(`\n=== ${step.title}`);
  const stepStart = Date.now();
  const result = spawnSync(step.command, step.args, {
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  timings.push(`  ${seconds.padStart(6)} s  ${step.title}`);
  if (result.status !== 0) {
    console.error(`\n✗ ${step.title} failed (exit ${result.status ?? result.signal}).`);
    console.error(timings.join('\n'));
    process.exit(1);
  }
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s:`);
console.log(timings.join('\n'));
