import { HttpsError } from 'firebase-functions/v2/https';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLogCollection } from '@functions/services/audit-log/audit-log';
import { systemProblemsCollection } from '@functions/services/system-problems/system-problem-doc';
import { payoutRef, payoutsCollection } from '@functions/services/payouts/payout-doc';
import { reconcilePayouts } from '@functions/services/payouts/reconcile-payouts';
import {
  handleStaffPayoutLines,
  handleStaffPayouts,
} from '@functions/services/payouts/staff-payouts';
import { cardFee } from '../../tools/stripe-stand-in/balance';
import { testDb } from '../support/firestore';
import { eventually } from '../support/eventually';
import { registerBookingHarness } from '../support/booking-harness';
import { storedCreditNotes, storedReceipts } from '../support/receipts';
import { paidBooking } from '../support/bookings';
import { callAs, createStaffAccount, signIn, testAuth, type SignedIn } from '../support/staff-auth';
import { boughtVoucher, storedVoucher } from '../support/vouchers';

const h = registerBookingHarness();

const reconcile = (pageSize?: number) => reconcilePayouts(h().deps, { pageSize });

async function control(path: string): Promise<Response> {
  const response = await fetch(`${h().standIn.url}/__stand-in/${path}`, { method: 'POST' });
  expect(response.status).toBe(200);
  return response;
}

async function payout(): Promise<{ id: string; amount: number }> {
  return (await (await control('payouts')).json()) as { id: string; amount: number };
}

async function unmatchedProblems() {
  const snapshot = await systemProblemsCollection(testDb())
    .where('kind', '==', 'payout_unmatched')
    .get();
  return snapshot.docs.map((doc) => doc.data());
}

/** A payment Stripe took that the project never asked for (a payment link made by hand). */
async function strangerPayment(): Promise<string> {
  const session = await h().stripe.checkout.sessions.create({
    mode: 'payment',
    success_url: 'https://tours.example/ok',
    line_items: [
      {
        quantity: 1,
        price_data: { currency: 'eur', unit_amount: 1_234, product_data: { name: 'Altro' } },
      },
    ],
  });
  await control(`sessions/${session.id}/complete`);
  return String((await h().stripe.checkout.sessions.retrieve(session.id)).payment_intent);
}

describe('reconcilePayouts', () => {
  it('ties a payout of charges, a refund and Stripe fees to its bookings and voucher, to the cent', async () => {
    const first = await paidBooking(h());
    const second = await paidBooking(h());
    const voucher = await boughtVoucher(h());
    const voucherPayment = (await storedVoucher(voucher.code)).paymentIntentId ?? '';
    const voucherAmount = (await storedVoucher(voucher.code)).amountCents;
    const refund = await h().stripe.refunds.create({
      payment_intent: second.paymentIntentId,
      amount: 1_000,
    });
    await control('balance/stripe_fee?amount=-300');
    await eventually(async () => (await storedCreditNotes()).length === 1);
    const receiptOf = async (paymentIntentId: string) =>
      (await storedReceipts()).find((receipt) => receipt.paymentIntentId === paymentIntentId);
    const firstReceipt = await receiptOf(first.paymentIntentId);
    const [creditNote] = await storedCreditNotes();

    const paid = await payout();
    const fees = cardFee(first.amount) + cardFee(second.amount) + cardFee(voucherAmount);
    expect(paid.amount).toBe(first.amount + second.amount + voucherAmount - fees - 1_000 - 300);

    // Two bookings and a voucher sale have a receipt each; the refund has its credit note.
    expect(await reconcile()).toEqual({ payoutsRead: 1, payoutsWritten: 1, receiptsAnnotated: 4 });
    const stored = (await payoutRef(testDb(), paid.id).get()).data();
    expect(stored).toMatchObject({
      amountCents: paid.amount,
      status: 'paid',
      grossCents: first.amount + second.amount + voucherAmount - 1_000,
      feeCents: fees + 300,
      netCents: paid.amount,
      addsUp: true,
      unmatchedCount: 0,
    });
    const line = (paymentIntentId: string, kind: string) =>
      stored?.lines.find((l) => l.paymentIntentId === paymentIntentId && l.kind === kind);
    expect(line(first.paymentIntentId, 'charge')).toMatchObject({
      paidFor: { kind: 'booking', id: first.bookingId },
      grossCents: first.amount,
      feeCents: cardFee(first.amount),
      netCents: first.amount - cardFee(first.amount),
      receipts: [{ id: firstReceipt?.id, number: firstReceipt?.number }],
      matched: true,
    });
    expect(line(second.paymentIntentId, 'refund')).toMatchObject({
      paidFor: { kind: 'booking', id: second.bookingId },
      grossCents: -1_000,
      feeCents: 0,
      sourceId: refund.id,
      creditNotes: [{ id: creditNote?.id, number: creditNote?.number }],
    });
    expect(line(voucherPayment, 'charge')?.paidFor).toEqual({ kind: 'voucher', id: voucher.code });
    expect(stored?.lines.find((l) => l.kind === 'stripe_fee')).toMatchObject({
      grossCents: -300,
      matched: true,
    });
    expect(stored?.lines).toHaveLength(5);
    expect(await unmatchedProblems()).toEqual([]);
    // The fee and the payout reach the receipts for the accountant's "prima nota".
    expect(await receiptOf(first.paymentIntentId)).toMatchObject({
      payout: paid.id,
      stripeFeeCents: cardFee(first.amount),
    });
    expect(await receiptOf(voucherPayment)).toMatchObject({
      payout: paid.id,
      stripeFeeCents: cardFee(voucherAmount),
    });
    expect((await storedCreditNotes())[0]).toMatchObject({ payout: paid.id });
    expect(await reconcile()).toEqual({ payoutsRead: 1, payoutsWritten: 0, receiptsAnnotated: 0 });
  });

  it('flags a line it cannot match in "Da controllare", and a second run changes nothing', async () => {
    const booking = await paidBooking(h());
    const stranger = await strangerPayment();
    await control('balance/adjustment?amount=-500');
    const paid = await payout();

    await reconcile();
    const ref = payoutRef(testDb(), paid.id);
    const first = await ref.get();
    expect(first.data()).toMatchObject({ addsUp: true, unmatchedCount: 2 });
    const unmatched = first.data()?.lines.filter((line) => !line.matched) ?? [];
    expect(unmatched.map((line) => [line.kind, line.paymentIntentId])).toEqual(
      expect.arrayContaining([
        ['charge', stranger],
        ['other', null],
      ]),
    );
    expect(
      first.data()?.lines.find((l) => l.paymentIntentId === booking.paymentIntentId)?.matched,
    ).toBe(true);
    const [problem, ...others] = await unmatchedProblems();
    expect(others).toEqual([]);
    expect(problem).toMatchObject({ count: 1, open: true });
    expect(problem?.details[0]).toContain(paid.id);

    h().clock.ms += 60_000;
    expect(await reconcile()).toEqual({ payoutsRead: 1, payoutsWritten: 0, receiptsAnnotated: 0 });
    const again = await ref.get();
    expect(again.updateTime?.isEqual(first.updateTime!)).toBe(true);
    expect((await unmatchedProblems())[0]).toMatchObject({ count: 1 });
  });

  it('pages through payouts and their lines, and ties a line once its booking is found', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      await paidBooking(h());
      await paidBooking(h());
      await control('balance/stripe_fee?amount=-10');
      ids.push((await payout()).id);
    }
    const stranger = await strangerPayment();
    const late = await payout();

    expect(await reconcile(2)).toMatchObject({ payoutsRead: 4, payoutsWritten: 4 });
    const stored = await payoutsCollection(testDb()).get();
    expect(stored.docs.map((doc) => doc.id).sort()).toEqual([...ids, late.id].sort());
    for (const doc of stored.docs.filter((d) => d.id !== late.id)) {
      expect(doc.data()).toMatchObject({ addsUp: true, unmatchedCount: 0 });
      expect(doc.data().lines).toHaveLength(3);
    }
    expect((await payoutRef(testDb(), late.id).get()).data()?.unmatchedCount).toBe(1);

    // The payment turns out to be a booking recorded late: the next run ties it.
    await testDb().doc('bookings/late-booking').set({ paymentIntentId: stranger });
    expect(await reconcile(2)).toMatchObject({ payoutsRead: 4, payoutsWritten: 1 });
    expect((await payoutRef(testDb(), late.id).get()).data()?.lines[0]?.paidFor).toEqual({
      kind: 'booking',
      id: 'late-booking',
    });
  });
});

describe('Cassa (staffPayouts, staffPayoutLines)', () => {
  let manager: SignedIn;
  let guide: SignedIn;
  beforeAll(async () => {
    manager = await signIn(await createStaffAccount('manager'));
    guide = await signIn(await createStaffAccount('guide'));
  });
  const deps = () => ({ db: testDb(), auth: testAuth(), now: () => new Date(h().clock.ms) });

  it('lists payouts newest first and opens one to its lines with who paid and what for', async () => {
    await paidBooking(h());
    const older = await payout();
    h().clock.ms += 86_400_000;
    const booking = await paidBooking(h());
    const voucher = await boughtVoucher(h());
    await strangerPayment();
    const newer = await payout();
    await reconcile();

    const listed = await handleStaffPayouts(deps(), callAs(manager, {}));
    expect(listed.payouts.map((p) => p.payoutId)).toEqual([newer.id, older.id]);
    expect(listed.payouts[0]).toMatchObject({
      amountCents: newer.amount,
      addsUp: true,
      lineCount: 3,
      unmatchedCount: 1,
    });
    expect(listed.payouts[0]?.arrivalDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const { lines } = await handleStaffPayoutLines(deps(), callAs(manager, { payoutId: newer.id }));
    const ofBooking = lines.find((line) => line.paidFor?.id === booking.bookingId);
    expect(ofBooking).toMatchObject({
      kind: 'charge',
      payer: booking.booking.customerName,
      paidFor: { kind: 'booking', tourName: booking.booking.tourName },
      grossCents: booking.amount,
      matched: true,
    });
    expect(lines.find((line) => line.paidFor?.kind === 'voucher')).toMatchObject({
      payer: (await storedVoucher(voucher.code)).buyerName,
    });
    expect(lines.filter((line) => !line.matched)).toHaveLength(1);
    const audit = await auditLogCollection(testDb())
      .where('action', '==', 'payout_lines_read')
      .get();
    expect(audit.docs.map((doc) => doc.data().details)).toEqual([{ payoutId: newer.id, lines: 3 }]);
  });

  it('refuses guides and a malformed payout id, changing nothing', async () => {
    const refused = await handleStaffPayouts(deps(), callAs(guide, {})).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpsError);
    expect((refused as HttpsError).details).toMatchObject({ reason: 'MANAGER_ONLY' });
    const malformed = await handleStaffPayoutLines(
      deps(),
      callAs(manager, { payoutId: '../bookings/x' }),
    ).catch((e: unknown) => e);
    expect((malformed as HttpsError).details).toMatchObject({ reason: 'INVALID_INPUT' });
    const missing = await handleStaffPayoutLines(
      deps(),
      callAs(manager, { payoutId: 'po_unknown' }),
    ).catch((e: unknown) => e);
    expect((missing as HttpsError).details).toMatchObject({ reason: 'NOT_FOUND' });
  });
});
