import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { StaffDecideApplicationsRequest } from '@/domain/api/staff-members';
import { MEMBERSHIP_SETTINGS_PATH } from '@/domain/documents/membership-settings';
import { refundAmountCents } from '@/domain/refund-policy';
import { TOURS } from '@/domain/tours';
import { createCheckout } from '@functions/services/booking/checkout';
import { verifyAnyPayment } from '@functions/services/booking/verify-payment';
import { cancelPaidBooking } from '@functions/services/cancellation/cancel-paid-booking';
import { membersCollection } from '@functions/services/members';
import { handleRequestRenewal } from '@functions/services/membership/request-renewal';
import { payoutRef } from '@functions/services/payouts/payout-doc';
import { reconcilePayouts } from '@functions/services/payouts/reconcile-payouts';
import { testDb } from '../support/firestore';
import {
  submitApplication,
  decideApplications,
  payFeeOnline,
  storedApplication,
} from '../support/membership-applications';
import { storedCreditNotes, storedReceipts } from '../support/receipts';
import { bookingRequest, call } from '../support/booking-request';
import { completeOnStripe, postWebhook, signedEvent } from '../support/stripe-stand-in';
import { eventually } from '../support/eventually';
import { registerBookingHarness } from '../support/booking-harness';
import { storedBooking } from '../support/stored-bookings';
import { TODAY, FEE_YEAR } from '../support/harness-dates';
import { refundsAtStripe } from '../support/stripe-refunds';
import { signInBeforeAll } from '../support/staff-auth';

const h = registerBookingHarness();
const signedIn = signInBeforeAll({ manager: 'manager' });

/** Two riders on E-Motion in Villa, the harness's tour: the tour's line, without the fee. */
const TOUR_CENTS = 2 * TOURS['emotion-in-villa'].priceCents;
const FEES = { ordinario: 2500, sostenitore: 6000, minore: 1200 };

async function membershipSettings(fees = FEES) {
  await testDb()
    .collection(MEMBERSHIP_SETTINGS_PATH.collection)
    .doc(MEMBERSHIP_SETTINGS_PATH.id)
    .set({ provisionalBooking: true, membershipYearEnds: '12-31', fees, nextYearFeeFrom: '11-01' });
}

/** Anna joins inside the booking card: the card sends the /modulistica application first. */
function applyInCard(membershipType: keyof typeof FEES = 'ordinario') {
  return submitApplication(h(), 'Anna Verdi', 'anna@example.com', { membershipType });
}

const join = async (membershipType: keyof typeof FEES = 'ordinario') =>
  (await applyInCard(membershipType)).id;

/** Then the booking the card sends on that application. */
async function bookOn(applicationId: string, name = 'Anna Verdi', uid?: string) {
  const request = bookingRequest({
    customerName: name,
    customerEmail: 'anna@example.com',
    gating: { memberNameEntered: name, memberMatch: 'pending_application', applicationId },
  });
  return (await createCheckout(h().deps, h().settings, call(request, uid ? { uid } : {})))
    .bookingId;
}

async function sessionOf(bookingId: string): Promise<Stripe.Checkout.Session> {
  const { stripeSessionId } = await storedBooking(bookingId);
  return h().stripe.checkout.sessions.retrieve(stripeSessionId!, { expand: ['line_items'] });
}

async function pay(bookingId: string): Promise<Stripe.Checkout.Session> {
  await completeOnStripe(h(), (await sessionOf(bookingId)).id);
  await eventually(async () => (await storedBooking(bookingId)).status === 'paid');
  return sessionOf(bookingId);
}

const linesOf = (session: Stripe.Checkout.Session) =>
  (session.line_items?.data ?? []).map((line) => [line.description, line.amount_total]);

const refundsOf = (session: Stripe.Checkout.Session) =>
  refundsAtStripe(h(), String(session.payment_intent));

const decide = (request: StaffDecideApplicationsRequest) =>
  decideApplications(h(), signedIn.manager, request);

describe('joining in the booking card: one Checkout for the fee and the tour', () => {
  it('has two lines, the fee at the settings’ amount for the application’s type', async () => {
    await membershipSettings();
    for (const type of ['ordinario', 'sostenitore'] as const) {
      const answer = await applyInCard(type);
      // The card is told the fee with the application, to show it in its total.
      expect(answer.fee).toEqual({ year: FEE_YEAR, amountCents: FEES[type] });
      const bookingId = await bookOn(answer.id);
      const session = await sessionOf(bookingId);
      expect(linesOf(session)).toEqual([
        [`Quota associativa ${FEE_YEAR}`, FEES[type]],
        [TOURS['emotion-in-villa'].displayName, TOUR_CENTS],
      ]);
      expect(session.amount_total).toBe(FEES[type] + TOUR_CENTS);
      const booking = await storedBooking(bookingId);
      // The tour's amount stays the tour's: its refund rules never reach the fee.
      expect(booking.amountTotalCents).toBe(TOUR_CENTS);
      expect(booking.membershipFee).toMatchObject({ year: FEE_YEAR, amountCents: FEES[type] });
    }
  });

  it('charges no fee already paid from /modulistica, nor a member’s booking', async () => {
    await membershipSettings();
    const applicationId = await join();
    await payFeeOnline(h(), applicationId);

    const bookingId = await bookOn(applicationId);
    expect(linesOf(await sessionOf(bookingId))).toEqual([
      [TOURS['emotion-in-villa'].displayName, TOUR_CENTS],
    ]);
    expect((await storedBooking(bookingId)).membershipFee).toBeUndefined();
  });
});

describe('the paid Checkout', () => {
  it('records the fee and issues one fee and one booking receipt, however often it is fulfilled', async () => {
    await membershipSettings();
    const applicationId = await join();
    const bookingId = await bookOn(applicationId, 'Anna Verdi', 'anna-uid');
    const session = await pay(bookingId);
    const verify = () => verifyAnyPayment(h().deps, call({ sessionId: session.id, bookingId }));
    const replays = [
      signedEvent(h().stripe, 'checkout.session.expired', { ...session, status: 'expired' }),
      signedEvent(h().stripe, 'checkout.session.completed', session),
      signedEvent(h().stripe, 'checkout.session.completed', session),
    ];
    const [answer] = await Promise.all([
      verify(),
      ...replays.map((event) => postWebhook(h(), event)),
      verify(),
    ]);

    const receipts = (await storedReceipts()).sort((a, b) => a.sequence - b.sequence);
    expect(receipts.map((r) => [r.id, r.kind, r.amountCents, r.paymentIntentId])).toEqual([
      [`booking_${bookingId}`, 'booking', TOUR_CENTS, session.payment_intent],
      [`fee_${applicationId}_${FEE_YEAR}`, 'fee', FEES.ordinario, session.payment_intent],
    ]);
    // Numbered together, in the one transaction that recorded the payment; both the account's.
    expect(receipts[1]!.sequence).toBe(receipts[0]!.sequence + 1);
    expect(receipts.map((r) => r.uid)).toEqual(['anna-uid', 'anna-uid']);
    expect(receipts[1]!.participantNames).toEqual(['Anna Verdi']);
    expect((await storedApplication(applicationId)).fee).toMatchObject({
      year: FEE_YEAR,
      amountCents: FEES.ordinario,
      paymentIntentId: session.payment_intent,
      receiptId: receipts[1]!.id,
      receiptNumber: receipts[1]!.number,
    });
    const booking = await storedBooking(bookingId);
    expect(booking.membershipFee?.receiptId).toBe(receipts[1]!.id);
    expect(booking.needsStaffAttention).toBe(false);
    expect(answer).toMatchObject({
      success: true,
      booking: {
        totalAmountCents: TOUR_CENTS,
        membershipFee: { year: FEE_YEAR, amountCents: 2500 },
      },
    });
  });

  it('links both receipts from the one confirmation mail', async () => {
    await membershipSettings();
    const bookingId = await bookOn(await join());
    await pay(bookingId);
    await eventually(
      async () => (await storedBooking(bookingId)).mail?.confirmation?.status === 'sent',
    );
    const mails = h().mails.filter((mail) => mail.envelopeTo.includes('anna@example.com'));
    const confirmations = mails.filter((mail) =>
      mail.subject.startsWith('Prenotazione confermata'),
    );
    expect(confirmations).toHaveLength(1);
    const text = confirmations[0]!.text.replace(/\u00a0/g, ' ');
    expect(text).toContain(`Quota associativa ${FEE_YEAR} pagata`);
    expect(text).toContain('25,00 €');
    expect(text.match(/https:\/\/\S+\/ricevuta\?token=\S+/g)).toHaveLength(2);
    // One mail for one payment: no separate "Quota associativa pagata".
    expect(mails.filter((mail) => mail.subject.startsWith('Quota associativa'))).toEqual([]);
  });

  it('refunds only the fee line of a payment whose fee another payment settled meanwhile', async () => {
    await membershipSettings();
    const applicationId = await join();
    const bookingId = await bookOn(applicationId);
    // The fee paid from /modulistica in another tab while the booking's Checkout was open.
    await payFeeOnline(h(), applicationId);
    const session = await pay(bookingId);
    await eventually(
      async () => (await storedBooking(bookingId)).membershipFee?.duplicateRefundId !== undefined,
    );
    await postWebhook(h(), signedEvent(h().stripe, 'checkout.session.completed', session));
    const refunds = await refundsOf(session);
    expect(refunds.map((refund) => refund.amount)).toEqual([FEES.ordinario]);
    const receipts = (await storedReceipts()).filter(
      (r) => r.paymentIntentId === session.payment_intent,
    );
    expect(receipts.map((r) => [r.kind, r.amountCents])).toEqual([['booking', TOUR_CENTS]]);
    // Money that came in without a receipt goes back without a credit note.
    expect(await storedCreditNotes()).toEqual([]);
  });
});

describe('a booking paid with its fee, cancelled', () => {
  it('refunds the tour by the ladder and never the fee', async () => {
    await membershipSettings();
    const applicationId = await join();
    const bookingId = await bookOn(applicationId);
    const session = await pay(bookingId);
    // 48 hours before the tour's start: the ladder's half.
    h().clock.ms = Date.parse('2026-11-26T09:00:00Z');
    const { booking } = await cancelPaidBooking(h().deps, bookingId, 'customer');
    expect(booking.refund).toMatchObject({ percent: 50, status: 'succeeded' });
    const refunds = await refundsOf(session);
    expect(refunds.map((refund) => refund.amount)).toEqual([refundAmountCents(TOUR_CENTS, 50)]);
    await eventually(async () => (await storedCreditNotes()).length === 1);
    expect(await storedCreditNotes()).toMatchObject([
      { receiptId: `booking_${bookingId}`, amountCents: refundAmountCents(TOUR_CENTS, 50) },
    ]);
    const application = await storedApplication(applicationId);
    expect(application.fee?.amountCents).toBe(FEES.ordinario);
    expect(application.feeRefund).toBeUndefined();
  });

  it('refunds the whole tour when the date is called off, and still not the fee', async () => {
    await membershipSettings();
    const bookingId = await bookOn(await join());
    const session = await pay(bookingId);
    await cancelPaidBooking(h().deps, bookingId, 'weather');
    expect((await refundsOf(session)).map((refund) => refund.amount)).toEqual([TOUR_CENTS]);
  });
});

describe('an application rejected after its booking and fee were paid together', () => {
  it('refunds the fee and the booking once each, on the one payment, however often rejected', async () => {
    await membershipSettings();
    const applicationId = await join();
    const bookingId = await bookOn(applicationId);
    const session = await pay(bookingId);
    const rejection: StaffDecideApplicationsRequest = {
      decision: 'reject',
      applicationIds: [applicationId],
      resolutionDate: TODAY,
      reason: 'Manca il certificato medico.',
    };
    await Promise.all([decide(rejection), decide(rejection)]);
    await decide(rejection);

    const refunds = await refundsOf(session);
    const byPurpose = Object.fromEntries(
      refunds.map((refund) => [refund.metadata?.['purpose'], refund.amount]),
    );
    expect(refunds).toHaveLength(2);
    expect(byPurpose).toEqual({ application_rejected: FEES.ordinario, cancellation: TOUR_CENTS });
    // The refunds' own events come back too (and the charge's total): still one note each.
    for (const refund of refunds) {
      for (const type of ['refund.created', 'refund.updated']) {
        await postWebhook(h(), signedEvent(h().stripe, type, refund));
      }
    }
    await eventually(async () => (await storedCreditNotes()).length === 2);
    const notes = await storedCreditNotes();
    expect(notes.map((note) => [note.receiptId, note.amountCents]).sort()).toEqual(
      [
        [`booking_${bookingId}`, TOUR_CENTS],
        [`fee_${applicationId}_${FEE_YEAR}`, FEES.ordinario],
      ].sort(),
    );
    const booking = await storedBooking(bookingId);
    expect(booking).toMatchObject({ status: 'cancelled', statusReason: 'membership_rejected' });
    await eventually(
      async () => (await storedBooking(bookingId)).amountRefundedCents !== undefined,
    );
    // The charge's refunded total counts the fee too; the booking keeps the tour's part.
    await eventually(
      async () => (await storedBooking(bookingId)).amountRefundedCents === TOUR_CENTS,
    );
  });
});

describe('renewing in the booking card', () => {
  it('pays the renewal’s fee in the same Checkout, on the member’s row and receipt', async () => {
    await membershipSettings();
    await membersCollection(testDb()).doc('2025-003').set({
      fullName: 'Paolo Verdi',
      normalizedName: 'paolo verdi',
      validUntil: '2026-11-25',
      email: 'paolo@example.com',
      membershipType: 'sostenitore',
    });
    const { id } = await handleRequestRenewal(
      { ...h().deps, associationInbox: 'staff@example.test', linkSecret: 'fee-tests-secret' },
      call({ via: 'card', memberName: 'Paolo Verdi', email: 'paolo@example.com', locale: 'it' }),
    );
    const bookingId = await bookOn(id, 'Paolo Verdi');
    // Lapsing before the tour, renewed to the end of 2026: the fee is 2026's, a supporter's.
    expect(linesOf(await sessionOf(bookingId))[0]).toEqual(['Quota associativa 2026', 6000]);
    const session = await pay(bookingId);
    const member = (await membersCollection(testDb()).doc('2025-003').get()).data();
    expect(member?.feesPaid?.['2026']).toMatchObject({
      amountCents: 6000,
      paymentIntentId: session.payment_intent,
      receiptId: 'fee_2025-003_2026',
    });
  });
});

describe('a Stripe payout with a charge that paid a fee and a tour', () => {
  it('ties the charge to both receipts and adds up to the cent', async () => {
    await membershipSettings();
    const applicationId = await join();
    const bookingId = await bookOn(applicationId);
    const session = await pay(bookingId);
    const response = await fetch(`${h().standIn.url}/__stand-in/payouts`, { method: 'POST' });
    const paid = (await response.json()) as { id: string; amount: number };
    await reconcilePayouts(h().deps, {});
    const payout = (await payoutRef(testDb(), paid.id).get()).data();
    const charge = payout?.lines.find((line) => line.paymentIntentId === session.payment_intent);
    expect(charge).toMatchObject({
      matched: true,
      grossCents: TOUR_CENTS + FEES.ordinario,
      paidFor: { kind: 'booking', id: bookingId },
    });
    expect(charge?.receipts.map((receipt) => receipt.id).sort()).toEqual(
      [`booking_${bookingId}`, `fee_${applicationId}_${FEE_YEAR}`].sort(),
    );
    expect(payout).toMatchObject({ addsUp: true, unmatchedCount: 0, amountCents: paid.amount });
    // Stripe's fee of the charge, shared between its two receipts to the cent.
    const receipts = (await storedReceipts()).filter(
      (r) => r.paymentIntentId === session.payment_intent,
    );
    expect(receipts.every((receipt) => receipt.payout === paid.id)).toBe(true);
    const shared = receipts.reduce((sum, receipt) => sum + (receipt.stripeFeeCents ?? 0), 0);
    expect(shared).toBe(charge?.feeCents);
  });
});
