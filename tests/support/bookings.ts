import type { BookingDoc } from '@functions/services/booking-base/booking-doc';
import { createCheckout } from '@functions/services/booking/checkout';
import { bookingRequest, call } from './booking-request';
import { completeOnStripe } from './stripe-stand-in';
import { eventually } from './eventually';
import { storedBooking } from './stored-bookings';
import type { Harness } from './booking-harness';

/**
 * Bookings made the way a visitor makes them (createCheckout, then the stand-in's payment page and
 * the webhook), for tests that need one as their starting point. A test passes only what it
 * changes from `bookingRequest()`: Giulia Bianchi, a member of the demo register, booking two
 * riders on E-Motion in Villa on SATURDAY.
 */

/** Changes to the default booking request (`bookingRequest`'s overrides). */
export type RequestChanges = NonNullable<Parameters<typeof bookingRequest>[0]>;

export interface BookingOptions {
  /** The signed-in booker's uid (the booking's owner). */
  uid?: string;
  /** Checkout accepts a name the register does not know, as a site open to guests would. */
  allowUnverifiedMembers?: boolean;
}

/** Checkout as open to guests: a name the register does not know is accepted. */
export const GUEST: BookingOptions = { allowUnverifiedMembers: true };

export interface PaidBookingOptions extends BookingOptions {
  /**
   * `paid` (default): the webhook marked it paid. `confirmation-sent`: its confirmation mail left
   * too, so Firestore is at rest when the test compares it before and after.
   */
  until?: 'paid' | 'confirmation-sent';
}

export interface PendingBooking {
  bookingId: string;
  sessionId: string;
}

export interface PaidBooking extends PendingBooking {
  /** The stored document once paid. */
  booking: BookingDoc;
  paymentIntentId: string;
  /** What the customer paid, in cents. */
  amount: number;
}

/** A booking of `participants` riders named Rider 0, Rider 1, … */
export function party(participants: number): RequestChanges {
  return {
    participants,
    participantNames: Array.from({ length: participants }, (_, i) => `Rider ${i}`),
  };
}

/**
 * Booked by `name` (a member of the demo register, or any name with `allowUnverifiedMembers`)
 * with an e-mail of their own (open holds are counted per person): `giulia@example.com`.
 */
export function byMember(name: string): RequestChanges {
  return {
    customerEmail: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
    gating: { memberNameEntered: name },
  };
}

let guests = 0;

/** Booked by a new guest each time (`guest1@example.com`, "Ospite Numero1"): check out with GUEST. */
export function byGuest(): RequestChanges {
  guests += 1;
  return {
    customerEmail: `guest${guests}@example.com`,
    gating: { memberNameEntered: `Ospite Numero${guests}` },
  };
}

/** A booking through createCheckout, waiting for its payment on the stand-in. */
export async function pendingBooking(
  harness: Harness,
  changes: RequestChanges = {},
  options: BookingOptions = {},
): Promise<PendingBooking> {
  const { bookingId } = await createCheckout(
    harness.deps,
    options.allowUnverifiedMembers
      ? { ...harness.settings, allowUnverifiedMembers: true }
      : harness.settings,
    call(bookingRequest(changes), options.uid ? { uid: options.uid } : {}),
  );
  return { bookingId, sessionId: (await storedBooking(bookingId)).stripeSessionId ?? '' };
}

/** A booking paid on the stand-in's page and confirmed by the webhook. */
export async function paidBooking(
  harness: Harness,
  changes: RequestChanges = {},
  options: PaidBookingOptions = {},
): Promise<PaidBooking> {
  const pending = await pendingBooking(harness, changes, options);
  await completeOnStripe(harness, pending.sessionId);
  await eventually(async () => {
    const booking = await storedBooking(pending.bookingId);
    return options.until === 'confirmation-sent'
      ? booking.mail?.confirmation?.status === 'sent'
      : booking.status === 'paid';
  });
  const booking = await storedBooking(pending.bookingId);
  return {
    ...pending,
    booking,
    paymentIntentId: booking.paymentIntentId ?? '',
    amount: booking.amountTotalCents,
  };
}
