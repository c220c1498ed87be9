import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import { refundAmountCents } from '@/domain/refund-policy';
import { createCheckout } from '@functions/services/booking/checkout';
import { HANDLED_STRIPE_EVENTS } from '@functions/services/booking/handled-stripe-events';
import { releasePendingBooking } from '@functions/services/booking/seat-hold';
import { cancelPaidBooking } from '@functions/services/cancellation/cancel-paid-booking';
import { releaseOpenCheckout } from '@functions/services/cancellation/release-checkout';
import { retryDueRefunds } from '@functions/services/refunds/settle-refund';
import { cancellationRefundSources } from '@functions/services/rental/rental-refund';
import { testDb } from '../support/firestore';
import { SATURDAY } from '../support/harness-dates';
import { bookingRequest, call } from '../support/booking-request';
import {
  completeOnStripe,
  postWebhook,
  signedEvent,
  standInControl,
} from '../support/stripe-stand-in';
import { eventually } from '../support/eventually';
import { registerBookingHarness } from '../support/booking-harness';
import { seatsHeld, storedBooking } from '../support/stored-bookings';
import { refundsAtStripe } from '../support/stripe-refunds';
import { paidBooking, pendingBooking, type RequestChanges } from '../support/bookings';
import { scheduleDoc } from '../support/tour-docs';

/**
 * Fault injection for everything that settles money or seats: the real handlers, the real Stripe
 * SDK against the stand-in, Stripe events replayed, reordered and late, refunds racing their own
 * events, refunds made in the dashboard before and after ours, and Stripe failing. After each,
 * the invariants of the money: never more refunded than paid, one refund per cancellation, seats
 * counted once, and a cancelled booking stays cancelled.
 */
const h = registerBookingHarness();

/** Saturday's tour leaves at 09:00 in Rome (08:00 UTC in November). */
const SATURDAY_START = Date.parse(`${SATURDAY}T08:00:00Z`);
const HOUR = 3_600_000;
/** E-Motion in Villa's seats on a date. */
const CAPACITY = 20;

/** Members of the demo register other than Giulia Bianchi, who books in most tests. */
const OTHER_MEMBERS = ['Marco Rossi', 'Niccolò Ferrari', "Lucia D'Amico", 'Anna Maria De Santis'];

/** Booked by `member`, with an e-mail of their own (holds are counted per person). */
const bookedBy = (member = 'Giulia Bianchi'): RequestChanges => ({
  customerEmail: `member${[...OTHER_MEMBERS, 'Giulia Bianchi'].indexOf(member)}@example.com`,
  gating: { memberNameEntered: member },
});

/** Staff refund `cents` of a payment in the Stripe dashboard; the booking mirrors it. */
async function refundInDashboard(
  payment: { bookingId: string; paymentIntentId: string },
  cents: number,
) {
  await standInControl(
    h(),
    `payment_intents/${payment.paymentIntentId}/dashboard-refund?amount=${cents}`,
  );
  await eventually(
    async () => (await storedBooking(payment.bookingId)).amountRefundedCents === cents,
  );
}

const standing = (refunds: Stripe.Refund[]) =>
  refunds.filter((refund) => refund.status !== 'failed' && refund.status !== 'canceled');

async function refundedAtStripe(paymentIntentId: string) {
  return standing(await refundsAtStripe(h(), paymentIntentId)).reduce(
    (sum, refund) => sum + refund.amount,
    0,
  );
}

/** The seats every booking of the date says it holds. */
async function seatsClaimedByBookings() {
  const bookings = await testDb()
    .collection('bookings')
    .where('selectedDate', '==', SATURDAY)
    .get();
  return bookings.docs.reduce((sum, doc) => {
    const data = doc.data() as { holdsSeats: boolean; participants: number };
    return sum + (data.holdsSeats ? data.participants : 0);
  }, 0);
}

/** The invariants of the money, checked after every fault. */
async function expectMoneyInvariants(payment: { paymentIntentId: string; amount: number }) {
  const refunds = standing(await refundsAtStripe(h(), payment.paymentIntentId));
  expect(refunds.reduce((sum, refund) => sum + refund.amount, 0)).toBeLessThanOrEqual(
    payment.amount,
  );
  expect(
    refunds.filter((refund) => refund.metadata?.['purpose'] === 'cancellation').length,
  ).toBeLessThanOrEqual(1);
  expect(await seatsHeld()).toBe(await seatsClaimedByBookings());
}

interface SentEvent {
  id: string;
  type: string;
  created: number;
  object: { id: string };
}

/** Every event the stand-in sent so far, oldest first. */
async function sentEvents(): Promise<SentEvent[]> {
  const response = await fetch(`${h().standIn.url}/__stand-in/events`);
  const { data } = (await response.json()) as {
    data: { event: { id: string; type: string; created: number; data: { object: object } } }[];
  };
  return data.map(({ event }) => ({
    id: event.id,
    type: event.type,
    created: event.created,
    object: event.data.object as { id: string },
  }));
}

/**
 * Delivers `event` again as Stripe may: under a new event id (the dashboard's "Resend", or a
 * second endpoint's copy), keeping the time Stripe described its object at.
 */
async function redeliver(event: Pick<SentEvent, 'type' | 'object' | 'created'>) {
  const answer = await postWebhook(
    h(),
    signedEvent(h().stripe, event.type, event.object, { created: event.created }),
  );
  expect(answer.status).toBe(200);
}

/** What must not move when old events come back. */
async function moneyFacts(bookingId: string) {
  const booking = await storedBooking(bookingId);
  return {
    status: booking.status,
    holdsSeats: booking.holdsSeats,
    paidAt: booking.paidAt?.toMillis(),
    ticket: booking.ticket,
    refund: booking.refund && {
      id: booking.refund.id,
      status: booking.refund.status,
      amountCents: booking.refund.amountCents,
    },
    refundId: booking.refundId,
    amountRefundedCents: booking.amountRefundedCents,
    seats: await seatsHeld(),
  };
}

/** A deterministic shuffle (a small linear congruential generator), so a failure reproduces. */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe('a late or replayed payment event', () => {
  it.each([
    { policy: '100 %', hoursBefore: 100, percent: 100 as const },
    { policy: '50 %', hoursBefore: 48, percent: 50 as const },
  ])(
    'never revives a booking cancelled with a $policy refund, even once the date is full',
    async ({ hoursBefore, percent }) => {
      const payment = await paidBooking(h(), { participants: 2, ...bookedBy() });
      const [completed] = (await sentEvents()).filter(
        (event) => event.type === 'checkout.session.completed',
      );
      h().clock.ms = SATURDAY_START - hoursBefore * HOUR;
      const { changed } = await cancelPaidBooking(h().deps, payment.bookingId, 'customer');
      expect(changed).toBe(true);
      const policyRefund = refundAmountCents(payment.amount, percent);
      await eventually(async () => (await refundedAtStripe(payment.paymentIntentId)) > 0);
      // Other members take every seat meanwhile: a re-seat would overbook, a refund of "an
      // unseatable payment" would give back the rest of the charge.
      for (const other of OTHER_MEMBERS)
        await pendingBooking(h(), {
          participants: CAPACITY / OTHER_MEMBERS.length,
          ...bookedBy(other),
        });
      expect(await seatsHeld()).toBe(CAPACITY);
      const before = await moneyFacts(payment.bookingId);

      await standInControl(h(), `events/${completed!.id}/resend`);
      await redeliver(completed!);
      await redeliver({ ...completed!, type: 'checkout.session.async_payment_succeeded' });

      expect(await moneyFacts(payment.bookingId)).toEqual(before);
      expect(before).toMatchObject({ status: 'cancelled', holdsSeats: false, seats: CAPACITY });
      expect(await refundedAtStripe(payment.paymentIntentId)).toBe(policyRefund);
      expect(await refundsAtStripe(h(), payment.paymentIntentId)).toHaveLength(1);
      await expectMoneyInvariants(payment);
    },
  );

  it('replays every event of a booking life in three orders and nothing moves', async () => {
    const payment = await paidBooking(h(), { participants: 3, ...bookedBy() });
    const unitCents = payment.amount / 3;
    // One rider drops out and staff refund that seat's price in the dashboard.
    await refundInDashboard(payment, unitCents);
    h().clock.ms = SATURDAY_START - 48 * HOUR;
    await cancelPaidBooking(h().deps, payment.bookingId, 'customer');
    await standInControl(h(), `payment_intents/${payment.paymentIntentId}/dispute`);
    await eventually(async () => (await storedBooking(payment.bookingId)).disputeId !== undefined);
    const cancellationRefund = refundAmountCents(payment.amount - unitCents, 50);
    // Settled once the charge's picture after both refunds has arrived too: its event may come
    // after the cancellation's own answer and after the dashboard refund's picture.
    await eventually(async () => {
      const booking = await storedBooking(payment.bookingId);
      return (
        booking.refund?.status === 'succeeded' &&
        booking.amountRefundedCents === unitCents + cancellationRefund
      );
    });
    const settled = await moneyFacts(payment.bookingId);
    expect(settled).toMatchObject({
      status: 'cancelled',
      refund: { status: 'succeeded', amountCents: cancellationRefund },
      amountRefundedCents: unitCents + cancellationRefund,
    });

    const life = await sentEvents();
    const completed = life.find((event) => event.type === 'checkout.session.completed')!;
    const refunded = life.filter((event) => event.type === 'refund.created');
    // The types this booking's life did not produce, as Stripe could still send them.
    const others = [
      { ...completed, type: 'checkout.session.async_payment_succeeded' },
      {
        ...completed,
        type: 'checkout.session.expired',
        object: { ...completed.object, status: 'expired' },
      },
      { ...completed, type: 'checkout.session.async_payment_failed' },
      ...refunded.map((event) => ({ ...event, type: 'refund.updated' })),
    ];
    const all = [...life, ...others];
    // Every type the webhook acts on comes back: a type it starts handling joins this replay.
    expect(new Set(all.map((event) => event.type))).toEqual(new Set(HANDLED_STRIPE_EVENTS));
    for (const order of [[...all].reverse(), shuffled(all, 7), shuffled(all, 31)]) {
      for (const event of order) await redeliver(event);
      expect(await moneyFacts(payment.bookingId)).toEqual(settled);
      await expectMoneyInvariants(payment);
    }
  });
});

describe('refunds racing their own events', () => {
  it("keeps a refund's success when its event arrives before Stripe's answer", async () => {
    const payment = await paidBooking(h(), { participants: 2, ...bookedBy() });
    await standInControl(h(), 'refunds/answer-late');
    await cancelPaidBooking(h().deps, payment.bookingId, 'customer');

    const { refund } = await storedBooking(payment.bookingId);
    expect(refund).toMatchObject({ status: 'succeeded', amountCents: payment.amount });
    // Nothing is left for the retry job, and no second refund is made.
    h().clock.ms += 24 * HOUR;
    expect(await retryDueRefunds(h().deps, cancellationRefundSources(h().deps.db))).toEqual({
      retried: 0,
    });
    expect(await refundsAtStripe(h(), payment.paymentIntentId)).toHaveLength(1);
    await expectMoneyInvariants(payment);
  });

  it('does not mark a failed refund of ours succeeded because of a dashboard refund', async () => {
    const payment = await paidBooking(h(), { participants: 2, ...bookedBy() });
    h().clock.ms = SATURDAY_START - 48 * HOUR;
    await standInControl(h(), 'refunds/fail-next');
    await cancelPaidBooking(h().deps, payment.bookingId, 'customer');
    expect((await storedBooking(payment.bookingId)).refund?.status).toBe('failed');

    // Staff give the whole payment back by hand in the dashboard.
    await standInControl(h(), `payment_intents/${payment.paymentIntentId}/dashboard-refund`);
    await eventually(
      async () => (await storedBooking(payment.bookingId)).amountRefundedCents === payment.amount,
    );
    expect((await storedBooking(payment.bookingId)).refund?.status).toBe('failed');

    // The retry finds nothing left to refund: it asks Stripe for nothing and tells staff.
    h().clock.ms += 24 * HOUR;
    await retryDueRefunds(h().deps, cancellationRefundSources(h().deps.db));
    const after = await storedBooking(payment.bookingId);
    expect(after.refund).toMatchObject({ status: 'none', amountCents: 0 });
    expect(after.staffAttentionReasons).toContain('refund_capped_by_earlier_refunds');
    expect(await refundedAtStripe(payment.paymentIntentId)).toBe(payment.amount);
    await expectMoneyInvariants(payment);
  });
});

describe('refunds made in the dashboard', () => {
  it('before a cancellation: the policy gives back a share of what is still paid', async () => {
    const payment = await paidBooking(h(), { participants: 4, ...bookedBy() });
    const unitCents = payment.amount / 4;
    await refundInDashboard(payment, unitCents);
    h().clock.ms = SATURDAY_START - 48 * HOUR;
    await cancelPaidBooking(h().deps, payment.bookingId, 'customer');

    const ours = refundAmountCents(payment.amount - unitCents, 50);
    expect((await storedBooking(payment.bookingId)).refund).toMatchObject({
      status: 'succeeded',
      amountCents: ours,
    });
    expect(await refundedAtStripe(payment.paymentIntentId)).toBe(unitCents + ours);
    await expectMoneyInvariants(payment);
  });

  it('before a cancellation whose events are late: the refund is cut to what is left', async () => {
    const payment = await paidBooking(h(), { participants: 2, ...bookedBy() });
    const dashboardCents = payment.amount / 2;
    // The dashboard refund's events do not get through before the customer cancels.
    h().webhook.down = true;
    await standInControl(
      h(),
      `payment_intents/${payment.paymentIntentId}/dashboard-refund?amount=${dashboardCents}`,
    );
    await cancelPaidBooking(h().deps, payment.bookingId, 'customer');
    h().webhook.down = false;

    const after = await storedBooking(payment.bookingId);
    expect(after.refund).toMatchObject({
      status: 'succeeded',
      amountCents: payment.amount - dashboardCents,
    });
    expect(after.staffAttentionReasons).toContain('refund_capped_by_earlier_refunds');
    expect(await refundedAtStripe(payment.paymentIntentId)).toBe(payment.amount);
    await expectMoneyInvariants(payment);
  });

  it('after a cancellation: ours stays as it was and the booking stays cancelled', async () => {
    const payment = await paidBooking(h(), { participants: 2, ...bookedBy() });
    h().clock.ms = SATURDAY_START - 48 * HOUR;
    await cancelPaidBooking(h().deps, payment.bookingId, 'customer');
    const ours = (await storedBooking(payment.bookingId)).refund;
    expect(ours?.status).toBe('succeeded');

    await standInControl(h(), `payment_intents/${payment.paymentIntentId}/dashboard-refund`);
    await eventually(
      async () => (await storedBooking(payment.bookingId)).amountRefundedCents === payment.amount,
    );
    const after = await storedBooking(payment.bookingId);
    expect(after).toMatchObject({ status: 'cancelled', holdsSeats: false });
    expect(after.refund).toEqual(ours);
    await expectMoneyInvariants(payment);
  });
});

describe('payments for seats that were given back', () => {
  it('refunds in full a payment for a checkout cancelled before it was paid', async () => {
    const { bookingId, sessionId } = await pendingBooking(h(), { participants: 2, ...bookedBy() });
    // The visitor left the checkout, but the page's payment still went through.
    await releasePendingBooking(h().deps.db, bookingId, {
      status: 'cancelled',
      reason: 'checkout_abandoned',
      now: h().deps.now(),
    });
    await completeOnStripe(h(), sessionId);
    await eventually(async () => (await storedBooking(bookingId)).refundId !== undefined);

    const after = await storedBooking(bookingId);
    expect(after).toMatchObject({ status: 'cancelled', holdsSeats: false });
    expect(after.staffAttentionReasons).toContain('paid_after_cancellation_refunded');
    const payment = {
      paymentIntentId: after.paymentIntentId ?? '',
      amount: after.amountTotalCents,
    };
    expect(await refundedAtStripe(payment.paymentIntentId)).toBe(payment.amount);
    expect(await seatsHeld()).toBe(0);
    await expectMoneyInvariants(payment);
  });

  it('refunds a late payment for released seats on a date closed since', async () => {
    const { bookingId, sessionId } = await pendingBooking(h(), { participants: 2, ...bookedBy() });
    const open = await h().stripe.checkout.sessions.retrieve(sessionId);
    await postWebhook(
      h(),
      signedEvent(h().stripe, 'checkout.session.expired', { ...open, status: 'expired' }),
    );
    expect(await seatsHeld()).toBe(0);
    await scheduleDoc('emotion-in-villa').update({ closedDates: FieldValue.arrayUnion(SATURDAY) });

    await completeOnStripe(h(), sessionId);
    await eventually(async () => (await storedBooking(bookingId)).refundId !== undefined);

    const after = await storedBooking(bookingId);
    expect(after).toMatchObject({ status: 'refunded', holdsSeats: false });
    expect(after.staffAttentionReasons).toContain('paid_for_closed_date_refunded');
    expect(await seatsHeld()).toBe(0);
    await expectMoneyInvariants({
      paymentIntentId: after.paymentIntentId ?? '',
      amount: after.amountTotalCents,
    });
  });

  it('closes a checkout whose date is called off before its Stripe session exists', async () => {
    await standInControl(h(), 'sessions/hold');
    const checkout = createCheckout(h().deps, h().settings, call(bookingRequest()));
    const outcome = checkout.then(
      () => 'opened',
      (error: { details?: { reason?: string } }) => error.details?.reason,
    );
    let bookingId = '';
    await eventually(async () => {
      const pending = await testDb().collection('bookings').where('status', '==', 'pending').get();
      bookingId = pending.docs[0]?.id ?? '';
      return bookingId !== '';
    });
    // "Annulla data": the date closes, and its open checkouts are released.
    await scheduleDoc('emotion-in-villa').update({ closedDates: FieldValue.arrayUnion(SATURDAY) });
    expect(await releaseOpenCheckout(h().deps, bookingId, 'tour_date_cancelled_weather')).toBe(
      true,
    );
    expect(await seatsHeld()).toBe(0);

    await standInControl(h(), 'sessions/release-held');
    expect(await outcome).toBe('INVALID_DATE');
    const after = await storedBooking(bookingId);
    expect(after).toMatchObject({ status: 'cancelled', holdsSeats: false });
    const session = await h().stripe.checkout.sessions.retrieve(after.stripeSessionId ?? '');
    expect(session.status).toBe('expired');
    expect(await seatsHeld()).toBe(0);
  });
});
