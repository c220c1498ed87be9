import { describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import { handleWebhookRequest } from '@functions/services/booking/webhook';
import { verifyPayment } from '@functions/services/booking/verify-payment';
import { purchaseVoucher } from '@functions/services/vouchers/purchase';
import { vouchersCollection } from '@functions/services/vouchers/voucher-doc';
import { handleCancelBooking } from '@functions/services/cancellation/manage-booking';
import { receiptYearAt } from '@functions/services/receipts/receipt-year';
import { issueReceipt } from '@functions/services/receipts/issue-receipt';
import { getReceipt } from '@functions/services/receipts/get-receipt';
import { handleMyBookings } from '@functions/services/my-bookings';
import { handleMyPaymentStatement } from '@functions/services/receipts/payment-statement';
import { handleStaffAccountingFile } from '@functions/services/receipts/staff/accounting-file';
import { parseCsv } from '@/domain/csv';
import { accountingTable } from '@/domain/receipts/accounting-report';
import { todayInRome } from '@/domain/calendar';
import { handleStaffBookingStory } from '@functions/services/booking-search/booking-story';
import { callAs, signInBeforeAll, testAuth } from '../support/staff-auth';
import { receiptViewSchema } from '@/domain/api/receipts';
import { testDb } from '../support/firestore';
import { WEBHOOK_SECRET, registerBookingHarness } from '../support/booking-harness';
import { call } from '../support/booking-request';
import {
  completeOnStripe,
  deliveredEvents,
  signedEvent,
  standInControl,
} from '../support/stripe-stand-in';
import { eventually } from '../support/eventually';
import { storedBooking } from '../support/stored-bookings';
import { paidBooking, pendingBooking } from '../support/bookings';
import { voucherRequest } from '../support/vouchers';
import { storedCreditNotes, storedReceipts } from '../support/receipts';

const h = registerBookingHarness();
const signedIn = signInBeforeAll({ manager: 'manager', guide: 'guide' });

const year = () => receiptYearAt(h().deps.now());
const numbered = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${year()}/${String(from + i).padStart(4, '0')}`);

/** The token of the "Gestisci la prenotazione" link in the confirmation e-mail. */
async function manageToken(bookingId: string): Promise<string> {
  const code = bookingId.slice(0, 8).toUpperCase();
  await eventually(async () => h().mails.some((mail) => mail.text.includes(code)));
  const mail = h().mails.find((candidate) => candidate.text.includes(code));
  const link = /(https:\/\/\S+\/gestisci-prenotazione\?token=\S+)/.exec(mail?.text ?? '')?.[1];
  return new URL(link ?? 'https://x').searchParams.get('token') ?? '';
}

describe('receipt numbers', () => {
  it('gives 50 concurrent payments 50 consecutive numbers, none skipped or repeated', async () => {
    for (let i = 0; i < 50; i += 1) {
      await purchaseVoucher(h().deps, h().settings, call(voucherRequest()));
    }
    const pending = (await vouchersCollection(testDb()).get()).docs;
    expect(pending).toHaveLength(50);
    // Each payment's webhook arrives at once with the 49 others'.
    await Promise.all(
      pending.map((doc) => completeOnStripe(h(), doc.data().stripeSessionId ?? '')),
    );
    await eventually(async () => (await storedReceipts()).length === 50, 60_000);
    // Every webhook answered 200: none failed its way to a retry.
    await eventually(async () => h().webhook.answers.length >= 50, 60_000);
    expect(h().webhook.answers.every((answer) => answer.status === 200)).toBe(true);

    const receipts = await storedReceipts();
    expect(receipts.map((receipt) => receipt.number)).toEqual(numbered(1, 50));
    expect(new Set(receipts.map((receipt) => receipt.voucherId)).size).toBe(50);
    expect(receipts.every((receipt) => receipt.kind === 'voucher_sale')).toBe(true);
    expect(receipts.every((receipt) => receipt.amountCents === 5000)).toBe(true);
    const counter = await testDb().collection('receiptCounters').doc(`receipts-${year()}`).get();
    expect(counter.data()).toEqual({ last: 50 });
  }, 90_000);

  it('numbers consecutively across instances: the transaction alone guards the counter', async () => {
    // Transactions started side by side without the instance's queue, as two instances would.
    const paid = async (i: number) =>
      testDb().runTransaction(
        (tx) =>
          issueReceipt(
            tx,
            testDb(),
            {
              subject: { kind: 'fee', memberId: `M${i}`, feeYear: year() },
              amountCents: 2500,
              paymentIntentId: null,
              payer: { name: `Socio ${i}`, taxCode: null },
              description: [{ it: `Quota associativa ${year()}`, en: `Membership fee ${year()}` }],
              locale: 'it',
            },
            h().deps.now(),
          ),
        { maxAttempts: 25 },
      );
    const issued = await Promise.all([1, 2, 3, 4, 5, 6].map(paid));
    expect(issued.map((receipt) => receipt.number).sort()).toEqual(numbered(1, 6));
    // Issued again, a subject gets its receipt back and takes no number.
    expect(await paid(3)).toMatchObject({ created: false });
    expect((await storedReceipts()).map((receipt) => receipt.number)).toEqual(numbered(1, 6));
  });
});

describe('a receipt per payment', () => {
  it('issues one receipt when the webhook comes first and the success page after', async () => {
    const { bookingId, sessionId } = await paidBooking(h());
    await verifyPayment(h().deps, call({ sessionId, bookingId }));
    const receipts = await storedReceipts();
    expect(receipts).toHaveLength(1);
    const booking = await storedBooking(bookingId);
    expect(receipts[0]).toMatchObject({
      number: numbered(1, 1)[0],
      kind: 'booking',
      bookingId,
      amountCents: booking.amountTotalCents,
      paymentIntentId: booking.paymentIntentId,
      payer: { name: 'Giulia Bianchi', taxCode: null },
      participantNames: ['Rider 1', 'Rider 2'],
      stampDutyCents: 0,
      payout: null,
      stripeFeeCents: null,
    });
    expect(receipts[0]?.description[0]?.it).toContain('E-Motion in Villa');
    // The booking's reference as its mail and ticket print it.
    expect(receipts[0]?.description[2]?.it).toBe(
      `Prenotazione ${bookingId.slice(0, 8).toUpperCase()}`,
    );
    expect(receipts[0]?.wording.it).toContain('148');
  });

  it('issues one receipt when the success page comes first and the webhook after', async () => {
    const { bookingId, sessionId } = await pendingBooking(h());
    h().webhook.down = true;
    await completeOnStripe(h(), sessionId);
    const listed = async () => (await deliveredEvents(h(), 'checkout.session.completed'))[0];
    await eventually(async () => (await listed())?.delivery.state === 'failed');
    await verifyPayment(h().deps, call({ sessionId, bookingId }));
    expect(await storedReceipts()).toHaveLength(1);

    h().webhook.down = false;
    await standInControl(h(), `events/${(await listed())?.id ?? ''}/resend`);
    await eventually(async () => h().webhook.answers.some((answer) => answer.status === 200));
    const receipts = await storedReceipts();
    expect(receipts.map((receipt) => [receipt.number, receipt.bookingId])).toEqual([
      [numbered(1, 1)[0], bookingId],
    ]);
  });

  it('takes the next number for the next payment, whatever kind it is', async () => {
    await paidBooking(h());
    await purchaseVoucher(h().deps, h().settings, call(voucherRequest()));
    const voucher = (await vouchersCollection(testDb()).get()).docs[0]!;
    await completeOnStripe(h(), voucher.data().stripeSessionId ?? '');
    await eventually(async () => (await storedReceipts()).length === 2);
    const receipts = await storedReceipts();
    expect(receipts.map((receipt) => [receipt.number, receipt.kind])).toEqual([
      [numbered(1, 1)[0], 'booking'],
      [numbered(2, 2)[0], 'voucher_sale'],
    ]);
    // The code pays: it stays out of the receipt's id, which links carry.
    expect(receipts[1]?.voucherId).toBe(voucher.id);
    expect(receipts[1]?.id).not.toContain(voucher.id);
  });
});

describe('credit notes', () => {
  it('credits a cancellation refund once, even when its events are replayed', async () => {
    const { bookingId, paymentIntentId, amount } = await paidBooking(h());
    const token = await manageToken(bookingId);
    await handleCancelBooking(h().deps, call({ token }));
    await eventually(async () => (await deliveredEvents(h(), 'refund.created')).length === 1);
    await eventually(async () => (await storedCreditNotes()).length === 1);

    const [refund] = (await h().stripe.refunds.list({ payment_intent: paymentIntentId })).data;
    // Stripe may send the refund again under new event ids (refund.updated, a dashboard resend).
    const replay = (type: string) => {
      const event = signedEvent(h().stripe, type, refund as Stripe.Refund);
      return handleWebhookRequest(h().deps, WEBHOOK_SECRET, event);
    };
    const answers = await Promise.all([
      replay('refund.updated'),
      replay('refund.updated'),
      replay('refund.created'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);

    const [receipt] = await storedReceipts();
    const notes = await storedCreditNotes();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      id: refund?.id,
      number: numbered(1, 1)[0],
      receiptId: receipt?.id,
      receiptNumber: receipt?.number,
      refundId: refund?.id,
      amountCents: amount,
      kind: 'booking',
      bookingId,
    });
    // The receipt is left as it was issued.
    expect((await storedReceipts())[0]).toEqual(receipt);
  });

  it('credits a refund made in the Stripe dashboard', async () => {
    const { paymentIntentId, amount } = await paidBooking(h());
    await standInControl(h(), `payment_intents/${paymentIntentId}/dashboard-refund`);
    await eventually(async () => (await storedCreditNotes()).length === 1);
    expect((await storedCreditNotes())[0]).toMatchObject({ amountCents: amount });
  });
});

describe('the receipt link', () => {
  it('is in the confirmation mail and opens the receipt with its credit notes; a forged one does not', async () => {
    const { bookingId } = await paidBooking(h(), {}, { until: 'confirmation-sent' });
    const code = bookingId.slice(0, 8).toUpperCase();
    const mail = h().mails.find((candidate) => candidate.text.includes(code));
    const link = /(https:\/\/\S+\/ricevuta\?token=\S+)/.exec(mail?.text ?? '')?.[1];
    expect(link).toBeDefined();
    const token = new URL(link ?? 'https://x').searchParams.get('token') ?? '';

    const view = receiptViewSchema.parse(await getReceipt(h().deps, call({ token })));
    expect(view).toMatchObject({
      number: numbered(1, 1)[0],
      kind: 'booking',
      amountCents: 26_000,
      payer: { name: 'Giulia Bianchi', taxCode: null },
      creditNotes: [],
    });

    await handleCancelBooking(h().deps, call({ token: await manageToken(bookingId) }));
    await eventually(async () => (await storedCreditNotes()).length === 1);
    const after = await getReceipt(h().deps, call({ token }));
    expect(after.creditNotes).toEqual([
      expect.objectContaining({ number: numbered(1, 1)[0], amountCents: 26_000 }),
    ]);

    const [id, signature] = token.split('.');
    for (const forged of [`${id}.${signature?.slice(1)}x`, `booking_other.${signature}`, 'x']) {
      await expect(getReceipt(h().deps, call({ token: forged }))).rejects.toMatchObject({
        details: { reason: 'INVALID_LINK' },
      });
    }
  });
});

describe('receipts in "Le mie prenotazioni"', () => {
  it('gives each of the member’s paid bookings its receipt link, and no one else’s', async () => {
    const { bookingId } = await paidBooking(h(), {}, { uid: 'member-giulia' });
    await paidBooking(h(), {}, { uid: 'someone-else' });
    const answer = await handleMyBookings(h().deps, {
      auth: { uid: 'member-giulia', token: { uid: 'member-giulia' } as never, rawToken: 't' },
      data: {},
    });
    expect(answer.bookings.map((booking) => booking.bookingId)).toEqual([bookingId]);
    const link = new URL(answer.bookings[0]?.receiptUrl ?? 'https://x');
    expect(link.pathname).toBe('/ricevuta');
    const token = link.searchParams.get('token') ?? '';
    const view = await getReceipt(h().deps, call({ token }));
    expect(view.description[0]?.it).toContain('E-Motion in Villa');
    expect(
      (await storedReceipts()).find((receipt) => receipt.bookingId === bookingId),
    ).toMatchObject({ uid: 'member-giulia', number: view.number });
  });
});

describe("receipts in the booking's story", () => {
  it('shows the receipt and its credit note; the link and amount to managers only', async () => {
    const { bookingId } = await paidBooking(h());
    await handleCancelBooking(h().deps, call({ token: await manageToken(bookingId) }));
    await eventually(async () => (await storedCreditNotes()).length === 1);
    const staffDeps = { ...h().deps, auth: testAuth() };

    const guides = await handleStaffBookingStory(staffDeps, callAs(signedIn.guide, { bookingId }));
    const forGuide = guides.events.filter((e) => e.kind === 'receipt' || e.kind === 'credit_note');
    expect(forGuide).toEqual([
      { kind: 'receipt', at: expect.any(String), number: numbered(1, 1)[0] },
      { kind: 'credit_note', at: expect.any(String), number: numbered(1, 1)[0] },
    ]);

    const managers = await handleStaffBookingStory(
      staffDeps,
      callAs(signedIn.manager, { bookingId }),
    );
    const receipt = managers.events.find((event) => event.kind === 'receipt');
    const note = managers.events.find((event) => event.kind === 'credit_note');
    expect(receipt).toMatchObject({ url: expect.stringContaining('/ricevuta?token=') });
    expect(note).toMatchObject({ amountCents: 26_000 });
  });
});

describe("the accountant's files", () => {
  it('gives a manager the month’s prima nota and credit notes, fees and activities apart', async () => {
    const { bookingId } = await paidBooking(h());
    await purchaseVoucher(h().deps, h().settings, call(voucherRequest()));
    const voucher = (await vouchersCollection(testDb()).get()).docs[0]!;
    await completeOnStripe(h(), voucher.data().stripeSessionId ?? '');
    await eventually(async () => (await storedReceipts()).length === 2);
    await handleCancelBooking(h().deps, call({ token: await manageToken(bookingId) }));
    await eventually(async () => (await storedCreditNotes()).length === 1);
    const staffDeps = { ...h().deps, auth: testAuth() };
    const month = todayInRome(h().deps.now()).slice(0, 7);

    const prima = await handleStaffAccountingFile(
      staffDeps,
      callAs(signedIn.manager, { period: month, file: 'prima_nota' }),
    );
    expect(prima).toMatchObject({
      fileName: `prima-nota-${month}.csv`,
      lines: 2,
      feesCents: 0,
      activityCents: 26_000 + 5_000,
    });
    const rows = parseCsv(prima.csv).records.map((record) => record.cells);
    // The file opens with the prima nota's headings (worded in accounting-report.test.ts).
    expect(rows[0]).toEqual(accountingTable('prima_nota', { receipts: [], creditNotes: [] })[0]);
    expect(rows.slice(1, 3).map((row) => [row[1], row[2], row[4]])).toEqual([
      [numbered(1, 1)[0], 'Giulia Bianchi', '260,00'],
      [numbered(2, 2)[0], 'Marco Rossi', '50,00'],
    ]);
    // The PDF is drawn from the table beside the CSV: the same cells (none here needs defusing).
    expect(prima.table).toEqual(rows);

    const notes = await handleStaffAccountingFile(
      staffDeps,
      callAs(signedIn.manager, { period: month.slice(0, 4), file: 'credit_notes' }),
    );
    expect(notes).toMatchObject({ lines: 1, activityCents: 26_000 });

    await expect(
      handleStaffAccountingFile(
        staffDeps,
        callAs(signedIn.guide, { period: month, file: 'register' }),
      ),
    ).rejects.toMatchObject({ details: { reason: 'MANAGER_ONLY' } });
    await expect(
      handleStaffAccountingFile(
        staffDeps,
        callAs(signedIn.manager, { period: '2026-13', file: 'register' }),
      ),
    ).rejects.toMatchObject({ details: { reason: 'INVALID_INPUT' } });
  });
});

describe('the yearly statement', () => {
  const asMember = (uid: string, data: unknown) => ({
    auth: { uid, token: { uid } as never, rawToken: 't' },
    data,
  });

  it('lists the year’s receipts naming the participant, with their share, for the account only', async () => {
    const { bookingId } = await paidBooking(h(), {}, { uid: 'parent-uid' });
    await paidBooking(h(), {}, { uid: 'someone-else' });
    const statement = await handleMyPaymentStatement(
      { db: testDb() },
      asMember('parent-uid', { year: year(), participant: '  rider 2 ' }),
    );
    expect(statement).toMatchObject({
      year: year(),
      payer: 'Giulia Bianchi',
      lines: [
        {
          receiptNumber: numbered(1, 1)[0],
          participants: 2,
          paidCents: 26_000,
          shareCents: 13_000,
        },
      ],
      totalCents: 13_000,
    });
    // Another year, a name not in the party: nothing.
    for (const data of [
      { year: year() - 1, participant: 'Rider 2' },
      { year: year(), participant: 'Rider 3' },
    ]) {
      expect(
        (await handleMyPaymentStatement({ db: testDb() }, asMember('parent-uid', data))).lines,
      ).toEqual([]);
    }
    // A refund's credit note takes its amount off.
    await handleCancelBooking(h().deps, call({ token: await manageToken(bookingId) }));
    await eventually(async () => (await storedCreditNotes()).length === 1);
    const after = await handleMyPaymentStatement(
      { db: testDb() },
      asMember('parent-uid', { year: year(), participant: 'Rider 2' }),
    );
    expect(after).toMatchObject({ lines: [{ paidCents: 0, shareCents: 0 }], totalCents: 0 });

    await expect(
      handleMyPaymentStatement(
        { db: testDb() },
        { data: { year: year(), participant: 'Rider 2' } },
      ),
    ).rejects.toMatchObject({ details: { reason: 'UNAUTHENTICATED' } });
  });
});
