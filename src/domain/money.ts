import type { BookableTour } from './tours';

export const CURRENCY = 'eur';

export function totalPriceCents(tour: BookableTour, participants: number): number {
  return tour.priceCents * participants;
}

/** Euros as staff type them, "12,50" or "12.50" (up to 999 999,99), to cents; anything else null. */
export function parseEuroCents(text: string): number | null {
  const match = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** Cents as a field shows them for editing, "12,50": what parseEuroCents reads back. */
export function typedEuros(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}
