import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import {
  addSeasonDelta,
  seasonContribution,
  seasonContributionChange,
  type ContributingBooking,
  type MonthDelta,
  type SeasonDelta,
} from './season-contribution';
import { DAY_MS } from '@/domain/time-units';

/**
 * The season's money figures kept as they change: `seasonTotals/{YYYY-MM}` holds the month's
 * revenueCents, paidBookings and refundCents and the same per tour (`tours.{tourId}`), each write
 * of a booking adding contribution(after) − contribution(before). Increments commute, so events
 * applied in any order leave the same sums; the marker `seasonTotalsEvents/{eventId}`, written in
 * the same transaction, makes a redelivered event change nothing. Markers expire (TTL on
 * `expiresAt`) once no redelivery can come: a retried 2nd-gen function's events are retried for
 * 24 hours (Firebase's retry page), up to 7 days by the Cloud Functions API's retry policy.
 */

export const SEASON_TOTALS = 'seasonTotals';
export const SEASON_TOTALS_EVENTS = 'seasonTotalsEvents';
export const SEASON_TOTALS_MARKER_DAYS = 8;

export type SeasonTotalsOutcome = 'applied' | 'unchanged' | 'replayed';

export function monthIncrements(entry: MonthDelta) {
  const increments = (figures: MonthDelta | MonthDelta['tours'][string]) => ({
    revenueCents: FieldValue.increment(figures.revenueCents),
    paidBookings: FieldValue.increment(figures.paidBookings),
    refundCents: FieldValue.increment(figures.refundCents),
  });
  return {
    ...increments(entry),
    tours: Object.fromEntries(
      Object.entries(entry.tours).map(([tourId, tour]) => [tourId, increments(tour)]),
    ),
  };
}

function applyDelta(db: Firestore, tx: Transaction, delta: SeasonDelta) {
  for (const [month, entry] of delta) {
    tx.set(db.collection(SEASON_TOTALS).doc(month), monthIncrements(entry), { merge: true });
  }
}

export interface BookingWrite {
  eventId: string;
  before: ContributingBooking | undefined;
  after: ContributingBooking | undefined;
}

/** Applies one booking write to the month documents, once per event id. */
export async function applyBookingWriteToSeasonTotals(
  db: Firestore,
  write: BookingWrite,
  now: Date,
): Promise<SeasonTotalsOutcome> {
  const delta = seasonContributionChange(write.before, write.after);
  if (delta.size === 0) return 'unchanged';
  const marker = db.collection(SEASON_TOTALS_EVENTS).doc(write.eventId);
  return db.runTransaction(async (tx) => {
    if ((await tx.get(marker)).exists) return 'replayed';
    applyDelta(db, tx, delta);
    tx.create(marker, {
      appliedAt: Timestamp.fromDate(now),
      expiresAt: Timestamp.fromMillis(now.getTime() + SEASON_TOTALS_MARKER_DAYS * DAY_MS),
    });
    return 'applied';
  });
}

const REBUILD_PAGE = 500;

/**
 * Recomputes every `seasonTotals/{YYYY-MM}` from the bookings themselves, read a page at a time
 * (only the fields the figures need): for existing data after the first deploy, and as a repair.
 * Months no booking contributes to are deleted. Writes made to bookings while it runs may be
 * counted by the trigger on top of a page already read: run it when nothing is being booked, or
 * run it again.
 */
export async function rebuildSeasonTotals(
  db: Firestore,
): Promise<{ bookings: number; months: number }> {
  const total: SeasonDelta = new Map();
  let bookings = 0;
  let page = db
    .collection('bookings')
    .orderBy('__name__')
    .select('tourId', 'paidAt', 'amountTotalCents', 'amountRefundedAsOf', 'amountRefundedCents')
    .limit(REBUILD_PAGE);
  for (;;) {
    const snapshot = await page.get();
    for (const doc of snapshot.docs) addSeasonDelta(total, seasonContribution(doc.data()));
    bookings += snapshot.size;
    if (snapshot.size < REBUILD_PAGE) break;
    page = page.startAfter(snapshot.docs.at(-1)!);
  }
  const writer = db.bulkWriter();
  for (const ref of await db.collection(SEASON_TOTALS).listDocuments()) {
    if (!total.has(ref.id)) void writer.delete(ref);
  }
  for (const [month, entry] of total) {
    void writer.set(db.collection(SEASON_TOTALS).doc(month), entry);
  }
  await writer.close();
  return { bookings, months: total.size };
}
