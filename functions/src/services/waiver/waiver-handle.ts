import { invalidLink, linkNoLongerValid } from '@functions/lib/callable-errors';
import { readBooking, type BookingDoc } from '@functions/services/booking-base/booking-doc';
import { waiverLinksOpen } from './participant-waivers';
import type { WaiverLinkDeps } from './waiver-deps';
import { participantOfToken } from './waiver-link';

/** The participant a signing link stands for, on the booking as it was just read. */
export interface WaiverHandle {
  bookingId: string;
  participantIndex: number;
  booking: BookingDoc;
}

/**
 * A link whose booking or participant does not exist (anymore) is answered like a forged one:
 * nothing tells a caller which bookings exist.
 */
export function participantOfBooking(
  booking: BookingDoc | null | undefined,
  participantIndex: number,
): BookingDoc {
  if (!booking || participantIndex >= booking.participants) throw invalidLink();
  return booking;
}

/**
 * A genuine link opens its waiver only while the booking is paid and its tour's day has not
 * passed (Europe/Rome): a cancelled or refunded booking, or a past tour, has nothing left to sign.
 */
export function ensureLinkOpen(booking: BookingDoc, now: Date): void {
  if (!waiverLinksOpen(booking, now)) {
    throw linkNoLongerValid('the booking is not paid or its tour is over');
  }
}

/** The booking and participant a signing link names, refused as the link's state says. */
export async function resolveWaiverLink(
  deps: Pick<WaiverLinkDeps, 'db' | 'links' | 'now'>,
  token: string,
): Promise<WaiverHandle> {
  const participant = participantOfToken(token, deps.links.secret);
  if (!participant) throw invalidLink();
  const { bookingId, participantIndex } = participant;
  const booking = participantOfBooking(await readBooking(deps.db, bookingId), participantIndex);
  ensureLinkOpen(booking, deps.now());
  return { bookingId, participantIndex, booking };
}
