/** Percentage saved paying `priceCents` for what is worth `valueCents`, rounded to a whole number. */
export function savingPercent(priceCents: number, valueCents: number): number {
  if (valueCents <= 0 || priceCents >= valueCents) return 0;
  return Math.round(((valueCents - priceCents) / valueCents) * 100);
}
