/** `items` in runs of at most `size`, in order: a batch's writes, an `in` filter's values. */
export function chunked<T>(items: readonly T[], size: number): T[][] {
  const runs: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    runs.push(items.slice(start, start + size));
  }
  return runs;
}
