/**
 * Builds, starts the local stack, runs Playwright (arguments are passed through), stops the stack:
 *   npx tsx scripts/e2e.ts tests/e2e/booking-flow.spec.ts
 * Takes a machine-wide lock so two runs never fight over the stack's fixed ports.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { HOST, PORTS, PROJECT_ID } from './stack/ports';
import { startStack } from './stack/stack';
import { runUnderStackLock } from './stack/stack-lock';

runUnderStackLock();

const stack = await startStack({
  echo: Boolean(process.env.STACK_ECHO),
  build: !process.env.SKIP_BUILD,
  // The stack is up once a callable answers, so the one process is loaded before the first test.
  sharedFunctionsWorker: true,
});
// Spawned, not run synchronously: this process keeps reading the stack's output meanwhile, so
// the warnings and errors of a failed run can be told.
const playwright = spawn('node_modules/.bin/playwright', ['test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {
    ...process.env,
    E2E_BASE_URL: stack.siteUrl,
    // Tests may arrange data directly (e.g. fill a date's seats) through the Admin SDK.
    FIRESTORE_EMULATOR_HOST: `${HOST}:${PORTS.firestore}`,
    GCLOUD_PROJECT: PROJECT_ID,
  },
});
const [status] = (await once(playwright, 'exit')) as [number | null];
if (status !== 0) {
  for (const { name, lines } of stack.problems()) {
    console.log(
      `\nThe warnings and errors ${name} logged during the run (the latest ${lines.length}):`,
    );
    for (const line of lines) console.log(`  ${line.slice(0, 600)}`);
  }
}
await stack.stop();
process.exit(status ?? 1);
