import { describe, expect, it } from 'vitest';
import { HttpsError } from 'firebase-functions/v2/https';
import { handleCancelTourDate } from '@functions/services/cancellation/cancel-tour-date';
import {
  handleCancelBooking,
  handleManageBooking,
} from '@functions/services/cancellation/manage-booking';
import { CALL_LIMITS } from '@functions/services/call-limits';
import { handleReleaseCheckout } from '@functions/services/cancellation/release-checkout';
import { retryDueRefunds } from '@functions/services/refunds/settle-refund';
import { cancellationRefundSources } from '@functions/services/rental/rental-refund';
import { callAs, signInBeforeAll, testAuth } from '../support/staff-auth';
import { SATURDAY } from '../support/harness-dates';
import { call } from '../support/booking-request';
import { eventually } from '../support/eventually';
import { postWebhook, signedEvent, standInControl } from '../support/stripe-stand-in';
import { registerBookingHarness } from '../support/booking-harness';
import { seatsHeld, storedBooking } from '../support/stored-bookings';
import { refundsAtStripe } from '../support/stripe-refunds';
import { paidBooking, pendingBooking } from '../support/bookings';
import { scheduleDoc } from '../support/tour-docs';

const h = registerBookingHarness();

const refundsOf = (paymentIntentId: string) => refundsAtStripe(h(), paymentIntentId);

/** The token of the "Gestisci la prenotazione" link in the confirmation e-mail. */
async function tokenFromMail(bookingId: string): Promise<string> {
  const code = bookingId.slice(0, 8).toUpperCase();
  await eventually(async () => h().mails.some((mail) => mail.text.includes(code)));
  const mail = h().mails.find((candidate) => candidate.text.includes(code));
  const link = /(https:\/\/\S+\/gestisci-prenotazione\?token=\S+)/.exec(mail?.text ?? '')?.[1];
  expect(link).toBeDefined();
  return new URL(link ?? '').searchParams.get('token') ?? '';
}

/** Saturday's tour leaves at 09:00 in Rome (08:00 UTC in November). */
const SATURDAY_START = Date.parse(`${SATURDAY}T08:00:00Z`);
const HOUR = 3_600_000;

const signedIn = signInBeforeAll({ manager: 'manager', visitor: 'visitor' });
const staff = (data: unknown) => callAs(signedIn.manager, data);
/** The booking services' dependencies with the Auth that re-verifies staff tokens. */
const staffDeps = () => ({ ...h().deps, auth: testAuth() });

describe('cancelling a booking', () => {
  it('refunds once when the link is used twice at the same time, and frees the seats', async () => {
    const { bookingId, paymentIntentId, amount } = await paidBooking(h());
    const token = await tokenFromMail(bookingId);
    expect(await seatsHeld()).toBe(2);

    const view = await handleManageBooking(h().deps, call({ token }));
    expect(view).toMatchObject({
      canCancel: true,
      status: 'paid',
      refund: { percent: 100, amountCents: amount },
    });

    // A tap that reads the booking while it is still paid answers the cancellation's outcome; one
    // that reads it once cancelled finds the link no longer opens it. Either way, one refund.
    const answers = await Promise.allSettled([
      handleCancelBooking(h().deps, call({ token })),
      handleCancelBooking(h().deps, call({ token })),
    ]);
    const outcomes = answers.flatMap((answer) =>
      answer.status === 'fulfilled' ? [answer.value] : [],
    );
    expect(outcomes.length).toBeGreaterThan(0);
    for (const outcome of outcomes) {
      expect(outcome).toMatchObject({
        status: 'cancelled',
        refund: { percent: 100, amountCents: amount },
      });
    }
    for (const answer of answers) {
      if (answer.status === 'rejected') {
        expect(answer.reason).toMatchObject({ details: { reason: 'LINK_NO_LONGER_VALID' } });
      }
    }
    await expect(handleCancelBooking(h().deps, call({ token }))).rejects.toMatchObject({
      details: { reason: 'LINK_NO_LONGER_VALID' },
    });

    const refunds = await refundsOf(paymentIntentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.amount).toBe(amount);
    expect(await seatsHeld()).toBe(0);
    const stored = await storedBooking(bookingId);
    expect(stored).toMatchObject({
      status: 'cancelled',
      holdsSeats: false,
      cancelledBy: 'customer',
    });
    expect(stored.refund).toMatchObject({ id: refunds[0]?.id, status: 'succeeded' });
    await eventually(async () =>
      h().mails.some((mail) => mail.subject.startsWith('Prenotazione annullata')),
    );
    const cancellations = h().mails.filter((mail) =>
      mail.subject.startsWith('Prenotazione annullata'),
    );
    expect(cancellations).toHaveLength(1);
    expect(cancellations[0]?.text.replace(/\u00a0/g, ' ')).toContain(
      `Rimborso: ${(amount / 100).toFixed(2).replace('.', ',')} € (100%)`,
    );
    expect(cancellations[0]?.text).toContain('5–10 giorni lavorativi');
  });

  it('refunds half, rounded up, 48 hours before the start, by the server clock', async () => {
    const { bookingId, paymentIntentId, amount } = await paidBooking(h(), { locale: 'en' });
    h().clock.ms = SATURDAY_START - 48 * HOUR;
    const answer = await handleCancelBooking(
      h().deps,
      call({ token: await tokenFromMail(bookingId) }),
    );
    expect(answer.refund).toMatchObject({ percent: 50, amountCents: Math.ceil(amount / 2) });
    expect((await refundsOf(paymentIntentId))[0]?.amount).toBe(Math.ceil(amount / 2));
    await eventually(async () =>
      h().mails.some((mail) => mail.subject.startsWith('Booking cancelled')),
    );
  });

  it('refuses a forged link, another person’s booking and a tour that has left', async () => {
    const { bookingId } = await paidBooking(h());
    const token = await tokenFromMail(bookingId);
    await expect(
      handleCancelBooking(h().deps, call({ token: `${bookingId}.forgedSignatureXYZ` })),
    ).rejects.toMatchObject({ details: { reason: 'INVALID_LINK' } });
    await expect(
      handleCancelBooking(h().deps, call({ bookingId }, { uid: 'someone-else' })),
    ).rejects.toMatchObject({ details: { reason: 'NOT_FOUND' } });
    h().clock.ms = SATURDAY_START;
    await expect(handleCancelBooking(h().deps, call({ token }))).rejects.toMatchObject({
      details: { reason: 'NOT_CANCELLABLE' },
    });
    expect((await storedBooking(bookingId)).status).toBe('paid');
  });

  it('keeps the booking cancelled when Stripe refuses the refund, and the job retries it', async () => {
    const { bookingId, paymentIntentId, amount } = await paidBooking(h());
    await standInControl(h(), 'refunds/fail-next?count=1');
    const answer = await handleCancelBooking(
      h().deps,
      call({ token: await tokenFromMail(bookingId) }),
    );
    expect(answer).toMatchObject({ status: 'cancelled', refund: { state: 'failed' } });
    const failed = await storedBooking(bookingId);
    expect(failed).toMatchObject({ status: 'cancelled', needsStaffAttention: true });
    expect(failed.staffAttentionReasons).toContain('refund_failed');
    expect(await seatsHeld()).toBe(0);
    expect(await refundsOf(paymentIntentId)).toHaveLength(0);

    expect(await retryDueRefunds(h().deps, cancellationRefundSources(h().deps.db))).toEqual({
      retried: 0,
    });
    h().clock.ms += 16 * 60_000;
    expect(await retryDueRefunds(h().deps, cancellationRefundSources(h().deps.db))).toEqual({
      retried: 1,
    });
    const refunds = await refundsOf(paymentIntentId);
    expect(refunds.map((refund) => refund.amount)).toEqual([amount]);
    expect((await storedBooking(bookingId)).refund).toMatchObject({
      status: 'succeeded',
      attempts: 2,
    });
    h().clock.ms += 60 * 60_000;
    expect(await retryDueRefunds(h().deps, cancellationRefundSources(h().deps.db))).toEqual({
      retried: 0,
    });
  });

  it('mirrors a full refund made in the Stripe dashboard: refunded, seats released', async () => {
    const { bookingId, paymentIntentId, amount } = await paidBooking(h());
    await standInControl(h(), `payment_intents/${paymentIntentId}/dashboard-refund`);
    await eventually(async () => (await storedBooking(bookingId)).status === 'refunded');
    expect(await storedBooking(bookingId)).toMatchObject({
      holdsSeats: false,
      amountRefundedCents: amount,
      statusReason: 'refunded_in_stripe',
    });
    expect(await seatsHeld()).toBe(0);
  });

  it('keeps the later of two pictures of the charge from the same second, whatever their order', async () => {
    const { bookingId, paymentIntentId } = await paidBooking(h());
    const charge = (refunded: number) => ({
      id: `ch_${bookingId}`,
      object: 'charge',
      payment_intent: paymentIntentId,
      amount_refunded: refunded,
      refunded: false,
    });
    const created = Math.floor(h().clock.ms / 1000);
    // The picture after two refunds arrives first, the one after the first refund only next.
    for (const refunded of [1000, 500]) {
      const event = signedEvent(h().stripe, 'charge.refunded', charge(refunded), { created });
      expect((await postWebhook(h(), event)).status).toBe(200);
    }
    expect(await storedBooking(bookingId)).toMatchObject({ amountRefundedCents: 1000 });
  });

  it('flags a partial dashboard refund and a dispute for staff, keeping the seats', async () => {
    const { bookingId, paymentIntentId } = await paidBooking(h());
    await standInControl(h(), `payment_intents/${paymentIntentId}/dashboard-refund?amount=500`);
    await standInControl(h(), `payment_intents/${paymentIntentId}/dispute`);
    await eventually(async () => {
      const reasons = (await storedBooking(bookingId)).staffAttentionReasons;
      return reasons.includes('dispute_opened') && reasons.includes('partial_refund_in_dashboard');
    });
    expect(await storedBooking(bookingId)).toMatchObject({
      status: 'paid',
      amountRefundedCents: 500,
    });
    expect(await seatsHeld()).toBe(2);
  });
});

describe('weather cancellation by staff', () => {
  it('cancels five paid bookings with full refunds and five mails, and closes the date', async () => {
    const paid = [];
    for (let index = 0; index < 5; index += 1) {
      paid.push(
        await paidBooking(h(), {
          customerEmail: `rider${index}@example.com`,
          locale: index === 4 ? 'en' : 'it',
        }),
      );
    }
    await eventually(async () => h().mails.length === 5);
    h().mails.length = 0;
    const { bookingId: open } = await pendingBooking(h(), {
      customerEmail: 'late@example.com',
      participants: 3,
    });
    expect(await seatsHeld()).toBe(13);
    const request = { tourId: 'emotion-in-villa', date: SATURDAY };
    const total = paid.reduce((sum, { amount }) => sum + amount, 0);

    await expect(
      handleCancelTourDate(staffDeps(), { data: { ...request, preview: true }, auth: undefined }),
    ).rejects.toMatchObject({ details: { reason: 'UNAUTHENTICATED' } });
    await expect(
      handleCancelTourDate(staffDeps(), callAs(signedIn.visitor, { ...request, preview: true })),
    ).rejects.toMatchObject({ details: { reason: 'PERMISSION_DENIED' } });
    expect(await handleCancelTourDate(staffDeps(), staff({ ...request, preview: true }))).toEqual({
      bookings: 5,
      refundCents: total,
      participants: 10,
      skipped: 0,
    });
    expect(await seatsHeld()).toBe(13);

    expect(await handleCancelTourDate(staffDeps(), staff({ ...request, preview: false }))).toEqual({
      bookings: 5,
      refundCents: total,
      participants: 10,
      skipped: 0,
    });
    for (const { bookingId, paymentIntentId, amount } of paid) {
      expect((await refundsOf(paymentIntentId)).map((refund) => refund.amount)).toEqual([amount]);
      expect(await storedBooking(bookingId)).toMatchObject({
        status: 'cancelled',
        cancelledBy: 'weather',
      });
    }
    expect(await seatsHeld()).toBe(0);
    expect((await storedBooking(open)).status).toMatch(/cancelled|expired/);
    await eventually(async () => h().mails.length === 5);
    expect(
      h().mails.filter((mail) => mail.text.includes('il tour è annullato per maltempo')),
    ).toHaveLength(4);
    expect(
      h().mails.filter((mail) => mail.subject.startsWith('Tour cancelled for bad weather')),
    ).toHaveLength(1);
    const schedule = await scheduleDoc('emotion-in-villa').get();
    expect(schedule.data()?.['closedDates']).toContain(SATURDAY);

    expect(await handleCancelTourDate(staffDeps(), staff({ ...request, preview: false }))).toEqual({
      bookings: 0,
      refundCents: 0,
      participants: 0,
      skipped: 0,
    });
  });
});

describe('releaseCheckout (/booking-cancelled)', () => {
  it('expires the abandoned Checkout Session and frees its seats at once', async () => {
    const { bookingId } = await pendingBooking(h(), { participants: 9 });
    expect(await seatsHeld()).toBe(9);
    expect(await handleReleaseCheckout(h().deps, call({ bookingId }))).toEqual({ released: true });
    expect(await seatsHeld()).toBe(0);
    const stored = await storedBooking(bookingId);
    expect(stored.status).toMatch(/cancelled|expired/);
    const session = await h().stripe.checkout.sessions.retrieve(stored.stripeSessionId ?? '');
    expect(session.status).toBe('expired');
    // The same party can now take the seats its own hold was blocking.
    await pendingBooking(h(), { participants: 9 });
    expect(await seatsHeld()).toBe(9);
  });

  it('leaves a paid booking alone', async () => {
    const { bookingId } = await paidBooking(h());
    expect(await handleReleaseCheckout(h().deps, call({ bookingId }))).toEqual({ released: false });
    expect(await storedBooking(bookingId)).toMatchObject({ status: 'paid', holdsSeats: true });
  });
});

describe('limits on the manage link', () => {
  it('refuses a caller guessing links once past the limit, and counts others apart', async () => {
    const guess = (clientKey: string) =>
      handleManageBooking(h().deps, { data: { token: 'bk-guess.forged' }, clientKey });
    for (let i = 0; i < CALL_LIMITS.manageBooking.perCaller.limit; i += 1) {
      await expect(guess('ip:198.51.100.7')).rejects.toBeInstanceOf(HttpsError);
    }
    const refused = await guess('ip:198.51.100.7').catch((error: unknown) => error);
    expect((refused as HttpsError).details).toEqual({ reason: 'RATE_LIMITED' });
    const other = await guess('ip:198.51.100.8').catch((error: unknown) => error);
    expect((other as HttpsError).details).not.toEqual({ reason: 'RATE_LIMITED' });
  });
});
