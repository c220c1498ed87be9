import { useEffect } from 'react';
import { TOURS, type TourId } from '@/domain/tours';
import { whenConsented } from '@/lib/consent/consent-state';

/**
 * Tells the advertising pixel (meta-pixel.ts: only when configured) that a tour or event page was
 * viewed, with the name and price the catalogue gives, once per page shown: as soon as the visitor
 * consents to advertising cookies, which the consent service may report after the page is shown.
 * The pixel's module loads only then, so a visit without that consent never fetches it.
 */
export function useViewContentPixel(tourId: TourId, category: 'Tour' | 'Event'): void {
  useEffect(() => {
    const tour = TOURS[tourId];
    return whenConsented('marketing', () => {
      void import('@/lib/analytics/meta-pixel').then(({ trackPixelEvent }) =>
        trackPixelEvent('ViewContent', {
          content_name: tour.displayName,
          content_category: category,
          value: tour.priceCents / 100,
          currency: 'EUR',
        }),
      );
    });
  }, [tourId, category]);
}
