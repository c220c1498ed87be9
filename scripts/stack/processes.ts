import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createConnection } from 'node:net';
import { constants } from 'node:os';

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  /** Everything the process printed, for a clear message when it fails to start. */
  output: () => string;
}

/** Process groups started here and not stopped yet. */
const runningGroups = new Set<number>();
let stopsOnSignal = false;

/**
 * The groups live apart from this script's own: if it is stopped from outside (`npm test`
 * ending the run at another stage's failure) they would stay behind, holding the stack's ports.
 * A script that handles the signal itself (`npm start`) stops them its own way.
 */
function stopGroupsWhenStopped() {
  if (stopsOnSignal) return;
  stopsOnSignal = true;
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
    process.once(signal, () => {
      if (process.listenerCount(signal) > 0) return;
      for (const pid of runningGroups) {
        try {
          process.kill(-pid, 'SIGKILL');
        } catch {
          // The group is already gone.
        }
      }
      process.exit(128 + constants.signals[signal]);
    });
  }
}

/**
 * Starts a child in its own process group, so stopping it also stops what it spawned (the
 * Firestore emulator's JVM, firebase-tools' workers).
 */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions & { echo?: boolean } = {},
): ManagedProcess {
  const child = spawn(command, args, {
    ...options,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid !== undefined) {
    runningGroups.add(child.pid);
    stopGroupsWhenStopped();
  }
  let log = '';
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    log = (log + text).slice(-20_000);
    if (options.echo) {
      for (const line of text.split('\n').filter(Boolean)) console.log(`[${name}] ${line}`);
    }
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return { name, child, output: () => log };
}

export async function stopProcess(managed: ManagedProcess, timeoutMs = 8_000): Promise<void> {
  const { child } = managed;
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // The group is already gone.
    }
  };
  signalGroup('SIGTERM');
  const timer = setTimeout(() => signalGroup('SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(timer);
  // Children of the group may outlive the leader briefly; make sure none stays behind.
  signalGroup('SIGKILL');
  runningGroups.delete(child.pid);
}

export function isPortOpen(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  { timeoutMs = 120_000, process: managed }: { timeoutMs?: number; process?: ManagedProcess } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (managed && managed.child.exitCode !== null) {
      throw new Error(`${what}: process exited early.\n${managed.output()}`);
    }
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${what}: not ready after ${timeoutMs / 1000}s.\n${managed?.output() ?? ''}`);
}

export async function httpOk(url: string, init?: RequestInit): Promise<boolean> {
  const response = await fetch(url, init);
  return response.status < 500;
}
