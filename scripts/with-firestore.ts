/**
 * Runs a command next to a private Firestore emulator on a free port, e.g.
 *   npx tsx scripts/with-firestore.ts npx vitest run --project integration
 * so integration tests can run without the whole local stack (and several runs can coexist).
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { startFirestoreEmulator } from './stack/firestore-emulator';
import { stopProcess } from './stack/processes';
import { HOST, PROJECT_ID } from './stack/ports';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, HOST, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: tsx scripts/with-firestore.ts <command> [args…]');
  process.exit(2);
}
const port = await freePort();
const emulator = await startFirestoreEmulator(port, 'firestore.rules');
const child = spawn(command, args, {
  stdio: 'inherit',
  env: { ...process.env, FIRESTORE_EMULATOR_HOST: `${HOST}:${port}`, GCLOUD_PROJECT: PROJECT_ID },
});
const code = await new Promise<number>((resolve) =>
  child.on('exit', (exitCode) => resolve(exitCode ?? 1)),
);
await stopProcess(emulator);
process.exit(code);
