import { TOURS, type TourId } from '@/domain/tours';

/**
 * Tours in ascending order of their catalogue price. The sort is stable, so tours at the same
 * price keep the order the content gives them.
 */
export function sortByPrice<T extends { bookingId: TourId }>(tours: readonly T[]): T[] {
  return [...tours].sort((a, b) => TOURS[a.bookingId].priceCents - TOURS[b.bookingId].priceCents);
}
