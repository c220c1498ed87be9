import type { TourId } from '@/domain/tours';

/**
 * The page whose booking card books each tour or event: the tours at /tour/{slug}
 * (tour-pages/tour-page-slugs.ts), the events at their own addresses (events.ts). Mails that
 * send a visitor back to a card (the waiting list's offer) link here.
 */
export const BOOKING_PAGE_PATHS: Readonly<Record<TourId, string>> = {
  pojega: '/tour/pojega',
  colombare: '/tour/colombare',
  'tre-valli': '/tour/tre-valli',
  'strada-del-vino': '/tour/strada-del-vino',
  'x-tour': '/tour/x',
  'emotion-in-villa': '/tour/emotion-in-villa',
  castagne: '/tour-delle-castagne',
  'walk-wine-pojega': '/eventi/walk-wine-pojega',
  'walk-wine-in-villa': '/eventi/walk-wine-in-villa',
};
