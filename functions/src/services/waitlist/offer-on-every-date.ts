import { logger } from 'firebase-functions';
import { TOUR_IDS, type TourId } from '@/domain/tours';
import { offerFreedSeats, type DateOfTour } from './offer-freed-seats';
import type { WaitlistDeps } from './waitlist-deps';
import { LIVE_STATUSES, WAITLIST_COLLECTION } from './waitlist-doc';
import { errorText } from '@functions/lib/error-text';

const isTourId = (value: unknown): value is TourId =>
  (TOUR_IDS as readonly unknown[]).includes(value);

export interface OfferSummary {
  dates: number;
  offered: number;
  lapsed: number;
  closed: number;
  failed: number;
}

/**
 * The scheduled round (offerWaitlistSeats, every 15 minutes): the offer engine on every date that
 * has entries still in line. It lapses the offers whose hold is over and passes their seats on,
 * offers seats freed by anything that did not run the engine itself (a capacity raised in the
 * console, a round that failed) and closes the entries of dates no longer bookable. A date that
 * fails is logged and the others go on.
 */
export async function offerOnEveryDate(deps: WaitlistDeps): Promise<OfferSummary> {
  // Only the two fields that name the date are fetched (each round reads its entries whole,
  // through the converter); one filter on one field is served by its single-field index.
  const live = await deps.db
    .collection(WAITLIST_COLLECTION)
    .where('status', 'in', [...LIVE_STATUSES])
    .select('tourId', 'date')
    .get();
  const dates = new Map<string, DateOfTour>();
  for (const doc of live.docs) {
    const tourId: unknown = doc.get('tourId');
    const date: unknown = doc.get('date');
    if (!isTourId(tourId) || typeof date !== 'string') {
      logger.error('waiting-list entry names no date', { path: doc.ref.path });
      continue;
    }
    dates.set(`${tourId}_${date}`, { tourId, date });
  }
  const summary: OfferSummary = { dates: dates.size, offered: 0, lapsed: 0, closed: 0, failed: 0 };
  for (const where of dates.values()) {
    try {
      const round = await offerFreedSeats(deps, where);
      summary.offered += round.offered;
      summary.lapsed += round.lapsed;
      summary.closed += round.closed;
    } catch (error) {
      summary.failed += 1;
      logger.error('waiting list round of a date failed', {
        ...where,
        error: errorText(error),
      });
    }
  }
  logger.info('waiting lists checked', { ...summary });
  return summary;
}
