import type { Timestamp } from 'firebase-admin/firestore';
import { monthInRome } from '@/domain/months';

/**
 * What one booking adds to the season's money figures, the one rule both the `seasonTotals`
 * trigger and the rebuild apply. Revenue is timed by `paidAt` (when the money came), refunds by
 * `amountRefundedAsOf`, Stripe's own total for the charge (our refunds and the dashboard's alike):
 * a charge refunded in two steps in two months counts its whole refunded total in the month of the
 * later step, since Stripe reports the total, not the steps.
 */

/** The fields of a booking the figures depend on, as stored (raw: a trigger sees any write). */
export interface ContributingBooking {
  tourId?: unknown;
  paidAt?: unknown;
  amountTotalCents?: unknown;
  amountRefundedAsOf?: unknown;
  amountRefundedCents?: unknown;
}

export interface MoneyFigures {
  revenueCents: number;
  paidBookings: number;
  refundCents: number;
}

/** One month's increments: the month's own figures and each tour's. */
export interface MonthDelta extends MoneyFigures {
  tours: Record<string, MoneyFigures>;
}

/** Month key (YYYY-MM, Europe/Rome) → what to add to that month. */
export type SeasonDelta = Map<string, MonthDelta>;

const ZERO: MoneyFigures = { revenueCents: 0, paidBookings: 0, refundCents: 0 };

function instant(value: unknown): Date | null {
  if (value && typeof (value as Timestamp).toDate === 'function') {
    return (value as Timestamp).toDate();
  }
  return null;
}

function cents(value: unknown): number {
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : 0;
}

function add(
  delta: SeasonDelta,
  month: string,
  tourId: string,
  figures: MoneyFigures,
  sign: 1 | -1,
) {
  const entry = delta.get(month) ?? { ...ZERO, tours: {} };
  const tour = entry.tours[tourId] ?? { ...ZERO };
  for (const key of ['revenueCents', 'paidBookings', 'refundCents'] as const) {
    entry[key] += sign * figures[key];
    tour[key] += sign * figures[key];
  }
  entry.tours[tourId] = tour;
  delta.set(month, entry);
}

function addContribution(
  delta: SeasonDelta,
  booking: ContributingBooking | undefined,
  sign: 1 | -1,
) {
  if (!booking) return;
  const tourId = typeof booking.tourId === 'string' ? booking.tourId : 'unknown';
  const paidAt = instant(booking.paidAt);
  if (paidAt) {
    add(
      delta,
      monthInRome(paidAt),
      tourId,
      {
        ...ZERO,
        revenueCents: cents(booking.amountTotalCents),
        paidBookings: 1,
      },
      sign,
    );
  }
  const refundedAsOf = instant(booking.amountRefundedAsOf);
  if (refundedAsOf) {
    add(
      delta,
      monthInRome(refundedAsOf),
      tourId,
      {
        ...ZERO,
        refundCents: cents(booking.amountRefundedCents),
      },
      sign,
    );
  }
}

const isZero = (figures: MoneyFigures) =>
  figures.revenueCents === 0 && figures.paidBookings === 0 && figures.refundCents === 0;

/** Drops the tours and months a write left as they were, so an unrelated write touches nothing. */
function withoutZeros(delta: SeasonDelta): SeasonDelta {
  for (const [month, entry] of delta) {
    for (const [tourId, tour] of Object.entries(entry.tours)) {
      if (isZero(tour)) delete entry.tours[tourId];
    }
    if (Object.keys(entry.tours).length === 0) delta.delete(month);
  }
  return delta;
}

/** What a booking contributes on its own (the rebuild adds these up). */
export function seasonContribution(booking: ContributingBooking): SeasonDelta {
  const delta: SeasonDelta = new Map();
  addContribution(delta, booking, 1);
  return withoutZeros(delta);
}

/** contribution(after) − contribution(before): what one write of a booking changes. */
export function seasonContributionChange(
  before: ContributingBooking | undefined,
  after: ContributingBooking | undefined,
): SeasonDelta {
  const delta: SeasonDelta = new Map();
  addContribution(delta, after, 1);
  addContribution(delta, before, -1);
  return withoutZeros(delta);
}

/** Adds `more` into `total` (the rebuild's running sum). */
export function addSeasonDelta(total: SeasonDelta, more: SeasonDelta): SeasonDelta {
  for (const [month, entry] of more) {
    for (const [tourId, tour] of Object.entries(entry.tours)) add(total, month, tourId, tour, 1);
  }
  return total;
}
