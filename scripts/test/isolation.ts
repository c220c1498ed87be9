/**
 * Splits the test files of a vitest project into those that must run isolated and those that may
 * share one environment per worker. Isolation (a fresh module graph and, for component tests, a
 * fresh document per file) cost about two seconds of CPU per file on the 2-core CI machine with
 * jsdom, more than most files' tests. A file needs it when it leaves something behind that a
 * shared module graph would carry into the next file:
 * - modules it replaces (`vi.mock`, `vi.doMock`, `vi.resetModules`), or environment variables
 *   (`vi.stubEnv`), which modules such as `@/config/env` read once, on import;
 * - `fake-indexeddb/auto`, which installs a global IndexedDB: shared, it let the contact form's
 *   draft of one test come back in the next file's fields on CI;
 * - fake timers (also through the booking tests' `fixClock` and `useFixedClock`) and stubbed
 *   globals, unless the project's setup gives the real ones back after every test, as the
 *   component projects' does (`src/test/setup-component-tests.ts`).
 */
import { readFileSync } from 'node:fs';
import { globSync } from 'tinyglobby';

const REPLACES_MODULES_OR_ENVIRONMENT =
  /\bvi\.(mock|doMock|resetModules|stubEnv)\(|['"]fake-indexeddb\/auto['"]/;

// `fixClock(` and `useFixedClock(` (src/features/booking/testing/booking-backend.ts) fake the
// clock for the booking card's tests.
const REPLACES_TIMERS_OR_GLOBALS =
  /\bvi\.(stubGlobal|useFakeTimers)\(|\b(fixClock|useFixedClock)\(/;

/** Whether a test file must run in an environment of its own. */
export function needsIsolation(source: string, { timersAndGlobalsRestored = false } = {}) {
  return (
    REPLACES_MODULES_OR_ENVIRONMENT.test(source) ||
    (!timersAndGlobalsRestored && REPLACES_TIMERS_OR_GLOBALS.test(source))
  );
}

export interface IsolationSplit {
  isolated: string[];
  shared: string[];
}

export function splitByIsolation(
  patterns: string[],
  root: string,
  options?: { timersAndGlobalsRestored?: boolean },
): IsolationSplit {
  const files = globSync(patterns, { cwd: root, ignore: ['**/node_modules/**'] }).sort();
  const isolated = files.filter((file) =>
    needsIsolation(readFileSync(`${root}/${file}`, 'utf8'), options),
  );
  return { isolated, shared: files.filter((file) => !isolated.includes(file)) };
}
