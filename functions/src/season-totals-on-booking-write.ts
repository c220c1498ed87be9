import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from './lib/firestore';
import { applyBookingWriteToSeasonTotals } from './services/season/season-totals';

/**
 * Keeps `seasonTotals/{YYYY-MM}` (the money figures of "Stagione") in step with every write of a
 * booking, whoever made it. Retried on failure: the event id's marker makes a retry count once.
 */
export const seasonTotalsOnBookingWrite = onDocumentWritten(
  { document: 'bookings/{bookingId}', retry: true },
  async (event) => {
    const outcome = await applyBookingWriteToSeasonTotals(
      db(),
      { eventId: event.id, before: event.data?.before.data(), after: event.data?.after.data() },
      new Date(),
    );
    if (outcome === 'replayed') {
      logger.info('season totals: event already applied', { eventId: event.id });
    }
  },
);
