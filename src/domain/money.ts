import type { BookableTour } from './tours';

export const CURRENCY = 'eur';

export function totalPriceCents(tour: BookableTour, participants: number): number {
  return tour.priceCents * participants;
}

/** Euros with two decimals in the visitor's language, e.g. 260,00 € or €260.00. */
export function formatEuros(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'it' ? 'it-IT' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}
