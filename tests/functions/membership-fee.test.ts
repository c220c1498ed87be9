import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { ASSOCIATION } from '@/content/association';
import type { StaffDecideApplicationsRequest } from '@/domain/api/staff-members';
import { verifyAnyPayment } from '@functions/services/booking/verify-payment';
import { OUTBOX_COLLECTION } from '@functions/services/mail/outbox';
import { membersCollection } from '@functions/services/members';
import { handleRequestRenewal } from '@functions/services/membership/request-renewal';
import { applicationRef } from '@functions/services/membership/applications';
import { createFeeCheckout } from '@functions/services/membership-fee/fee-checkout';
import { handleStaffMembers } from '@functions/services/register/read-register';
import { payoutRef } from '@functions/services/payouts/payout-doc';
import { reconcilePayouts } from '@functions/services/payouts/reconcile-payouts';
import { getReceipt } from '@functions/services/receipts/get-receipt';
import { handleMyPaymentStatement } from '@functions/services/receipts/payment-statement';
import { receiptYearAt } from '@functions/services/receipts/receipt-year';
import { handleMyBookings } from '@functions/services/my-bookings';
import { testDb } from '../support/firestore';
import {
  submitApplication,
  decideApplications,
  payFeeOnline,
  storedApplication,
} from '../support/membership-applications';
import { storedCreditNotes, storedReceipts } from '../support/receipts';
import { call } from '../support/booking-request';
import { completeOnStripe, postWebhook, signedEvent } from '../support/stripe-stand-in';
import { eventually } from '../support/eventually';
import { registerBookingHarness } from '../support/booking-harness';
import { TODAY, FEE_YEAR } from '../support/harness-dates';
import { callAs, signInBeforeAll, testAuth } from '../support/staff-auth';
import { reasonOf } from '../support/refusal';

const h = registerBookingHarness();
const signedIn = signInBeforeAll({ manager: 'manager' });

async function apply(membershipType = 'ordinario', changes: Record<string, unknown> = {}) {
  return (
    await submitApplication(h(), 'Anna Verdi', 'anna@example.com', { membershipType, ...changes })
  ).id;
}

const openFee = (applicationId: string) =>
  createFeeCheckout(h().deps, h().settings, call({ applicationId }));

async function sessionOf(applicationId: string): Promise<Stripe.Checkout.Session> {
  const { feeCheckout } = await storedApplication(applicationId);
  return h().stripe.checkout.sessions.retrieve(feeCheckout!.sessionId!);
}

const payFee = (applicationId: string) => payFeeOnline(h(), applicationId);

const decide = (request: StaffDecideApplicationsRequest) =>
  decideApplications(h(), signedIn.manager, request);

/** The board rejects the application with `reason`. */
const reject = (applicationId: string, reason: string) =>
  decide({ decision: 'reject', applicationIds: [applicationId], resolutionDate: TODAY, reason });

/** Two managers reject the application at once, then one of them again. */
async function rejectThreeTimes(applicationId: string) {
  const reason = 'Manca il certificato medico.';
  await Promise.all([reject(applicationId, reason), reject(applicationId, reason)]);
  await reject(applicationId, reason);
}

const feeReceipts = async () => (await storedReceipts()).filter((r) => r.kind === 'fee');

/** The year a receipt issued now is numbered in (the fee year may be the next one). */
const FEE_YEAR_RECEIPTED = () => receiptYearAt(h().deps.now());

/** The applicant opens the fee's Checkout, the board rejects the application, then they pay. */
async function payAfterRejection(applicationId: string, reason: string): Promise<void> {
  await openFee(applicationId);
  const { id } = await sessionOf(applicationId);
  await reject(applicationId, reason);
  await completeOnStripe(h(), id);
}

describe('the fee Checkout', () => {
  it('charges the amount of settings/membership.fees for the application’s type', async () => {
    await testDb()
      .doc('settings/membership')
      .set({
        provisionalBooking: true,
        membershipYearEnds: '12-31',
        fees: { ordinario: 2500, sostenitore: 6000, minore: 1200 },
        nextYearFeeFrom: '11-01',
      });
    for (const [type, cents] of [
      ['ordinario', 2500],
      ['sostenitore', 6000],
    ] as const) {
      const applicationId = await apply(type);
      const answer = await openFee(applicationId);
      expect(answer).toMatchObject({ amountCents: cents, feeYear: FEE_YEAR });
      const session = await sessionOf(applicationId);
      expect(session.amount_total).toBe(cents);
      expect(session.metadata).toMatchObject({
        kind: 'fee',
        applicationId,
        feeYear: String(FEE_YEAR),
      });
    }
  });

  it('applies the documented defaults to a settings document written before fees existed', async () => {
    await testDb()
      .doc('settings/membership')
      .set({ provisionalBooking: true, membershipYearEnds: '12-31' });
    const applicationId = await apply('sostenitore');
    expect(await openFee(applicationId)).toMatchObject({ amountCents: 5000, feeYear: FEE_YEAR });
    // The document still reads as written: booking on an application stays on.
    expect((await storedApplication(applicationId)).feeCheckout?.amountCents).toBe(5000);
  });

  it('gives a double tap the same session, never a second one', async () => {
    const applicationId = await apply();
    const [first, second] = await Promise.all([openFee(applicationId), openFee(applicationId)]);
    expect(second.url).toBe(first.url);
    expect((await openFee(applicationId)).url).toBe(first.url);
    const { feeCheckout } = await storedApplication(applicationId);
    expect(feeCheckout?.attempt).toBe(1);
  });

  it('refuses a fee already paid, and an application the board decided', async () => {
    const paid = await apply();
    await payFee(paid);
    await expect(openFee(paid)).rejects.toSatisfy((error) => reasonOf(error) === 'FEE_NOT_DUE');
    const decided = await apply();
    await reject(decided, 'Incompleta.');
    await expect(openFee(decided)).rejects.toSatisfy((error) => reasonOf(error) === 'FEE_NOT_DUE');
  });
});

describe('a paid fee', () => {
  it('is recorded once with one receipt of kind fee, by the webhook and the success page alike', async () => {
    const applicationId = await apply();
    const session = await payFee(applicationId);
    // The success page asks too, twice, while the webhook's events are replayed and reordered.
    const verify = () => verifyAnyPayment(h().deps, call({ sessionId: session.id, applicationId }));
    const replays = [
      signedEvent(h().stripe, 'checkout.session.expired', { ...session, status: 'expired' }),
      signedEvent(h().stripe, 'checkout.session.completed', session),
      signedEvent(h().stripe, 'checkout.session.completed', session),
    ];
    const answers = await Promise.all([
      verify(),
      ...replays.map((event) => postWebhook(h(), event)),
      verify(),
    ]);
    expect(answers[0]).toEqual({ feeState: 'paid', amountCents: 2000, feeYear: FEE_YEAR });
    const receipts = await feeReceipts();
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      id: `fee_${applicationId}_${FEE_YEAR}`,
      applicationId,
      amountCents: 2000,
      paymentIntentId: session.payment_intent,
      payer: { name: 'Anna Verdi', taxCode: 'RSSMRA85T10A562S' },
      participantNames: ['Anna Verdi'],
    });
    // Opened without an account: the receipt is no account's.
    expect(receipts[0]).not.toHaveProperty('uid');
    expect((await storedApplication(applicationId)).fee).toMatchObject({
      year: FEE_YEAR,
      amountCents: 2000,
      paymentIntentId: session.payment_intent,
      receiptNumber: receipts[0]!.number,
    });
  });

  it('is the paying account’s when opened signed in: in its "Rendiconto annuale", for the member', async () => {
    const applicationId = await apply();
    await createFeeCheckout(h().deps, h().settings, call({ applicationId }, { uid: 'parent-uid' }));
    await completeOnStripe(h(), (await storedApplication(applicationId)).feeCheckout!.sessionId!);
    await eventually(async () => (await feeReceipts()).length === 1);
    const parent = (data: unknown = {}) => ({
      auth: { uid: 'parent-uid', token: { uid: 'parent-uid' } as never, rawToken: 't' },
      data,
    });
    const { statement, fees } = await handleMyBookings(
      { db: testDb(), now: h().deps.now, links: h().deps.links },
      parent(),
    );
    expect(statement).toEqual({ years: [FEE_YEAR_RECEIPTED()], participants: ['Anna Verdi'] });
    // Listed in "Le mie prenotazioni" with its receipt, which the link opens.
    expect(fees).toEqual([
      expect.objectContaining({
        title: { it: `Quota associativa ${FEE_YEAR}`, en: `Membership fee ${FEE_YEAR}` },
        member: 'Anna Verdi',
        amountCents: 2000,
      }),
    ]);
    const token = new URL(fees[0]!.receiptUrl).searchParams.get('token') ?? '';
    expect(await getReceipt(h().deps, call({ token }))).toMatchObject({ kind: 'fee' });
    const lines = (
      await handleMyPaymentStatement(
        { db: testDb() },
        parent({ year: FEE_YEAR_RECEIPTED(), participant: 'anna verdi' }),
      )
    ).lines;
    expect(lines).toEqual([expect.objectContaining({ paidCents: 2000, shareCents: 2000 })]);
  });

  it('goes on the new member’s register row for its year when the board admits them', async () => {
    const applicationId = await apply();
    const session = await payFee(applicationId);
    const { results } = await decide({
      decision: 'admit',
      applicationIds: [applicationId],
      resolutionDate: TODAY,
    });
    const memberNumber = results[0]!.memberNumber!;
    const member = (await membersCollection(testDb()).doc(memberNumber).get()).data();
    expect(member?.feesPaid?.[String(FEE_YEAR)]).toMatchObject({
      amountCents: 2000,
      paymentIntentId: session.payment_intent,
    });
    // Paid for 2027 from the cut-off on: the membership runs to the end of 2027.
    expect(member?.validUntil).toBe(`${FEE_YEAR}-12-31`);
  });
});

describe('a renewal’s fee', () => {
  it('pays the year the renewal extends to, on the member’s own row and receipt', async () => {
    await membersCollection(testDb()).doc('2025-003').set({
      fullName: 'Paolo Verdi',
      normalizedName: 'paolo verdi',
      validUntil: '2026-12-31',
      email: 'paolo@example.com',
      membershipType: 'sostenitore',
    });
    const { id } = await handleRequestRenewal(
      { ...h().deps, associationInbox: 'staff@example.test', linkSecret: 'fee-tests-secret' },
      call({ via: 'card', memberName: 'Paolo Verdi', email: 'paolo@example.com', locale: 'it' }),
    );
    // Valid to the end of 2026, renewed to the end of 2027: the fee is 2027's, a supporter's.
    expect(await openFee(id)).toMatchObject({ amountCents: 5000, feeYear: 2027 });
    const session = await payFee(id);
    const member = (await membersCollection(testDb()).doc('2025-003').get()).data();
    expect(member?.feesPaid?.['2027']).toMatchObject({
      amountCents: 5000,
      paymentIntentId: session.payment_intent,
      receiptId: 'fee_2025-003_2027',
    });
    expect(await feeReceipts()).toMatchObject([{ memberId: '2025-003', kind: 'fee' }]);
  });
});

describe('a fee in a Stripe payout', () => {
  it('is tied to its application and its fee receipt, so nothing is left unmatched', async () => {
    const applicationId = await apply();
    const session = await payFee(applicationId);
    const response = await fetch(`${h().standIn.url}/__stand-in/payouts`, { method: 'POST' });
    const paid = (await response.json()) as { id: string };
    await reconcilePayouts(h().deps, {});
    const payout = (await payoutRef(testDb(), paid.id).get()).data();
    const charge = payout?.lines.find((line) => line.paymentIntentId === session.payment_intent);
    expect(charge).toMatchObject({
      matched: true,
      paidFor: { kind: 'fee', id: applicationId },
      receipts: [{ id: `fee_${applicationId}_${FEE_YEAR}` }],
    });
    expect(payout?.unmatchedCount).toBe(0);
  });
});

describe('"Soci"', () => {
  it('lists the fee years each member paid online, beside the fee year under way', async () => {
    const applicationId = await apply();
    await payFee(applicationId);
    const { results } = await decide({
      decision: 'admit',
      applicationIds: [applicationId],
      resolutionDate: TODAY,
    });
    await membersCollection(testDb()).doc('2025-001').set({
      fullName: 'Giulia Bianchi',
      normalizedName: 'giulia bianchi',
      validUntil: '2026-12-31',
    });
    const register = await handleStaffMembers(
      { ...h().deps, auth: testAuth() },
      callAs(signedIn.manager, { all: true }),
    );
    // 2026-11-23: the year under way is 2026; the new member paid 2027 from the cut-off on.
    expect(register.feeYear).toBe(2026);
    const rows = Object.fromEntries(register.members.map((row) => [row.memberNumber, row]));
    expect(rows[results[0]!.memberNumber!]?.feeYearsPaid).toEqual([FEE_YEAR]);
    expect(rows['2025-001']?.feeYearsPaid).toBeUndefined();
  });
});

describe('a rejected application', () => {
  it('has its fee refunded in full once, with one credit note, however often it is rejected', async () => {
    const applicationId = await apply();
    const session = await payFee(applicationId);
    await rejectThreeTimes(applicationId);
    const refunds = await h().stripe.refunds.list({
      payment_intent: session.payment_intent as string,
    });
    expect(refunds.data).toHaveLength(1);
    expect(refunds.data[0]!.amount).toBe(2000);
    // The refund's own events come back too: still one credit note.
    await eventually(async () => (await storedCreditNotes()).length >= 1);
    for (const type of ['refund.created', 'refund.updated']) {
      await postWebhook(h(), signedEvent(h().stripe, type, refunds.data[0]!));
    }
    const notes = await storedCreditNotes();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      receiptId: `fee_${applicationId}_${FEE_YEAR}`,
      kind: 'fee',
      amountCents: 2000,
    });
    expect((await storedApplication(applicationId)).feeRefund).toMatchObject({
      amountCents: 2000,
      refundId: refunds.data[0]!.id,
    });
  });

  it('refunds a fee paid after the rejection, as the rejection would have', async () => {
    const applicationId = await apply();
    await payAfterRejection(applicationId, 'Incompleta.');
    await eventually(
      async () => (await storedApplication(applicationId)).feeRefund?.refundId !== undefined,
    );
    expect(await feeReceipts()).toHaveLength(1);
    await eventually(async () => (await storedCreditNotes()).length === 1);
  });
});

/** The mails the payer got with this subject, once every fee mail queued has been delivered. */
async function feeMailsTo(applicationId: string, key: 'feePaid' | 'feeRefunded', subject: string) {
  await eventually(async () => {
    const mail = (await applicationRef(testDb(), applicationId).get()).get('mail') as
      Record<string, { status: string }> | undefined;
    return mail?.[key]?.status === 'sent';
  });
  const queued = await testDb().collection(OUTBOX_COLLECTION).get();
  const feeEntries = queued.docs.filter((doc) => doc.id.startsWith(`fee-${applicationId}-`));
  expect(feeEntries.every((doc) => doc.get('status') === 'sent')).toBe(true);
  return h().mails.filter((mail) => mail.subject === subject);
}

const receiptLinkIn = (text: string) => /(https:\/\/\S+\/ricevuta\?token=\S+)/.exec(text)?.[1];

describe('the fee payer’s mail', () => {
  it('goes once, whoever fulfils the payment, and its link opens the fee’s receipt', async () => {
    const applicationId = await apply();
    const session = await payFee(applicationId);
    const verify = () => verifyAnyPayment(h().deps, call({ sessionId: session.id, applicationId }));
    await Promise.all([
      verify(),
      postWebhook(h(), signedEvent(h().stripe, 'checkout.session.completed', session)),
      postWebhook(h(), signedEvent(h().stripe, 'checkout.session.completed', session)),
      verify(),
    ]);

    const mails = await feeMailsTo(
      applicationId,
      'feePaid',
      `Quota associativa ${FEE_YEAR} pagata`,
    );
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.envelopeTo).toEqual(['anna@example.com']);
    expect(mail!.html).toContain('<html lang="it">');
    const text = mail!.text.replace(/\u00a0/g, ' ');
    const [receipt] = await feeReceipts();
    for (const expected of ['Ciao Anna Verdi,', '20,00 €', receipt!.number, ASSOCIATION.name]) {
      expect(text).toContain(expected);
    }

    const link = receiptLinkIn(text);
    expect(link?.startsWith('https://tours.example/ricevuta?token=')).toBe(true);
    const token = new URL(link!).searchParams.get('token') ?? '';
    expect(await getReceipt(h().deps, call({ token }))).toMatchObject({
      number: receipt!.number,
      kind: 'fee',
      amountCents: 2000,
      payer: { name: 'Anna Verdi' },
    });
  });

  it('is in English for an English application', async () => {
    const applicationId = await apply('ordinario', { locale: 'en' });
    await payFee(applicationId);
    const mails = await feeMailsTo(applicationId, 'feePaid', `Membership fee ${FEE_YEAR} paid`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.html).toContain('<html lang="en">');
    expect(mails[0]!.text).toContain('Hello Anna Verdi,');
    expect(mails[0]!.text).toContain('€20.00');
    expect(mails[0]!.text).toContain('Your receipt');
    expect(receiptLinkIn(mails[0]!.text)).toBeDefined();
    expect(h().mails.some((mail) => mail.subject.startsWith('Quota associativa'))).toBe(false);
  });

  it('says once that a rejected application’s fee was refunded, however often it is rejected', async () => {
    const applicationId = await apply();
    await payFee(applicationId);
    await feeMailsTo(applicationId, 'feePaid', `Quota associativa ${FEE_YEAR} pagata`);
    await rejectThreeTimes(applicationId);

    const subject = `Quota associativa ${FEE_YEAR} rimborsata`;
    const mails = await feeMailsTo(applicationId, 'feeRefunded', subject);
    expect(mails).toHaveLength(1);
    const text = mails[0]!.text.replace(/\u00a0/g, ' ');
    expect(text).toContain('rimborsata per intero');
    expect(text).toContain('Importo rimborsato: 20,00 €');
  });

  it('for a fee paid after the rejection, is only the refund’s', async () => {
    const applicationId = await apply('ordinario', { locale: 'en' });
    await payAfterRejection(applicationId, 'Incomplete.');
    const refunded = await feeMailsTo(
      applicationId,
      'feeRefunded',
      `Membership fee ${FEE_YEAR} refunded`,
    );
    expect(refunded).toHaveLength(1);
    expect(h().mails.filter((mail) => mail.subject.includes('paid'))).toHaveLength(0);
  });
});
