import { bookingCode } from '@/domain/api/my-bookings';
import type { RosterBooking, StaffRoster } from '@/domain/api/staff';
import { verifyTicket } from '@/domain/ticket/verify-ticket';
import { checkedInAtOf } from './checked-in-at';
import {
  missingWaiversOf,
  type CollectedWaivers,
  type RosterParticipantWaiver,
} from './roster-waivers';

/** What the guide sees after a code is scanned or typed: admit, or the reason not to. */
export type CheckInVerdict =
  | { kind: 'admitted'; booking: RosterBooking }
  /** Not signed by the association's key, damaged, or not a code at all. */
  | { kind: 'invalid' }
  | { kind: 'other-date'; date: string }
  /**
   * A ticket of the day's roster opened on another day: it admits on its tour's day only (the
   * server refuses the check-in too), so the guide is told which day it is for.
   */
  | { kind: 'not-today'; booking: RosterBooking; date: string }
  /** A genuine ticket whose booking the day's roster no longer holds (revoked). */
  | { kind: 'unknown' }
  | { kind: 'cancelled'; booking: RosterBooking }
  | { kind: 'unpaid'; booking: RosterBooking }
  | { kind: 'already-checked-in'; booking: RosterBooking; at: string };

/** The 8-character reference printed on the ticket and in the e-mail, typed by hand. */
const REFERENCE = /^[A-Za-z0-9]{8}$/;

function admit(
  booking: RosterBooking,
  checkedIn: ReadonlyMap<string, string>,
  today: string,
): CheckInVerdict {
  const at = checkedInAtOf(booking, checkedIn);
  if (at) return { kind: 'already-checked-in', booking, at };
  if (booking.status === 'cancelled' || booking.status === 'refunded') {
    return { kind: 'cancelled', booking };
  }
  if (booking.status !== 'paid') return { kind: 'unpaid', booking };
  if (booking.selectedDate !== today) {
    return { kind: 'not-today', booking, date: booking.selectedDate };
  }
  return { kind: 'admitted', booking };
}

const byReference = (roster: StaffRoster, reference: string) =>
  roster.bookings.find((booking) => bookingCode(booking.bookingId) === reference.toUpperCase());

/**
 * Judges a code against the day's roster, with no network: a QR ticket's Ed25519 signature is
 * checked with the roster's public key, then its date and booking; a typed reference is looked up
 * in the roster (the signature is what stops forged QR codes; a reference is only as good as the
 * roster it is found in). `checkedIn` holds this device's own check-ins not yet in the roster;
 * `today` is the phone's day in Rome (todayInRome): a ticket admits on its tour's day only.
 */
export async function judgeTicketCode(
  code: string,
  roster: StaffRoster,
  checkedIn: ReadonlyMap<string, string>,
  today: string,
): Promise<CheckInVerdict> {
  const text = code.trim();
  if (REFERENCE.test(text)) {
    const booking = byReference(roster, text);
    return booking ? admit(booking, checkedIn, today) : { kind: 'unknown' };
  }
  const ticket = await verifyTicket(text, roster.ticketPublicKey);
  if (!ticket) return { kind: 'invalid' };
  if (ticket.date !== roster.date) return { kind: 'other-date', date: ticket.date };
  const booking = byReference(roster, ticket.reference);
  if (!booking || booking.tourId !== ticket.tourId) return { kind: 'unknown' };
  return admit(booking, checkedIn, today);
}

/**
 * Who in the party of an admitted (or already checked-in) ticket has not signed the waiver yet,
 * read from the roster as it is now and this device's unsent signatures, so the verdict shrinks
 * as the guide collects them. Refused tickets have no waivers to collect.
 */
export function missingWaiversOfVerdict(
  verdict: CheckInVerdict,
  roster: StaffRoster,
  collected: CollectedWaivers,
): RosterParticipantWaiver[] {
  if (verdict.kind !== 'admitted' && verdict.kind !== 'already-checked-in') return [];
  const booking =
    roster.bookings.find((current) => current.bookingId === verdict.booking.bookingId) ??
    verdict.booking;
  return missingWaiversOf(booking, collected);
}
