import type { Random } from './random';

/** The states a season's rentals end in, as the desk, "Da controllare" and the console tell them apart. */
export const SEASON_RENTAL_STATES = [
  /** Paid, bikes not out yet (upcoming, or later today). */
  'paid',
  /** Paid and moved by the customer ("Cambia date"), not out yet. */
  'moved',
  /** Out now: picked up at the desk, not back. */
  'picked_up',
  'returned',
  /** Back after the agreed time and its grace: flagged for the manager. */
  'returned_late',
  /** By the customer, refunded by the 72 h / 24 h ladder. */
  'cancelled',
  /** By a manager for bad weather, refunded in full. */
  'cancelled_weather',
  /** A cancellation whose refund Stripe refused: flagged, retried, or resolved by a manager. */
  'refund_failed',
  /** Paid after its hold had lapsed and its bikes were taken: the payment went back. */
  'refunded',
  /** The visitor left Stripe's page with "Cancel". */
  'abandoned',
  /** The checkout's hold lapsed unpaid. */
  'expired',
] as const;
export type SeasonRentalState = (typeof SEASON_RENTAL_STATES)[number];

/** Whether the state's bikes and add-ons are counted in `rentalDays`. */
export const holdsStockIn = (state: SeasonRentalState) =>
  state === 'paid' ||
  state === 'moved' ||
  state === 'picked_up' ||
  state === 'returned' ||
  state === 'returned_late';

/** The state the season's `index`th rental is meant to end in. */
export function rentalStateAt(random: Random, index: number): SeasonRentalState {
  // The first rentals take one state each, so a small season still has them all.
  return index < SEASON_RENTAL_STATES.length
    ? SEASON_RENTAL_STATES[index]!
    : random.weighted({
        returned: 36,
        returned_late: 2,
        picked_up: 0.5,
        paid: 16,
        moved: 2,
        cancelled: 8,
        cancelled_weather: 2.5,
        refund_failed: 0.3,
        refunded: 0.5,
        abandoned: 10,
        expired: 14,
      });
}
