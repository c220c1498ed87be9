import { totalPriceCents } from '@/domain/money';
import { TOURS, type TourId } from '@/domain/tours';
import { voucherShareCents } from './ledger';

/** The amounts the form offers as buttons. */
export const VOUCHER_PRESET_CENTS = [5000, 8000, 15000] as const;
/** A free amount: whole euros from 20 to 500. */
export const VOUCHER_FREE_MIN_CENTS = 2000;
export const VOUCHER_FREE_MAX_CENTS = 50000;

/**
 * A voucher a manager issues by hand (a goodwill gesture, a refund taken as a voucher with the
 * customer's consent) may be worth any amount to the cent, from 1 € up to 1 000 €: a refund is
 * rarely a round figure.
 */
export const HAND_ISSUE_MIN_CENTS = 100;
export const HAND_ISSUE_MAX_CENTS = 100_000;

export function isHandIssueAmount(cents: number): boolean {
  return Number.isInteger(cents) && cents >= HAND_ISSUE_MIN_CENTS && cents <= HAND_ISSUE_MAX_CENTS;
}

/** What the buyer chose: an amount, or a tour for a number of people. */
export type VoucherValueChoice =
  { kind: 'amount'; amountCents: number } | { kind: 'tour'; tourId: TourId; people: number };

export function isAllowedVoucherAmount(cents: number): boolean {
  if (!Number.isInteger(cents) || cents % 100 !== 0) return false;
  return (
    (VOUCHER_PRESET_CENTS as readonly number[]).includes(cents) ||
    (cents >= VOUCHER_FREE_MIN_CENTS && cents <= VOUCHER_FREE_MAX_CENTS)
  );
}

/** What the voucher is worth when issued: the amount, or the catalogue's price of the tour. */
export function voucherValueCents(choice: VoucherValueChoice): number {
  if (choice.kind === 'amount') return choice.amountCents;
  return totalPriceCents(TOURS[choice.tourId], choice.people);
}

/** The voucher as a booking meets it. */
export interface VoucherForBooking {
  balanceCents: number;
  issuedCents: number;
  /** A tour voucher's tour and people. */
  tour?: { tourId: TourId; people: number };
}

/** The booking the voucher pays for, priced from the catalogue. */
export interface BookingToPay {
  tourId: TourId;
  participants: number;
  priceCents: number;
}

/**
 * What a voucher pays of a booking: `coveredCents` off the price, taken from the balance as
 * `ledgerCents`. An amount voucher (or a tour voucher already partly used, or on another tour)
 * pays what its balance allows. An untouched tour voucher on its own tour pays that tour for up
 * to its people whatever the price is now, taking from its balance their share of what was paid.
 */
export function voucherCoverage(
  voucher: VoucherForBooking,
  booking: BookingToPay,
): { coveredCents: number; ledgerCents: number } {
  const { tour } = voucher;
  const untouched = voucher.balanceCents === voucher.issuedCents;
  if (tour && untouched && tour.tourId === booking.tourId) {
    const persons = Math.min(tour.people, booking.participants);
    const unitPrice = booking.priceCents / booking.participants;
    const wanted = unitPrice * persons;
    const coveredCents = voucherShareCents(wanted, booking.priceCents);
    const ledgerCents =
      persons === tour.people && coveredCents === wanted
        ? voucher.balanceCents
        : Math.min(voucher.balanceCents, Math.round((voucher.issuedCents * persons) / tour.people));
    return { coveredCents, ledgerCents: Math.min(ledgerCents, voucher.balanceCents) };
  }
  const share = voucherShareCents(voucher.balanceCents, booking.priceCents);
  return { coveredCents: share, ledgerCents: share };
}
