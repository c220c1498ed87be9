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
 * The Firebase Auth emulator alone (firebase-tools), for runs that need real ID tokens without the
 * whole stack: the integration tests. It runs in a scratch directory of its own, TMPDIR included,
 * because firebase-tools keeps a per-project hub locator file in the temporary directory and would
 * otherwise take over (and delete on exit) the one of an `npm start` running at the same time.
 */
export async function startAuthEmulator(
  ports: AuthEmulatorPorts,
): Promise<{ stop: () => Promise<void> }> {
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
  const managed: ManagedProcess = startProcess(
    'auth',
    resolve('node_modules/.bin/firebase'),
    ['emulators:start', '--only', 'auth', '--project', PROJECT_ID, '--config', config],
    { cwd: dir, env: { ...process.env, TMPDIR: dir } },
  );
  const stop = async () => {
    await stopProcess(managed);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitFor('Auth emulator', async () => managed.output().includes('All emulators ready'), {
      process: managed,
      timeoutMs: 180_000,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}
