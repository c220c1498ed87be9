import { CASTAGNE_PAGE } from '@/content/event-pages/castagne';
import { WALK_WINE_IN_VILLA_PAGE } from '@/content/event-pages/walk-wine-in-villa';
import { WALK_WINE_POJEGA_PAGE } from '@/content/event-pages/walk-wine-pojega';
import type { PageContent } from './common';

/** Each event page's address and the content its structured data is built from. */
export const EVENT_PAGES: Readonly<Record<string, PageContent>> = {
  '/tour-delle-castagne': CASTAGNE_PAGE,
  '/eventi/walk-wine-pojega': WALK_WINE_POJEGA_PAGE,
  '/eventi/walk-wine-in-villa': WALK_WINE_IN_VILLA_PAGE,
};
