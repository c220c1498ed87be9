/**
 * The functions are deployed from `functions/`, where Cloud Build runs `npm ci` on
 * functions/package-lock.json: the deploy installs exactly what `npm test` ran against. That lock
 * is derived from the repository's own lock (the one `npm install` and CI use):
 *
 *   npx tsx scripts/functions-lock.ts --write   regenerate it after changing functions' dependencies
 *   npx tsx scripts/functions-lock.ts           check it (run by npm test): every package it installs
 *                                               has the version the root lock installs for functions
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface LockEntry {
  version?: string;
  dependencies?: Record<string, string>;
  [field: string]: unknown;
}
interface Lockfile {
  packages: Record<string, LockEntry>;
  [field: string]: unknown;
}

const ROOT_LOCK = 'package-lock.json';
const FUNCTIONS_LOCK = 'functions/package-lock.json';
const FUNCTIONS_MANIFEST = 'functions/package.json';

const readJson = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;

/** The version the root lock installs for `name` as the functions workspace resolves it. */
function testedVersion(root: Lockfile, name: string): string | undefined {
  return (
    root.packages[`functions/node_modules/${name}`]?.version ??
    root.packages[`node_modules/${name}`]?.version
  );
}

/**
 * Starts from the root lock with the functions' manifest as its root package: npm keeps every
 * locked version that still fits and drops what the functions do not need, offline.
 */
function writeFunctionsLock(): void {
  const root = readJson<Lockfile>(ROOT_LOCK);
  const manifest = readJson<Record<string, unknown>>(FUNCTIONS_MANIFEST);
  const scratch = mkdtempSync(join(tmpdir(), 'functions-lock-'));
  try {
    const packages: Record<string, LockEntry> = {};
    for (const [path, entry] of Object.entries(root.packages)) {
      if (path === '' || path === 'functions' || path === 'node_modules/functions') continue;
      if (path.startsWith('functions/node_modules/')) {
        packages[path.slice('functions/'.length)] = entry;
      } else if (!(`functions/${path}` in root.packages)) {
        packages[path] = entry;
      }
    }
    packages[''] = { ...root.packages['functions'], name: 'functions' } as LockEntry;
    writeFileSync(join(scratch, 'package.json'), JSON.stringify(manifest, null, 2));
    writeFileSync(
      join(scratch, 'package-lock.json'),
      JSON.stringify({ ...root, name: 'functions', packages }, null, 2),
    );
    execFileSync(
      'npm',
      [
        'install',
        '--package-lock-only',
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
        '--offline',
      ],
      { cwd: scratch, stdio: 'inherit' },
    );
    copyFileSync(join(scratch, 'package-lock.json'), FUNCTIONS_LOCK);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function checkFunctionsLock(): string[] {
  const root = readJson<Lockfile>(ROOT_LOCK);
  const lock = readJson<Lockfile>(FUNCTIONS_LOCK);
  const manifest = readJson<{ dependencies: Record<string, string> }>(FUNCTIONS_MANIFEST);
  const problems: string[] = [];
  const locked = lock.packages['']?.dependencies ?? {};
  if (JSON.stringify(locked) !== JSON.stringify(manifest.dependencies)) {
    problems.push(`${FUNCTIONS_LOCK} was made for other dependencies than ${FUNCTIONS_MANIFEST}`);
  }
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (path === '') continue;
    const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    const nested = path.split('node_modules/').length > 2;
    const tested = nested
      ? (root.packages[path]?.version ?? root.packages[`functions/${path}`]?.version)
      : testedVersion(root, name);
    if (tested !== entry.version) {
      problems.push(
        `${path}: deploy would install ${entry.version}, the tests ran ${tested ?? 'none'}`,
      );
    }
  }
  return problems;
}

if (process.argv.includes('--write')) {
  writeFunctionsLock();
  console.log(`wrote ${FUNCTIONS_LOCK}`);
}
const problems = checkFunctionsLock();
if (problems.length > 0) {
  console.error(
    `${FUNCTIONS_LOCK} is out of step with ${ROOT_LOCK}:\n- ${problems.slice(0, 20).join('\n- ')}\n` +
      'Run: npx tsx scripts/functions-lock.ts --write',
  );
  process.exit(1);
}
console.log(`${FUNCTIONS_LOCK}: every package at the tested version`);
