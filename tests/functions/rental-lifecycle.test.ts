import { HttpsError } from 'firebase-functions/v2/https';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { handleReleaseCheckout } from '@functions/services/cancellation/release-checkout';
import { verifyAnyPayment } from '@functions/services/booking/verify-payment';
import { createRentalCheckout } from '@functions/services/rental/rental-checkout';
import { verifyRentalPayment } from '@functions/services/rental/verify-rental-payment';
import { releaseExpiredRentalHolds } from '@functions/services/rental/rental-expiry';
import { testDb } from '../support/firestore';
import { SATURDAY } from '../support/harness-dates';
import { call } from '../support/booking-request';
import { completeOnStripe, postWebhook, signedEvent } from '../support/stripe-stand-in';
import { eventually } from '../support/eventually';
import { registerBookingHarness } from '../support/booking-harness';
import { rentalRequest, seedRentalStock, rentalPaidAtStripe } from '../support/rentals';
import { ledgerRentalIds, storedRental } from '../support/stored-rentals';

const h = registerBookingHarness();

const reasonOf = (error: unknown) =>
  error instanceof HttpsError
    ? (error.details as { reason: string; fields?: string[] })
    : { reason: String(error) };

/** Two medium bikes and the shop's only child seat for Saturday morning, by Giulia Bianchi. */
const withChildSeat = rentalRequest(SATURDAY, { addOns: [{ addOnId: 'child-seat', quantity: 1 }] });

/** One medium bike and the child seat, by another member. */
const marcoWithChildSeat = rentalRequest(SATURDAY, {
  customerName: 'Marco Rossi',
  customerEmail: 'marco@example.com',
  bikes: [{ size: 'M', riderName: 'Marco Rossi' }],
  addOns: [{ addOnId: 'child-seat', quantity: 1 }],
  gating: { memberNameEntered: 'Marco Rossi' },
});

const checkout = (request: ReturnType<typeof rentalRequest>) =>
  createRentalCheckout(h().deps, h().settings, call(request));

async function sessionOf(rentalId: string): Promise<Stripe.Checkout.Session> {
  const { stripeSessionId } = await storedRental(rentalId);
  return h().stripe.checkout.sessions.retrieve(stripeSessionId!);
}

const confirmations = async () =>
  (await testDb().collection('mailOutbox').get()).docs.filter((doc) =>
    doc.id.startsWith('rental-'),
  );

describe('a rental hold', () => {
  it('prices the bikes from the price list and the add-on from its document, and holds both', async () => {
    await seedRentalStock({ addOns: { 'child-seat': { units: 1 } } });
    const { rentalId, url } = await checkout(withChildSeat);
    const rental = await storedRental(rentalId);
    // Half a day of Focus Jarifa is 35 €; a child seat 5 € a day.
    expect(rental.amountTotalCents).toBe(2 * 3500 + 500);
    expect(rental.startsAt.toDate().toISOString()).toBe(`${SATURDAY}T08:00:00.000Z`);
    expect(url).toContain('/checkout/');
    expect((await sessionOf(rentalId)).metadata).toMatchObject({ kind: 'rental', rentalId });
    expect(await ledgerRentalIds('model-focus-jarifa')).toEqual([rentalId]);
    expect(await ledgerRentalIds('addon-child-seat')).toEqual([rentalId]);
  });

  it('frees its bikes and add-ons when it expires, by the same job that releases tour holds', async () => {
    await seedRentalStock({ addOns: { 'child-seat': { units: 1 } } });
    const first = await checkout(withChildSeat);
    // Only one medium bike and no child seat left: the add-on is what refuses Marco.
    await expect(checkout(marcoWithChildSeat)).rejects.toSatisfy(
      (error) =>
        reasonOf(error).reason === 'CAPACITY_EXCEEDED' && reasonOf(error).fields?.[0] === 'addOns',
    );
    h().clock.ms += 32 * 60_000;
    expect(await releaseExpiredRentalHolds(h().deps)).toEqual({
      released: 1,
      fulfilled: 0,
      failed: 0,
    });
    const expired = await storedRental(first.rentalId);
    expect(expired).toMatchObject({
      status: 'expired',
      holdsStock: false,
      statusReason: 'hold_timed_out',
    });
    expect((await sessionOf(first.rentalId)).status).toBe('expired');
    expect(await ledgerRentalIds('model-focus-jarifa')).toEqual([]);
    expect(await ledgerRentalIds('addon-child-seat')).toEqual([]);
    const second = await checkout(marcoWithChildSeat);
    expect(await ledgerRentalIds('addon-child-seat')).toEqual([second.rentalId]);
    // Run again, nothing more is released.
    expect((await releaseExpiredRentalHolds(h().deps)).released).toBe(0);
  });

  it('frees them at once when the visitor leaves Stripe’s page with "Cancel"', async () => {
    await seedRentalStock();
    const { rentalId } = await checkout(withChildSeat);
    // Stripe's "expired" event, sent when the session is closed, is held back until the release
    // is done; otherwise it may arrive first and end the rental itself (see the next test).
    h().webhook.down = true;
    expect(await handleReleaseCheckout(h().deps, call({ rentalId }))).toEqual({ released: true });
    const cancelled = await storedRental(rentalId);
    expect(cancelled).toMatchObject({ status: 'cancelled', statusReason: 'checkout_abandoned' });
    const session = await sessionOf(rentalId);
    expect(session.status).toBe('expired');
    expect(await ledgerRentalIds('model-focus-jarifa')).toEqual([]);
    expect(await handleReleaseCheckout(h().deps, call({ rentalId }))).toEqual({ released: true });
    // The event arriving late changes nothing.
    h().webhook.down = false;
    const late = signedEvent(h().stripe, 'checkout.session.expired', session);
    expect((await postWebhook(h(), late)).status).toBe(200);
    expect(await storedRental(rentalId)).toEqual(cancelled);
  });

  it('frees them as well when Stripe says the session expired', async () => {
    await seedRentalStock();
    const { rentalId } = await checkout(withChildSeat);
    const session = await sessionOf(rentalId);
    const answer = await postWebhook(
      h(),
      signedEvent(h().stripe, 'checkout.session.expired', { ...session, status: 'expired' }),
    );
    expect(answer.status).toBe(200);
    expect((await storedRental(rentalId)).status).toBe('expired');
    expect(await ledgerRentalIds('addon-child-seat')).toEqual([]);
  });
});

describe('a rental paid through the webhook', () => {
  it("shows the riders' signing links right after paying or to the owner, and only their states to anyone else", async () => {
    await seedRentalStock();
    const { rentalId } = await checkout(withChildSeat);
    const { id: sessionId } = await sessionOf(rentalId);
    await completeOnStripe(h(), sessionId);
    await eventually(async () => (await storedRental(rentalId)).status === 'paid');
    const verify = async (extra: { uid?: string } = {}) => {
      const { rental } = await verifyRentalPayment(h().deps, call({ sessionId, rentalId }, extra));
      return rental?.waivers;
    };
    const linkOf = (index: number) =>
      expect.stringMatching(new RegExp(`\\?token=${rentalId}\\.${index}\\.`));

    expect(await verify()).toEqual([
      { participantIndex: 0, name: 'Giulia Bianchi', state: 'missing', signUrl: linkOf(0) },
      { participantIndex: 1, name: 'Marco Rossi', state: 'missing', signUrl: linkOf(1) },
    ]);

    // Two hours on, the success page's address alone no longer shows the links.
    h().clock.ms += 2 * 60 * 60_000;
    const statesOnly = [
      { participantIndex: 0, name: 'Giulia Bianchi', state: 'missing' },
      { participantIndex: 1, name: 'Marco Rossi', state: 'missing' },
    ];
    expect(await verify()).toEqual(statesOnly);
    await testDb().doc(`rentals/${rentalId}`).update({ uid: 'giulia-uid' });
    expect(await verify({ uid: 'marco-uid' })).toEqual(statesOnly);
    expect((await verify({ uid: 'giulia-uid' }))?.map((waiver) => waiver.signUrl)).toEqual([
      linkOf(0),
      linkOf(1),
    ]);
  });

  it('is settled once however often and in whatever order the events come back', async () => {
    await seedRentalStock();
    const rentalId = await rentalPaidAtStripe(h(), withChildSeat);
    const paid = await storedRental(rentalId);
    expect(paid.ticket).toBeTruthy();
    expect(paid.holdsStock).toBe(true);
    const session = await sessionOf(rentalId);
    // Redelivered under new ids (the dashboard's "Resend"), with a late `expired` among them.
    const events = [
      signedEvent(h().stripe, 'checkout.session.expired', { ...session, status: 'expired' }),
      signedEvent(h().stripe, 'checkout.session.completed', session),
      signedEvent(h().stripe, 'checkout.session.async_payment_failed', session),
      signedEvent(h().stripe, 'checkout.session.completed', session),
    ];
    for (const event of events) expect((await postWebhook(h(), event)).status).toBe(200);
    // The same event twice is answered from its marker.
    expect((await postWebhook(h(), events[1]!)).status).toBe(200);
    // verifyPayment from the success page takes the same path and changes nothing either.
    const verified = await verifyAnyPayment(h().deps, call({ sessionId: session.id, rentalId }));
    expect(verified).toMatchObject({
      success: true,
      paymentStatus: 'paid',
      rental: { rentalId, ticket: paid.ticket },
    });
    const after = await storedRental(rentalId);
    expect(after).toMatchObject({ status: 'paid', holdsStock: true, ticket: paid.ticket });
    expect(after.paidAt?.toMillis()).toBe(paid.paidAt?.toMillis());
    expect(after.refundDueAt).toBeUndefined();
    expect(await ledgerRentalIds('model-focus-jarifa')).toEqual([rentalId]);
    expect(await ledgerRentalIds('addon-child-seat')).toEqual([rentalId]);
    const mails = await confirmations();
    expect(mails.map((doc) => doc.id)).toEqual([`rental-${rentalId}-confirmation`]);
    const message = mails[0]!.data()['message'] as { text: string };
    expect(message.text).toContain('Via Ingelheim 7');
    expect(message.text).toContain('09:00');
    const refunds = await h().stripe.refunds.list({ payment_intent: after.paymentIntentId! });
    expect(refunds.data).toHaveLength(0);
    // One receipt for the rental, whatever came back how often, linked from the confirmation.
    const receipts = await testDb().collection('receipts').where('rentalId', '==', rentalId).get();
    expect(receipts.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({
        kind: 'rental',
        amountCents: 2 * 3500 + 500,
        paymentIntentId: after.paymentIntentId,
        number: expect.stringMatching(/^\d{4}\/\d{4}$/),
      }),
    ]);
    expect(message.text).toContain(`/ricevuta?`);
  });

  it('keeps a payment whose expiry came first while the stock is still free', async () => {
    await seedRentalStock();
    const { rentalId } = await checkout(withChildSeat);
    const open = await sessionOf(rentalId);
    await postWebhook(
      h(),
      signedEvent(h().stripe, 'checkout.session.expired', { ...open, status: 'expired' }),
    );
    expect((await storedRental(rentalId)).holdsStock).toBe(false);
    const paidSession = {
      ...open,
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_late_1',
    };
    await postWebhook(h(), signedEvent(h().stripe, 'checkout.session.completed', paidSession));
    expect(await storedRental(rentalId)).toMatchObject({ status: 'paid', holdsStock: true });
    expect(await ledgerRentalIds('addon-child-seat')).toEqual([rentalId]);
  });

  it('refunds once a payment whose expiry came first and whose stock was taken since', async () => {
    await seedRentalStock({ addOns: { 'child-seat': { units: 1 } } });
    const { rentalId } = await checkout(withChildSeat);
    // The webhook is unreachable: Stripe's events are applied below, in the order a test picks.
    h().webhook.down = true;
    await completeOnStripe(h(), (await storedRental(rentalId)).stripeSessionId!);
    const paidSession = await sessionOf(rentalId);
    await postWebhook(
      h(),
      signedEvent(h().stripe, 'checkout.session.expired', { ...paidSession, status: 'expired' }),
    );
    const marco = await checkout(marcoWithChildSeat);
    for (let round = 0; round < 3; round += 1) {
      expect(
        (await postWebhook(h(), signedEvent(h().stripe, 'checkout.session.completed', paidSession)))
          .status,
      ).toBe(200);
    }
    const refunded = await storedRental(rentalId);
    expect(refunded).toMatchObject({ status: 'refunded', holdsStock: false });
    expect(refunded.staffAttentionReasons).toContain('paid_after_release_refunded');
    expect(refunded.ticket).toBeUndefined();
    const refunds = await h().stripe.refunds.list({ payment_intent: refunded.paymentIntentId! });
    expect(refunds.data.map((refund) => refund.amount)).toEqual([refunded.amountTotalCents]);
    expect(await ledgerRentalIds('addon-child-seat')).toEqual([marco.rentalId]);
    expect(await confirmations()).toHaveLength(0);
  });
});
