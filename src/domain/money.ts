import type { BookableTour } from './tours';

export const CURRENCY = 'eur';

export function totalPriceCents(tour: BookableTour, participants: number): number {
  return tour.priceCents * participants;
}
