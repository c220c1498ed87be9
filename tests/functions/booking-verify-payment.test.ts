import { describe, expect, it } from 'vitest';
import { HttpsError } from 'firebase-functions/v2/https';
import { createCheckout } from '@functions/services/booking/checkout';
import { verifyPayment } from '@functions/services/booking/verify-payment';
import { verifyPaymentResponseSchema } from '@/domain/api/booking';
import { testDb } from '../support/firestore';
import {
  SATURDAY,
  bookingRequest,
  call,
  eventually,
  registerBookingHarness,
  storedBooking,
} from '../support/booking-harness';

const h = registerBookingHarness();

async function pendingBooking(): Promise<{ bookingId: string; sessionId: string }> {
  const { bookingId } = await createCheckout(h().deps, h().settings, call(bookingRequest()));
  return { bookingId, sessionId: (await storedBooking(bookingId)).stripeSessionId ?? '' };
}

async function completeOnStripe(sessionId: string): Promise<void> {
  await fetch(`${h().standIn.url}/__stand-in/sessions/${sessionId}/complete`, { method: 'POST' });
}

async function seatsHeld(): Promise<number> {
  const doc = await testDb().doc(`capacity/emotion-in-villa_${SATURDAY}`).get();
  return (doc.data()?.['seatsHeld'] as number | undefined) ?? 0;
}

const verify = (sessionId: string, bookingId: string) =>
  verifyPayment(h().deps, { sessionId, bookingId });

describe('verifyPayment', () => {
  it('fulfils from Stripe when the webhook has not arrived yet', async () => {
    const { bookingId, sessionId } = await pendingBooking();
    h().webhook.down = true;
    await completeOnStripe(sessionId);
    expect((await storedBooking(bookingId)).status).toBe('pending');

    const answer = verifyPaymentResponseSchema.parse(await verify(sessionId, bookingId));
    expect(answer).toEqual({
      success: true,
      paymentStatus: 'paid',
      booking: {
        bookingId,
        tourId: 'emotion-in-villa',
        tourName: 'E-Motion in Villa',
        selectedDate: SATURDAY,
        participants: 2,
        customerEmail: 'giulia@example.com',
        customerPhone: '+39 333 123 4567',
        totalAmountCents: 26_000,
        currency: 'eur',
        status: 'paid',
      },
    });
    expect(h().mails).toHaveLength(1);
  });

  it('fulfils once when it races the webhook', async () => {
    const { bookingId, sessionId } = await pendingBooking();
    h().webhook.down = true;
    await completeOnStripe(sessionId);
    const listed = async () => {
      const response = await fetch(
        `${h().standIn.url}/__stand-in/events?type=checkout.session.completed`,
      );
      return ((await response.json()) as { data: { id: string; delivery: { state: string } }[] })
        .data[0];
    };
    // Let the stand-in give up its own retries, so only the resend below reaches the webhook.
    await eventually(async () => (await listed())?.delivery.state === 'failed');
    const event = await listed();
    h().webhook.down = false;

    const [, ...answers] = await Promise.all([
      fetch(`${h().standIn.url}/__stand-in/events/${event?.id ?? ''}/resend`, { method: 'POST' }),
      verify(sessionId, bookingId),
      verify(sessionId, bookingId),
      verify(sessionId, bookingId),
    ]);
    await eventually(async () => h().webhook.answers.length > 0);

    expect(answers.every((answer) => answer.success)).toBe(true);
    expect(h().webhook.answers.map((answer) => answer.status)).toEqual([200]);
    expect(await seatsHeld()).toBe(2);
    const outbox = await testDb().collection('mailOutbox').get();
    expect(outbox.docs.map((doc) => doc.id)).toEqual([`booking-${bookingId}-confirmation`]);
    await eventually(async () => h().mails.length === 1);
    // Every send first claims the outbox entry (attempts + 1), so one claim means one mail.
    const entry = await testDb().doc(`mailOutbox/booking-${bookingId}-confirmation`).get();
    expect(entry.data()).toMatchObject({ status: 'sent', attempts: 1 });
    expect(h().mails).toHaveLength(1);
  });

  it('reports a session not paid yet without changing anything', async () => {
    const { bookingId, sessionId } = await pendingBooking();
    const answer = await verify(sessionId, bookingId);
    expect(answer).toMatchObject({ success: false, paymentStatus: 'pending' });
    expect(await seatsHeld()).toBe(2);
  });

  it('reports an expired session and releases its seats', async () => {
    const { bookingId, sessionId } = await pendingBooking();
    h().webhook.down = true;
    await h().stripe.checkout.sessions.expire(sessionId);
    const answer = await verify(sessionId, bookingId);
    expect(answer).toMatchObject({ success: false, paymentStatus: 'expired' });
    expect(await seatsHeld()).toBe(0);
  });

  it('never shows a booking for ids that do not belong together', async () => {
    const mine = await pendingBooking();
    const theirs = await pendingBooking();
    const attempts = [
      () => verify(theirs.sessionId, mine.bookingId),
      () => verify(mine.sessionId, 'no-such-booking'),
      () => verify('cs_test_unknown', mine.bookingId),
    ];
    for (const attempt of attempts) {
      const error = await attempt().then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(HttpsError);
      expect((error as HttpsError).details).toEqual({ reason: 'NOT_FOUND' });
    }
  });
});
