import { describe, expect, it } from 'vitest';
import { needsIsolation } from './isolation';

describe('needsIsolation', () => {
  it.each([
    ["vi.mock('./x')"],
    ["vi.doMock('./x')"],
    ['vi.resetModules()'],
    ["vi.stubEnv('VITE_X', 'y')"],
    ["import 'fake-indexeddb/auto';"],
  ])('sends a file replacing a module or the environment to its own, always: %s', (source) => {
    expect(needsIsolation(source)).toBe(true);
    expect(needsIsolation(source, { timersAndGlobalsRestored: true })).toBe(true);
  });

  it.each([
    ['vi.stubGlobal("indexedDB", db)'],
    ['vi.useFakeTimers()'],
    ['fixClock(now)'],
    ['useFixedClock();'],
  ])(
    'sends a file replacing timers or a global to its own unless the setup restores them: %s',
    (source) => {
      expect(needsIsolation(source)).toBe(true);
      expect(needsIsolation(source, { timersAndGlobalsRestored: true })).toBe(false);
    },
  );

  it.each([["import { IDBFactory } from 'fake-indexeddb';"], ['vi.fn()'], ['mockReset()']])(
    'lets a file that replaces nothing share one: %s',
    (source) => {
      expect(needsIsolation(source)).toBe(false);
    },
  );
});
