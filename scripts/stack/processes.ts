import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createConnection } from 'node:net';
import { constants } from 'node:os';

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  /** Everything the process printed, for a clear message when it fails to start. */
  output: () => string;
  /**
   * The lines that reported a warning or an error (a function's log entry of that severity, an
   * emulator's ⚠ or !! line), the latest kept: what explains a failed run, which the rest of the
   * output (mostly Hosting's access log) buries.
   */
  problems: () => string[];
}

const PROBLEM_LINE = /"severity":"(WARNING|ERROR|CRITICAL|ALERT|EMERGENCY)"|^\s*(⚠|!!)/;
const PROBLEMS_KEPT = 100;

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
  const problems: string[] = [];
  const collectFrom = () => {
    // A line may arrive in two chunks: it is judged once it is whole.
    let partial = '';
    return (chunk: Buffer) => {
      const text = chunk.toString();
      log = (log + text).slice(-20_000);
      const lines = (partial + text).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines.filter(Boolean)) {
        if (options.echo) console.log(`[${name}] ${line}`);
        if (PROBLEM_LINE.test(line)) problems.push(line);
      }
      if (problems.length > PROBLEMS_KEPT) problems.splice(0, problems.length - PROBLEMS_KEPT);
    };
  };
  child.stdout?.on('data', collectFrom());
  child.stderr?.on('data', collectFrom());
  return { name, child, output: () => log, problems: () => [...problems] };
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
