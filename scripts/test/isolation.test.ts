import { describe, expect, it } from 'vitest';
import { NEEDS_ISOLATION } from './isolation';

describe('NEEDS_ISOLATION', () => {
  it.each([
    ["vi.mock('./x')"],
    ['vi.stubGlobal("indexedDB", db)'],
    ['vi.useFakeTimers()'],
    ['fixClock(now)'],
    ['useFixedClock();'],
    ["import 'fake-indexeddb/auto';"],
  ])('sends a file replacing a module or a global to its own environment: %s', (source) => {
    expect(NEEDS_ISOLATION.test(source)).toBe(true);
  });

  it.each([["import { IDBFactory } from 'fake-indexeddb';"], ['vi.fn()'], ['mockReset()']])(
    'lets a file that replaces nothing share one: %s',
    (source) => {
      expect(NEEDS_ISOLATION.test(source)).toBe(false);
    },
  );
});
