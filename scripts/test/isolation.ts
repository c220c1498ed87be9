/**
 * Splits the test files of a vitest project into those that must run isolated and those that may
 * share one environment per worker. Isolation (a fresh module graph and, for component tests, a
 * fresh jsdom per file) costs about two seconds of CPU per file on the 2-core CI machine, more than
 * most files' tests. A file needs it when it replaces modules or globals, which a shared module
 * graph would carry into the next file: `vi.mock`, `vi.doMock`, `vi.resetModules`, `vi.stubGlobal`,
 * `vi.stubEnv`, fake timers (also through the booking tests' `fixClock` and `useFixedClock`) and
 * `fake-indexeddb/auto`, which installs a global IndexedDB: shared, it let the contact form's
 * draft of one test come back in the next file's fields on CI.
 */
import { readFileSync } from 'node:fs';
import { globSync } from 'tinyglobby';

// `fixClock(` and `useFixedClock(` (src/features/booking/testing/booking-backend.ts) fake the
// clock for the booking card's tests, and those cards keep state of their own between renders
// (the online status, the membership check): shared, they failed in one run of three, by the
// order files met in a worker.
export const NEEDS_ISOLATION =
  /\bvi\.(mock|doMock|resetModules|stubGlobal|stubEnv|useFakeTimers)\(|\b(fixClock|useFixedClock)\(|['"]fake-indexeddb\/auto['"]/;

export interface IsolationSplit {
  isolated: string[];
  shared: string[];
}

export function splitByIsolation(patterns: string[], root: string): IsolationSplit {
  const files = globSync(patterns, { cwd: root, ignore: ['**/node_modules/**'] }).sort();
  const isolated = files.filter((file) =>
    NEEDS_ISOLATION.test(readFileSync(`${root}/${file}`, 'utf8')),
  );
  return { isolated, shared: files.filter((file) => !isolated.includes(file)) };
}
