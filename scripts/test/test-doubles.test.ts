import { readFileSync } from 'node:fs';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';

/**
 * The component projects swap two modules for doubles by their `@/` specifier (vite.config.ts,
 * `testDouble`). A relative import of either would reach the real module in those tests: the
 * network, or IndexedDB that the test DOM lacks.
 */
const DOUBLED = ['firebase/call-function', 'auth/private-device-data'];

describe('the modules component tests replace', () => {
  it('are imported by their @/ specifier everywhere in src', () => {
    const relative = globSync(['src/**/*.{ts,tsx}'])
      .filter((file) => !file.startsWith('src/test/'))
      .filter((file) => {
        const source = readFileSync(file, 'utf8');
        return DOUBLED.some((module) => {
          const name = module.split('/').pop()!;
          return new RegExp(`['"]\\.{1,2}/(?:[\\w-]+/)*${name}['"]`).test(source);
        });
      });
    expect(relative).toEqual([]);
  });

  it('are never mocked again in a component test (which would isolate the file for nothing)', () => {
    const mocking = globSync(['src/**/*.test.tsx']).filter((file) =>
      DOUBLED.some((module) => readFileSync(file, 'utf8').includes(`vi.mock('@/lib/${module}'`)),
    );
    expect(mocking).toEqual([]);
  });
});
