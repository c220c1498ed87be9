/**
 * The season's one source of chance: a seeded PRNG (mulberry32), so the same seed always gives the
 * same season, document for document. Never Math.random here: a run must be repeatable to be
 * compared with the last one.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer from `min` to `max`, both included. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One key of `weights`, drawn in proportion to its weight. */
  weighted<K extends string | number>(weights: Readonly<Record<K, number>>): K;
  /** `length` characters of Firestore's auto-id alphabet. */
  id(length?: number): string;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => items[int(0, items.length - 1)]!,
    weighted(weights) {
      const entries = Object.entries(weights) as [string, number][];
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let draw = next() * total;
      for (const [key, weight] of entries) {
        draw -= weight;
        if (draw < 0) return (Number.isNaN(Number(key)) ? key : Number(key)) as never;
      }
      return entries.at(-1)![0] as never;
    },
    id: (length = 20) => Array.from({ length }, () => ID_ALPHABET[int(0, 61)]).join(''),
  };
}
