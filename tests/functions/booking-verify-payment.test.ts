import { describe, expect, it } from 'vitest';
import { HttpsError } from 'firebase-functions/v2/https';
import { verifyPayment } from '@functions/services/booking/verify-payment';
import { verifyPaymentResponseSchema } from '@/domain/api/booking';
import { testDb } from '../support/firestore';
import { SATURDAY } from '../support/harness-dates';
import { call } from '../support/booking-request';
import { eventually } from '../support/eventually';
import { registerBookingHarness } from '../support/booking-harness';
import { storedBooking, seatsHeld } from '../support/stored-bookings';
import { completeOnStripe, deliveredEvents, standInControl } from '../support/stripe-stand-in';
import { pendingBooking } from '../support/bookings';

const h = registerBookingHarness();

const verify = (sessionId: string, bookingId: string, uid?: string) =>
  verifyPayment(h().deps, call({ sessionId, bookingId }, uid ? { uid } : {}));

describe('verifyPayment', () => {
  it('fulfils from Stripe when the webhook has not arrived yet', async () => {
    const { bookingId, sessionId } = await pendingBooking(h());
    h().webhook.down = true;
    await completeOnStripe(h(), sessionId);
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
        // Right after paying, the payer gets each participant's own signing link.
        waivers: [0, 1].map((participantIndex) => ({
          participantIndex,
          name: `Rider ${participantIndex + 1}`,
          state: 'missing',
          signUrl: expect.stringMatching(
            new RegExp(`/liberatoria\\?token=${bookingId}\\.${participantIndex}\\.[\\w-]{43}$`),
          ),
        })),
      },
    });
    await eventually(async () => h().mails.length === 1);
  });

  it('fulfils once when it races the webhook', async () => {
    const { bookingId, sessionId } = await pendingBooking(h());
    h().webhook.down = true;
    await completeOnStripe(h(), sessionId);
    const listed = async () => (await deliveredEvents(h(), 'checkout.session.completed'))[0];
    // Let the stand-in give up its own retries, so only the resend below reaches the webhook.
    await eventually(async () => (await listed())?.delivery.state === 'failed');
    const event = await listed();
    h().webhook.down = false;

    const [, ...answers] = await Promise.all([
      standInControl(h(), `events/${event?.id ?? ''}/resend`),
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
    // Every send first claims the outbox entry (attempts + 1), so one claim means one mail. The
    // SMTP server holds the message a moment before the sender records the outcome.
    const entryRef = testDb().doc(`mailOutbox/booking-${bookingId}-confirmation`);
    await eventually(async () => (await entryRef.get()).get('status') === 'sent');
    expect((await entryRef.get()).data()).toMatchObject({ status: 'sent', attempts: 1 });
    expect(h().mails).toHaveLength(1);
  });

  it('reports a session not paid yet without changing anything', async () => {
    const { bookingId, sessionId } = await pendingBooking(h());
    const answer = await verify(sessionId, bookingId);
    expect(answer).toMatchObject({ success: false, paymentStatus: 'pending' });
    expect(await seatsHeld()).toBe(2);
  });

  it('reports an expired session and releases its seats', async () => {
    const { bookingId, sessionId } = await pendingBooking(h());
    h().webhook.down = true;
    await h().stripe.checkout.sessions.expire(sessionId);
    const answer = await verify(sessionId, bookingId);
    expect(answer).toMatchObject({ success: false, paymentStatus: 'expired' });
    expect(await seatsHeld()).toBe(0);
  });

  it('never shows a booking for ids that do not belong together', async () => {
    const mine = await pendingBooking(h());
    const theirs = await pendingBooking(h(), {
      customerEmail: 'marco@example.com',
      gating: { memberNameEntered: 'Marco Rossi' },
    });
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

  it('shows the contact in full for an hour after payment, then masked to anyone but the owner', async () => {
    const { bookingId, sessionId } = await pendingBooking(h(), {}, { uid: 'alice' });
    await completeOnStripe(h(), sessionId);
    await eventually(async () => (await storedBooking(bookingId)).status === 'paid');

    expect((await verify(sessionId, bookingId)).booking).toMatchObject({
      customerEmail: 'giulia@example.com',
      customerPhone: '+39 333 123 4567',
    });
    h().clock.ms += 61 * 60_000;
    expect((await verify(sessionId, bookingId)).booking).toMatchObject({
      customerEmail: 'g•••@example.com',
      customerPhone: '•••567',
    });
    expect((await verify(sessionId, bookingId, 'bob')).booking).toMatchObject({
      customerEmail: 'g•••@example.com',
    });
    expect((await verify(sessionId, bookingId, 'alice')).booking).toMatchObject({
      customerEmail: 'giulia@example.com',
      customerPhone: '+39 333 123 4567',
    });
  });

  it('limits the attempts of one client, so ids cannot be guessed at speed', async () => {
    const context = call({ sessionId: 'cs_test_guess', bookingId: 'guess' });
    const outcomes: unknown[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      outcomes.push(
        await verifyPayment(h().deps, context).then(
          () => null,
          (error: unknown) => (error as HttpsError).details,
        ),
      );
    }
    expect(
      outcomes
        .slice(0, 20)
        .every((details) => (details as { reason: string }).reason === 'NOT_FOUND'),
    ).toBe(true);
    expect(outcomes[20]).toEqual({ reason: 'RATE_LIMITED' });
  });
});
