/** The budgets, in bytes after gzip (kB = 1000 bytes, as Vite reports them). */
export const BUDGETS = {
  /** Entry chunk + its static imports + the home route's chunk: React, the router, Query and
   *  Lingui alone are ~114 kB, so every byte the product adds must be earned. */
  homeInitialJs: 125_000,
  homeInitialCss: 25_000,
} as const;

export const formatKb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
