/**
 * Runs a command next to a private Firestore emulator and a private Auth emulator on free ports, e.g.
 *   npx tsx scripts/with-firestore.ts npx vitest run --project integration
 * so integration tests can run without the whole local stack (and several runs can coexist). The
 * Auth emulator issues the real ID tokens the staff callables verify (revocation included).
 */
import { spawn } from 'node:child_process';
import { startAuthEmulator } from './stack/auth-emulator';
import { startFirestoreEmulator } from './stack/firestore-emulator';
import { freePort } from './stack/free-port';
import { stopProcess } from './stack/processes';
import { HOST, PROJECT_ID } from './stack/ports';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: tsx scripts/with-firestore.ts <command> [args…]');
  process.exit(2);
}
const port = await freePort();
const authPorts = { auth: await freePort(), hub: await freePort(), logging: await freePort() };
// Both start at once: each spends most of its start-up loading its own runtime.
const [firestoreStart, authStart] = await Promise.allSettled([
  startFirestoreEmulator(port, 'firestore.rules'),
  startAuthEmulator(authPorts),
]);
if (firestoreStart.status === 'rejected' || authStart.status === 'rejected') {
  if (firestoreStart.status === 'fulfilled') await stopProcess(firestoreStart.value);
  if (authStart.status === 'fulfilled') await stopProcess(authStart.value);
  throw [firestoreStart, authStart].flatMap((start) =>
    start.status === 'rejected' ? [start.reason] : [],
  )[0];
}
const emulator = firestoreStart.value;
const auth = authStart.value;
const child = spawn(command, args, {
  stdio: 'inherit',
  env: {
    ...process.env,
    FIRESTORE_EMULATOR_HOST: `${HOST}:${port}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${authPorts.auth}`,
    GCLOUD_PROJECT: PROJECT_ID,
  },
});
const code = await new Promise<number>((resolve) =>
  child.on('exit', (exitCode) => resolve(exitCode ?? 1)),
);
await Promise.all([stopProcess(emulator), stopProcess(auth)]);
process.exit(code);
