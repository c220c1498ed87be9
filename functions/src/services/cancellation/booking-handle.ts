import { bookingHandleSchema } from '@/domain/api/cancellation';
import { failure, parseInput } from '@functions/lib/callable-errors';
import type { CallContext } from '@functions/lib/call-context';
import { readBooking, type BookingDoc } from '@functions/services/booking/booking-doc';
import type { BookingDeps } from '@functions/services/booking/deps';
import { bookingIdOfToken } from './manage-link';

const invalidLink = () =>
  failure('permission-denied', 'INVALID_LINK', 'INVALID_LINK: this link is not valid');

/**
 * The booking a cancellation call is about: the one the signed link names, or (signed in) one of
 * the caller's own bookings. Another person's booking is answered as not found, never revealed.
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
