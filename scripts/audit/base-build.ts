/**
 * The two builds `npm run audit:compare -- --base <rev>` serves from one local stack: the base
 * revision is built in a temporary git worktree, and the Hosting emulator's folder (`dist`, read
 * from disk on every request) holds one build or the other, swapped by renaming folders between
 * two Lighthouse runs. Only the web build differs: both are served with this tree's functions.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ComparedBuild } from './interleave';

const SERVED = resolve('dist');
const PARKED = resolve('.stack/audit-compare');
const BASE_TREE = join(PARKED, 'base-tree');

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

/**
 * Builds `revision`'s web app (emulator mode, as the stack builds this tree) and parks it beside
 * `dist`. The worktree borrows this tree's node_modules: a revision whose packages differ is
 * built with these ones. Returns the commit it resolved to.
 */
export function buildBase(revision: string): string {
  const resolved = spawnSync('git', ['rev-parse', '--verify', `${revision}^{commit}`], {
    encoding: 'utf8',
  });
  if (resolved.status !== 0) throw new Error(`${revision} names no commit`);
  const commit = resolved.stdout.trim();
  recoverInterruptedRun();
  removeBaseTree();
  mkdirSync(PARKED, { recursive: true });
  run('git', ['worktree', 'add', '--detach', BASE_TREE, commit], '.');
  try {
    symlinkSync(resolve('node_modules'), join(BASE_TREE, 'node_modules'));
    run('npm', ['run', '--silent', 'build:web:emulator'], BASE_TREE);
    rmSync(join(PARKED, 'base'), { recursive: true, force: true });
    renameSync(join(BASE_TREE, 'dist'), join(PARKED, 'base'));
  } finally {
    removeBaseTree();
  }
  return commit;
}

/** A run stopped between two swaps leaves this tree's build parked: it goes back to `dist`. */
function recoverInterruptedRun() {
  const parkedCurrent = join(PARKED, 'current');
  if (!existsSync(parkedCurrent)) return;
  rmSync(SERVED, { recursive: true, force: true });
  renameSync(parkedCurrent, SERVED);
}

function removeBaseTree() {
  if (!existsSync(BASE_TREE)) return;
  spawnSync('git', ['worktree', 'remove', '--force', BASE_TREE], { stdio: 'ignore' });
  rmSync(BASE_TREE, { recursive: true, force: true });
  spawnSync('git', ['worktree', 'prune'], { stdio: 'ignore' });
}

/** Which build `dist` holds; the other waits in PARKED under its name. */
let served: ComparedBuild = 'current';

export function serve(build: ComparedBuild): void {
  if (build === served) return;
  renameSync(SERVED, join(PARKED, served));
  renameSync(join(PARKED, build), SERVED);
  served = build;
}

/** Leaves `dist` holding this tree's build, as `npm start` expects it, and drops the base's. */
export function restoreCurrent(): void {
  serve('current');
  rmSync(join(PARKED, 'base'), { recursive: true, force: true });
}
