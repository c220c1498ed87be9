import { spawnSync } from 'node:child_process';

/** The stack's ports are fixed: one run at a time on this machine (e2e, bench, audit). */
const STACK_LOCK = '/tmp/valpolicella-stack.lock';

/**
 * Makes the rest of this process run under the stack's machine-wide lock: outside it, re-runs the
 * same command under `flock` (queued behind any other run) and exits with that run's status;
 * inside it, returns at once.
 */
export function runUnderStackLock(): void {
  if (process.env.STACK_LOCK_HELD) return;
  const self = [process.execPath, ...process.execArgv, ...process.argv.slice(1)];
  const result = spawnSync('flock', [STACK_LOCK, ...self], {
    stdio: 'inherit',
    env: { ...process.env, STACK_LOCK_HELD: '1' },
  });
  process.exit(result.status ?? 1);
}
