import { describe, expect, it } from 'vitest';
import { chunked } from '@functions/lib/chunked';

describe('chunked', () => {
  it('cuts a list into runs of at most the size, in order, none empty', () => {
    expect(chunked([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunked([1, 2, 3, 4], 2)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(chunked([], 30)).toEqual([]);
  });
});
