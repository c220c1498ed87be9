import { describe, expect, it } from 'vitest';
import { handleWebhookRequest } from '@functions/services/booking/webhook';
import { verifyAnyPayment } from '@functions/services/booking/verify-payment';
import { sendDueVoucherDeliveries } from '@functions/services/vouchers/delivery';
import { purchaseVoucher } from '@functions/services/vouchers/purchase';
import { getReceipt } from '@functions/services/receipts/get-receipt';
import { voucherBalanceCents } from '@/domain/vouchers/ledger';
import { formatVoucherCode, isVoucherCode } from '@/domain/vouchers/code';
import { TOURS } from '@/domain/tours';
import { todayInRome } from '@/domain/calendar';
import { testDb } from '../support/firestore';
import { WEBHOOK_SECRET, registerBookingHarness } from '../support/booking-harness';
import { call } from '../support/booking-request';
import { completeOnStripe, deliveredEvents, signedEvent } from '../support/stripe-stand-in';
import { eventually } from '../support/eventually';
import { boughtVoucher, onlyVoucher, storedVoucher, voucherRequest } from '../support/vouchers';
import { reasonOf } from '../support/refusal';

const h = registerBookingHarness();

/** The receipt a mail's "/ricevuta" link opens, as its page reads it. */
async function receiptLinkedFrom(text: string) {
  const link = /https?:\/\/\S+\/ricevuta\?token=[^\s)>\]]+/.exec(text)?.[0];
  expect(link).toBeDefined();
  const token = new URL(link!).searchParams.get('token') ?? '';
  return getReceipt(h().deps, call({ token }));
}

/** The day after the harness clock's day, in Rome (the clock moves; no fixed date). */
function dayAfterClock(days = 1): string {
  return todayInRome(new Date(h().clock.ms + days * 86_400_000));
}

describe('buying a voucher', () => {
  it('issues it once paid, with an issue entry, and mails it to the buyer once', async () => {
    const { code, sessionId } = await boughtVoucher(h());
    expect(isVoucherCode(code)).toBe(true);
    const voucher = await storedVoucher(code);
    expect(voucher).toMatchObject({ status: 'issued', amountCents: 5000 });
    expect(voucher.entries.map((entry) => [entry.kind, entry.amountCents])).toEqual([
      ['issue', 5000],
    ]);
    expect(voucherBalanceCents(voucher.entries)).toBe(5000);
    await eventually(async () => h().mails.length === 1);
    expect(h().mails[0]!.envelopeTo).toEqual(['marco@example.com']);
    expect(h().mails[0]!.text).toContain(formatVoucherCode(code));
    expect(h().mails[0]!.text).toContain('Buon Natale, Anna!');
    // The sale's numbered receipt, linked from the buyer's mail.
    expect(await receiptLinkedFrom(h().mails[0]!.text)).toMatchObject({
      kind: 'voucher_sale',
      amountCents: 5000,
      payer: { name: 'Marco Rossi' },
    });

    // The completed event again, and the success page racing it: nothing happens twice.
    const session = await h().stripe.checkout.sessions.retrieve(sessionId);
    const replay = signedEvent(h().stripe, 'checkout.session.completed', session);
    const answers = await Promise.all([
      handleWebhookRequest(h().deps, WEBHOOK_SECRET, replay),
      handleWebhookRequest(h().deps, WEBHOOK_SECRET, replay),
      verifyAnyPayment(h().deps, call({ sessionId, voucherId: code })),
    ]);
    expect(answers[2]).toMatchObject({ success: true, status: 'issued' });
    // An expired event arriving late leaves it issued.
    const late = signedEvent(h().stripe, 'checkout.session.expired', {
      ...session,
      status: 'expired',
    });
    await handleWebhookRequest(h().deps, WEBHOOK_SECRET, late);
    const after = await storedVoucher(code);
    expect(after.status).toBe('issued');
    expect(after.entries).toHaveLength(1);
    const outbox = await testDb().collection('mailOutbox').get();
    expect(outbox.docs.map((doc) => doc.id)).toEqual([`voucher-${code}-delivery`]);
  });

  it('prices a tour voucher from the catalogue, whatever the caller adds', async () => {
    const { code } = await boughtVoucher(h(), {
      value: { kind: 'tour', tourId: 'pojega', people: 2, amountCents: 100 } as never,
    });
    const voucher = await storedVoucher(code);
    expect(voucher.amountCents).toBe(TOURS.pojega.priceCents * 2);
    expect(voucher.value).toEqual({
      kind: 'tour',
      tourId: 'pojega',
      tourName: 'Pojega Tour',
      people: 2,
    });
  });

  it('gives a fresh random code to each voucher', async () => {
    await Promise.all(
      Array.from({ length: 15 }, () =>
        purchaseVoucher(h().deps, h().settings, call(voucherRequest())),
      ),
    );
    const codes = (await testDb().collection('vouchers').get()).docs.map((doc) => doc.id);
    expect(codes).toHaveLength(15);
    expect(new Set(codes).size).toBe(15);
    for (const code of codes) expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{12}$/);
  });

  it('issues a voucher paid after its expired event arrived first (events reordered)', async () => {
    await purchaseVoucher(h().deps, h().settings, call(voucherRequest()));
    const { code, voucher } = await onlyVoucher();
    h().webhook.down = true;
    await completeOnStripe(h(), voucher.stripeSessionId!);
    // The stand-in has given up its deliveries of the completed event before the webhook is back.
    await eventually(async () => {
      const events = await deliveredEvents(h(), 'checkout.session.completed');
      return events.length === 1 && events[0]!.delivery.state === 'failed';
    });
    const paid = await h().stripe.checkout.sessions.retrieve(voucher.stripeSessionId!);
    h().webhook.down = false;
    // The expired event of an earlier moment, then the completed one: the payment wins, once.
    const expired = signedEvent(h().stripe, 'checkout.session.expired', {
      ...paid,
      status: 'expired',
      payment_status: 'unpaid',
    });
    const completed = signedEvent(h().stripe, 'checkout.session.completed', paid);
    await handleWebhookRequest(h().deps, WEBHOOK_SECRET, expired);
    expect((await storedVoucher(code)).status).toBe('cancelled');
    await handleWebhookRequest(h().deps, WEBHOOK_SECRET, completed);
    await handleWebhookRequest(h().deps, WEBHOOK_SECRET, completed);
    const issued = await storedVoucher(code);
    expect(issued.status).toBe('issued');
    expect(issued.entries.map((entry) => entry.kind)).toEqual(['issue']);
  });

  it('never issues a voucher whose checkout expired unpaid', async () => {
    await purchaseVoucher(h().deps, h().settings, call(voucherRequest()));
    const { code, voucher } = await onlyVoucher();
    await h().stripe.checkout.sessions.expire(voucher.stripeSessionId!);
    await eventually(async () => (await storedVoucher(code)).status === 'cancelled');
    expect((await storedVoucher(code)).entries).toEqual([]);
  });

  it('refuses a delivery time already past, and an amount outside the rules, storing nothing', async () => {
    const yesterday = dayAfterClock(-1);
    const attempts = await Promise.allSettled([
      purchaseVoucher(
        h().deps,
        h().settings,
        call(
          voucherRequest({
            delivery: {
              kind: 'scheduled',
              recipientEmail: 'anna@example.com',
              date: yesterday,
              hour: 8,
            },
          }),
        ),
      ),
      purchaseVoucher(
        h().deps,
        h().settings,
        call(voucherRequest({ value: { kind: 'amount', amountCents: 60000 } })),
      ),
    ]);
    expect(
      attempts.map((attempt) => attempt.status === 'rejected' && reasonOf(attempt.reason)),
    ).toEqual(['INVALID_DELIVERY_TIME', 'MISSING_FIELDS']);
    expect((await testDb().collection('vouchers').get()).size).toBe(0);
  });
});

describe('a voucher delivered on a chosen day', () => {
  it('sends the buyer a receipt now, and the recipient the voucher once, at its hour', async () => {
    const date = dayAfterClock(1);
    const { code } = await boughtVoucher(h(), {
      delivery: { kind: 'scheduled', recipientEmail: 'anna@example.com', date, hour: 8 },
    });
    await eventually(async () => h().mails.length === 1);
    expect(h().mails[0]!.envelopeTo).toEqual(['marco@example.com']);
    expect(h().mails[0]!.subject).toBe('Ricevuta del tuo buono regalo');
    expect(await receiptLinkedFrom(h().mails[0]!.text)).toMatchObject({ kind: 'voucher_sale' });

    // Until 08:00 Italian time the job sends nothing.
    const at = (await storedVoucher(code)).deliveryDueAt!.toMillis();
    h().clock.ms = at - 60_000;
    expect(await sendDueVoucherDeliveries(h().deps)).toBe(0);

    // At the hour, two runs at once (a slow run overlapping the next) send it once.
    h().clock.ms = at + 60_000;
    const runs = await Promise.all([
      sendDueVoucherDeliveries(h().deps),
      sendDueVoucherDeliveries(h().deps),
    ]);
    expect(runs[0]! + runs[1]!).toBe(1);
    expect(await sendDueVoucherDeliveries(h().deps)).toBe(0);
    await eventually(async () => h().mails.length === 3);
    const recipient = h().mails.find((mail) => mail.envelopeTo.includes('anna@example.com'));
    expect(recipient?.text).toContain(formatVoucherCode(code));
    // The receipt is the buyer's: the recipient's mail never links it.
    expect(recipient?.text).not.toContain('/ricevuta?token=');
    expect(recipient?.text).toContain('Marco Rossi ti regala');
    const copy = h().mails.filter((mail) => mail.envelopeTo.includes('marco@example.com'));
    expect(copy.map((mail) => mail.subject)).toEqual([
      'Ricevuta del tuo buono regalo',
      'Il tuo buono regalo è stato consegnato a Anna Verdi',
    ]);
    // The copy says the recipient's went out: it is queued only once it has.
    expect(h().mails.indexOf(recipient!)).toBeLessThan(h().mails.indexOf(copy[1]!));
    // Both deliveries reported on the voucher (each once its mail went out).
    await eventually(async () => {
      const { mail } = await storedVoucher(code);
      return mail?.['delivery']?.status === 'sent' && mail['deliveryCopy']?.status === 'sent';
    });
    expect((await storedVoucher(code)).deliveryQueuedAt).toBeDefined();
  });
});
