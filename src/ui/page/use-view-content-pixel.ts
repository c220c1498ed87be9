import { useEffect } from 'react';
import { TOURS, type TourId } from '@/domain/tours';
import { trackPixelEvent } from '@/lib/analytics/meta-pixel';

/**
 * Tells the advertising pixel (only once consented and configured: meta-pixel.ts) that a tour or
 * event page was viewed, with the name and price the catalogue gives, once per page shown.
 */
export function useViewContentPixel(tourId: TourId, category: 'Tour' | 'Event'): void {
  useEffect(() => {
    const tour = TOURS[tourId];
    trackPixelEvent('ViewContent', {
      content_name: tour.displayName,
      content_category: category,
      value: tour.priceCents / 100,
      currency: 'EUR',
    });
  }, [tourId, category]);
}
