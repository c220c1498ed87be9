/**
 * The value met most often among `values`, ties going to the first in sort order so the same
 * season always gives the same pick: what the bench opens as the worst case of a view.
 */
export function mostCommon<T extends string>(values: Iterable<T>, what: string): T {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  const [top] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  if (!top) throw new Error(`the season has no ${what}`);
  return top[0];
}
