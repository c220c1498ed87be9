import { describe, expect, it } from 'vitest';
import { handleWebhookRequest } from '@functions/services/booking/webhook';
import { testDb } from '../support/firestore';
import { SATURDAY } from '../support/harness-dates';
import { eventually } from '../support/eventually';
import {
  signedEvent,
  postWebhook,
  completeOnStripe,
  deliveredEvents,
  standInControl,
} from '../support/stripe-stand-in';
import { registerBookingHarness } from '../support/booking-harness';
import { storedBooking, seatsHeld } from '../support/stored-bookings';
import { party, pendingBooking } from '../support/bookings';
import { capacityDoc } from '../support/tour-docs';

const h = registerBookingHarness();

describe('stripeWebhook', () => {
  it('marks a completed session paid once, however often the event is delivered', async () => {
    const { bookingId, sessionId } = await pendingBooking(h(), party(2));
    await completeOnStripe(h(), sessionId);
    await eventually(async () => (await storedBooking(bookingId)).status === 'paid');
    const first = await storedBooking(bookingId);
    const [event] = await deliveredEvents(h(), 'checkout.session.completed');

    h().clock.ms += 60_000;
    for (let i = 0; i < 3; i += 1) {
      await standInControl(h(), `events/${event?.id ?? ''}/resend`);
    }
    await eventually(async () => h().webhook.answers.length === 4);
    expect(h().webhook.answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const after = await storedBooking(bookingId);
    expect(after.paidAt?.toMillis()).toBe(first.paidAt?.toMillis());
    expect(after.updatedAt.toMillis()).toBe(first.updatedAt.toMillis());
    expect(await seatsHeld()).toBe(2);
    // Sent by the outbox's trigger, once: every delivery has been answered, so the outbox holds
    // all it will; its one entry is sent after a single attempt.
    await eventually(async () => h().mails.length === 1);
    const outbox = async () => (await testDb().collection('mailOutbox').get()).docs;
    await eventually(async () => (await outbox()).every((entry) => entry.get('status') === 'sent'));
    expect((await outbox()).map((entry) => [entry.get('status'), entry.get('attempts')])).toEqual([
      ['sent', 1],
    ]);
    expect(h().mails).toHaveLength(1);
    expect(
      (
        await testDb()
          .doc(`stripeEvents/${event?.id ?? ''}`)
          .get()
      ).data(),
    ).toMatchObject({
      type: 'checkout.session.completed',
      objectId: sessionId,
      handled: true,
    });
  });

  it('ignores an expired event arriving after the completed one', async () => {
    const { bookingId, sessionId } = await pendingBooking(h(), party(2));
    await completeOnStripe(h(), sessionId);
    await eventually(async () => (await storedBooking(bookingId)).status === 'paid');
    const session = await h().stripe.checkout.sessions.retrieve(sessionId);

    const late = await postWebhook(
      h(),
      signedEvent(h().stripe, 'checkout.session.expired', { ...session, status: 'expired' }),
    );
    expect(late.status).toBe(200);
    expect(await storedBooking(bookingId)).toMatchObject({ status: 'paid', holdsSeats: true });
    expect(await seatsHeld()).toBe(2);
  });

  it('re-takes released seats for a late payment when they are still free', async () => {
    const { bookingId, sessionId } = await pendingBooking(h(), party(2));
    const open = await h().stripe.checkout.sessions.retrieve(sessionId);
    const early = await postWebhook(
      h(),
      signedEvent(h().stripe, 'checkout.session.expired', { ...open, status: 'expired' }),
    );
    expect(early.status).toBe(200);
    expect(await storedBooking(bookingId)).toMatchObject({ status: 'expired', holdsSeats: false });
    expect(await seatsHeld()).toBe(0);

    await completeOnStripe(h(), sessionId);
    await eventually(async () => (await storedBooking(bookingId)).status === 'paid');
    expect(await storedBooking(bookingId)).toMatchObject({
      holdsSeats: true,
      needsStaffAttention: false,
    });
    expect(await seatsHeld()).toBe(2);
  });

  it('refunds and flags a payment for released seats that were taken since, never overbooking', async () => {
    const { bookingId, sessionId } = await pendingBooking(h(), party(2));
    const open = await h().stripe.checkout.sessions.retrieve(sessionId);
    await postWebhook(
      h(),
      signedEvent(h().stripe, 'checkout.session.expired', { ...open, status: 'expired' }),
    );
    await capacityDoc('emotion-in-villa', SATURDAY).update({ seatsHeld: 19 });

    // The refund call fails at first (the SDK tries three times): the webhook answers 5xx and
    // Stripe's retry finishes the job.
    await standInControl(h(), 'fail-next?count=3');
    await completeOnStripe(h(), sessionId);
    await eventually(async () => (await storedBooking(bookingId)).status === 'refunded', 10_000);

    await eventually(
      async () =>
        (await deliveredEvents(h(), 'checkout.session.completed'))[0]?.delivery.state ===
        'delivered',
    );
    const [completed] = await deliveredEvents(h(), 'checkout.session.completed');
    expect(completed?.delivery.attempts.map((attempt) => attempt.status)).toEqual([500, 200]);
    const refunded = await storedBooking(bookingId);
    expect(refunded).toMatchObject({
      holdsSeats: false,
      needsStaffAttention: true,
      staffAttentionReasons: ['paid_after_release_refunded'],
    });
    expect(refunded.paymentIntentId).toMatch(/^pi_/);
    const refund = await h().stripe.refunds.retrieve(refunded.refundId ?? '');
    expect(refund).toMatchObject({ amount: 26_000, payment_intent: refunded.paymentIntentId });
    expect(await seatsHeld()).toBe(19);
    // No confirmation for this booking (the Message-ID carries its outbox key). The outbox trigger
    // runs for the whole file, so an earlier test's mail may still land here: look only at ours.
    const ours = h().mails.filter((mail) => (mail.headers['message-id'] ?? '').includes(bookingId));
    expect(ours).toEqual([]);
    expect(await testDb().doc(`mailOutbox/booking-${bookingId}-confirmation`).get()).toHaveProperty(
      'exists',
      false,
    );
  });

  it('releases the seats of a session that expired on Stripe', async () => {
    const { bookingId, sessionId } = await pendingBooking(h(), party(3));
    expect(await seatsHeld()).toBe(3);
    await h().stripe.checkout.sessions.expire(sessionId);
    await eventually(async () => (await storedBooking(bookingId)).status === 'expired');
    expect(await storedBooking(bookingId)).toMatchObject({
      holdsSeats: false,
      statusReason: 'checkout_session_expired',
    });
    expect(await seatsHeld()).toBe(0);
    // The handler goes on after the release (the waiting list's round, then the event's marker):
    // the test ends once it has finished, so none of its writes lands in the next test.
    await eventually(async () => (await testDb().collection('stripeEvents').get()).size === 1);
  });

  it('answers 400 and changes nothing for a forged signature or a tampered body', async () => {
    const { bookingId, sessionId } = await pendingBooking(h(), party(2));
    const session = await h().stripe.checkout.sessions.retrieve(sessionId);
    const paidSession = { ...session, status: 'complete', payment_status: 'paid' };

    const forged = signedEvent(h().stripe, 'checkout.session.completed', paidSession, {
      secret: 'whsec_not_the_real_one',
    });
    expect((await postWebhook(h(), forged)).status).toBe(400);
    const genuine = signedEvent(h().stripe, 'checkout.session.completed', session);
    const tampered = Buffer.from(
      genuine.rawBody.toString().replace('"payment_status":"unpaid"', '"payment_status":"paid"'),
    );
    expect(
      (await postWebhook(h(), { rawBody: tampered, signature: genuine.signature })).status,
    ).toBe(400);
    expect((await postWebhook(h(), { rawBody: genuine.rawBody, signature: '' })).status).toBe(400);

    expect((await storedBooking(bookingId)).status).toBe('pending');
    expect((await testDb().collection('stripeEvents').get()).size).toBe(0);
  });

  it('answers 400 to a correctly signed event whose timestamp is outside the tolerance', async () => {
    const { bookingId, sessionId } = await pendingBooking(h(), party(2));
    const session = await h().stripe.checkout.sessions.retrieve(sessionId);
    const stale = signedEvent(
      h().stripe,
      'checkout.session.completed',
      { ...session, status: 'complete', payment_status: 'paid' },
      { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 },
    );
    expect((await postWebhook(h(), stale)).status).toBe(400);
    expect((await storedBooking(bookingId)).status).toBe('pending');
    expect((await testDb().collection('stripeEvents').get()).size).toBe(0);
  });

  it('refuses everything with 500 when the webhook secret is missing', async () => {
    const { bookingId, sessionId } = await pendingBooking(h(), party(2));
    const session = await h().stripe.checkout.sessions.retrieve(sessionId);
    const event = signedEvent(h().stripe, 'checkout.session.completed', {
      ...session,
      status: 'complete',
      payment_status: 'paid',
    });
    expect((await handleWebhookRequest(h().deps, '', event)).status).toBe(500);
    expect((await storedBooking(bookingId)).status).toBe('pending');
  });

  it('acknowledges unknown event types and ignores them', async () => {
    const answer = await postWebhook(
      h(),
      signedEvent(h().stripe, 'customer.created', { id: 'cus_123', object: 'customer' }),
    );
    expect(answer.status).toBe(200);
    const recorded = (await testDb().collection('stripeEvents').get()).docs.map((d) => d.data());
    expect(recorded).toEqual([
      expect.objectContaining({ type: 'customer.created', handled: false }),
    ]);
    expect((await testDb().collection('bookings').get()).size).toBe(0);
  });

  it('settles a delayed payment: a failure releases the hold, a success books the seats', async () => {
    const failing = await pendingBooking(h(), party(3));
    const session = await h().stripe.checkout.sessions.retrieve(failing.sessionId);
    const failed = signedEvent(h().stripe, 'checkout.session.async_payment_failed', {
      ...session,
      status: 'complete',
      payment_status: 'unpaid',
    });
    expect((await postWebhook(h(), failed)).status).toBe(200);
    expect(await storedBooking(failing.bookingId)).toMatchObject({
      status: 'expired',
      holdsSeats: false,
      statusReason: 'payment_failed',
    });
    expect(await seatsHeld()).toBe(0);

    const paying = await pendingBooking(h(), party(2));
    const paid = await h().stripe.checkout.sessions.retrieve(paying.sessionId);
    const succeeded = signedEvent(h().stripe, 'checkout.session.async_payment_succeeded', {
      ...paid,
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_test_delayed',
    });
    expect((await postWebhook(h(), succeeded)).status).toBe(200);
    expect(await storedBooking(paying.bookingId)).toMatchObject({
      status: 'paid',
      holdsSeats: true,
      paymentIntentId: 'pi_test_delayed',
    });
    expect(await seatsHeld()).toBe(2);
  });
});
