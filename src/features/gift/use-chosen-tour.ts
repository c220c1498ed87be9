import { useEffect, type SetStateAction } from 'react';
import { TOUR_IDS, type TourId } from '@/domain/tours';
import type { GiftValues } from './gift-values';

const isTourId = (value: string | undefined): value is TourId =>
  (TOUR_IDS as readonly string[]).includes(value ?? '');

/**
 * Starts the gift as the tour a tour page's link names. After hydration, not in the first render:
 * the page's HTML is prerendered without the query, and the choice must match it until React runs.
 * Choosing it counts as the visitor's own change, so an older draft does not replace it.
 */
export function useChosenTour(
  tour: string | undefined,
  setValues: (update: SetStateAction<GiftValues>) => void,
) {
  useEffect(() => {
    if (!isTourId(tour)) return;
    setValues((values) => ({ ...values, valueKind: 'tour', tourId: tour }));
  }, [tour, setValues]);
}
