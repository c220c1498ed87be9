import { bookingHandleSchema } from '@/domain/api/cancellation';
import { isManageLinkExpired } from '@/domain/manage-link';
import {
  failure,
  invalidLink,
  linkNoLongerValid,
  parseInput,
} from '@functions/lib/callable-errors';
import type { CallContext } from '@functions/lib/call-context';
import { readBooking, type BookingDoc } from './booking-doc';
import type { BookingDeps } from './deps';
import { bookingIdOfToken } from './manage-link';

/**
 * A link opens its booking only while there is something to do with it: once the booking is
 * cancelled or refunded, or a while after the tour, whoever finds the link in a mailbox, a log
 * or a forwarded mail learns nothing from it. (The owner, signed in, still sees the booking.)
 */
function linkStillOpens(booking: BookingDoc, now: Date): boolean {
  return booking.status === 'paid' && !isManageLinkExpired(booking.selectedDate, now);
}

/**
 * The booking a cancellation call is about: the one the signed link names, or (signed in) one of
 * the caller's own bookings. Another person's booking is answered as not found, never revealed.
 * A cancellation by link passed here while the booking was paid and answers its own outcome;
 * any use of the link after it, a repeated cancellation included, is refused.
 */
export async function resolveBooking(
  deps: BookingDeps,
  call: Pick<CallContext, 'data' | 'uid'>,
): Promise<{ bookingId: string; booking: BookingDoc }> {
  const handle = parseInput(bookingHandleSchema, call.data ?? {});
  if ('token' in handle) {
    const bookingId = bookingIdOfToken(handle.token, deps.links.secret);
    const booking = bookingId ? await readBooking(deps.db, bookingId) : null;
    if (!bookingId || !booking) throw invalidLink();
    if (!linkStillOpens(booking, deps.now()))
      throw linkNoLongerValid('the booking is cancelled or its tour is long past');
    return { bookingId, booking };
  }
  if (!call.uid) {
    throw failure('unauthenticated', 'UNAUTHENTICATED', 'UNAUTHENTICATED: sign in first');
  }
  const booking = await readBooking(deps.db, handle.bookingId);
  if (!booking || booking.uid !== call.uid) {
    throw failure('not-found', 'NOT_FOUND', 'NOT_FOUND: no such booking of yours');
  }
  return { bookingId: handle.bookingId, booking };
}
