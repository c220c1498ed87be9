import { describe, expect, it } from 'vitest';
import { TOUR_LIST } from '@/content/tour-list';
import type { TourId } from '@/domain/tours';
import { sortByPrice } from './sort-by-price';

const tour = (bookingId: TourId, name: string) => ({ bookingId, name });

describe('sortByPrice', () => {
  it('orders tours by ascending catalogue price, keeping content order on ties', () => {
    const sorted = sortByPrice([
      tour('tre-valli', '180'),
      tour('colombare', '90 first'),
      tour('pojega', '80'),
      tour('strada-del-vino', '90 second'),
    ]);
    expect(sorted.map((t) => t.name)).toEqual(['80', '90 first', '90 second', '180']);
  });

  it('gives the /tour page Pojega, Wine Road, Colombare, 3 Valleys', () => {
    expect(sortByPrice([...TOUR_LIST].reverse()).map((t) => t.slug)).toEqual([
      'pojega',
      'colombare',
      'strada-del-vino',
      'tre-valli',
    ]);
    expect(sortByPrice(TOUR_LIST).map((t) => t.slug)).toEqual([
      'pojega',
      'strada-del-vino',
      'colombare',
      'tre-valli',
    ]);
  });

  it('does not reorder the array it is given', () => {
    const input = [tour('tre-valli', 'a'), tour('pojega', 'b')];
    sortByPrice(input);
    expect(input.map((t) => t.name)).toEqual(['a', 'b']);
  });
});
