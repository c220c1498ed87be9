import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { HOST, PROJECT_ID } from './ports';
import { startProcess, stopProcess, waitFor, type ManagedProcess } from './processes';

export interface AuthEmulatorPorts {
  auth: number;
  /** firebase-tools always starts its hub and log server beside an emulator. */
  hub: number;
  logging: number;
}

/**
 * The Firebase Auth emulator alone (firebase-tools), in a process of its own: for runs that need
 * real ID tokens without the whole stack (the integration tests), and in the stack beside the
 * other emulators, since its start is the longest of theirs (exegesis compiles the Identity
 * Toolkit API's schemas, some 5 CPU-seconds) and in their process it would wait on them. It runs
 * in a scratch directory of its own, TMPDIR included, because firebase-tools keeps a per-project
 * hub locator file in the temporary directory and would otherwise take over (and delete on exit)
 * the one of the stack's other emulators or of an `npm start` running at the same time. The
 * directory goes when the process exits. Ready once `authEmulatorReady` resolves.
 */
export function launchAuthEmulator(ports: AuthEmulatorPorts, echo = false): ManagedProcess {
  const dir = mkdtempSync(join(tmpdir(), 'auth-emulator-'));
  const config = join(dir, 'firebase.json');
  writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        auth: { host: HOST, port: ports.auth },
        hub: { host: HOST, port: ports.hub },
        logging: { host: HOST, port: ports.logging },
        ui: { enabled: false },
      },
    }),
  );
  const managed = startProcess(
    'auth',
    resolve('node_modules/.bin/firebase'),
    ['emulators:start', '--only', 'auth', '--project', PROJECT_ID, '--config', config],
    { cwd: dir, env: { ...process.env, TMPDIR: dir }, echo },
  );
  managed.child.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return managed;
}

export function authEmulatorReady(managed: ManagedProcess): Promise<void> {
  return waitFor('Auth emulator', async () => managed.output().includes('All emulators ready'), {
    process: managed,
    timeoutMs: 180_000,
  });
}

/** The Auth emulator, launched and ready (stopped again if it fails to start). */
export async function startAuthEmulator(ports: AuthEmulatorPorts): Promise<ManagedProcess> {
  const managed = launchAuthEmulator(ports);
  try {
    await authEmulatorReady(managed);
  } catch (error) {
    await stopProcess(managed);
    throw error;
  }
  return managed;
}
