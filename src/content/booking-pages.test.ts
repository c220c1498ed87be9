import { describe, expect, it } from 'vitest';
import { TOUR_PAGE_SLUGS } from './tour-pages/tour-page-slugs';
import { tourPage } from './tour-pages/tour-pages-by-slug';
import { CASTAGNE_PAGE } from './event-pages/castagne';
import { WALK_WINE_IN_VILLA_PAGE } from './event-pages/walk-wine-in-villa';
import { WALK_WINE_POJEGA_PAGE } from './event-pages/walk-wine-pojega';
import { BOOKING_PAGE_PATHS } from './booking-pages';

describe('BOOKING_PAGE_PATHS', () => {
  it('sends each tour to the page whose card books it', () => {
    for (const slug of TOUR_PAGE_SLUGS) {
      const page = tourPage(slug);
      expect(page).toBeDefined();
      expect(BOOKING_PAGE_PATHS[page!.bookingId]).toBe(`/tour/${slug}`);
    }
  });

  it('sends each event to its own page', () => {
    expect(BOOKING_PAGE_PATHS[CASTAGNE_PAGE.bookingId]).toBe('/tour-delle-castagne');
    expect(BOOKING_PAGE_PATHS[WALK_WINE_POJEGA_PAGE.bookingId]).toBe('/eventi/walk-wine-pojega');
    expect(BOOKING_PAGE_PATHS[WALK_WINE_IN_VILLA_PAGE.bookingId]).toBe(
      '/eventi/walk-wine-in-villa',
    );
  });
});
