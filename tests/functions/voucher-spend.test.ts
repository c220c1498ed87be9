import { describe, expect, it } from 'vitest';
import type { HttpsError } from 'firebase-functions/v2/https';
import { createCheckout } from '@functions/services/booking/checkout';
import { handleWebhookRequest } from '@functions/services/booking/webhook';
import { verifyPayment } from '@functions/services/booking/verify-payment';
import { releaseExpiredHolds } from '@functions/services/booking/release-expired';
import { releasePendingBooking } from '@functions/services/booking/seat-hold';
import { cancelPaidBooking } from '@functions/services/cancellation/cancel-paid-booking';
import { TOURS } from '@/domain/tours';
import { WEBHOOK_SECRET, registerBookingHarness } from '../support/booking-harness';
import { bookingRequest, call } from '../support/booking-request';
import { completeOnStripe, signedEvent } from '../support/stripe-stand-in';
import { eventually } from '../support/eventually';
import { storedBooking } from '../support/stored-bookings';
import { issuedVoucher, ledgerOf } from '../support/vouchers';
import { reasonOf } from '../support/refusal';

const h = registerBookingHarness();

const POJEGA = TOURS.pojega.priceCents; // 80 €

/** A checkout for `participants` on the Pojega Tour paying with `voucherCode`, by rider `n`. */
function checkoutWith(voucherCode: string, n = 0, participants = 1) {
  return createCheckout(
    h().deps,
    { ...h().settings, allowUnverifiedMembers: true },
    call(
      bookingRequest({
        tourId: 'pojega',
        participants,
        participantNames: Array.from({ length: participants }, (_, i) => `Rider ${n}-${i}`),
        customerEmail: `rider${n}@example.com`,
        gating: { memberNameEntered: `Rider ${n}` },
        voucherCode,
      }),
    ),
  );
}

describe('spending a voucher in the booking checkout', () => {
  it('lets 20 concurrent bookings take no more than the voucher holds', async () => {
    const { printed, code } = await issuedVoucher(h(), 10000);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, n) => checkoutWith(printed, n)),
    );
    const won = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value.bookingId] : []));
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [reasonOf(o.reason)] : []));
    // 80 € for the first, the 20 € left for the second, nothing for the other 18.
    expect(won).toHaveLength(2);
    expect(refused).toEqual(Array.from({ length: 18 }, () => 'VOUCHER_EMPTY'));
    const { entries, balance } = await ledgerOf(code);
    expect(balance).toBe(0);
    expect(
      entries
        .filter(([kind]) => kind === 'reserve')
        .map(([, cents]) => cents)
        .sort((a, b) => a - b),
    ).toEqual([-8000, -2000]);
    const bookings = await Promise.all(won.map(storedBooking));
    const paidByVoucher = bookings.map((b) => b.voucher?.coveredCents ?? 0).sort((a, b) => a - b);
    expect(paidByVoucher).toEqual([2000, 8000]);
    for (const booking of bookings) {
      expect(booking.amountTotalCents + booking.voucher!.coveredCents).toBe(POJEGA);
    }
  }, 60_000);

  it('charges the card the rest, spends the reserve when paid, once whatever the events', async () => {
    const { printed, code } = await issuedVoucher(h(), 5000);
    const { bookingId } = await checkoutWith(printed, 0);
    const held = await storedBooking(bookingId);
    expect(held).toMatchObject({
      amountTotalCents: 3000,
      voucher: { code, coveredCents: 5000, ledgerCents: 5000, state: 'reserved' },
    });
    const session = await h().stripe.checkout.sessions.retrieve(held.stripeSessionId!);
    expect(session.amount_total).toBe(3000);

    await completeOnStripe(h(), session.id);
    await eventually(async () => (await storedBooking(bookingId)).status === 'paid');
    expect((await storedBooking(bookingId)).voucher?.state).toBe('spent');
    expect(await ledgerOf(code)).toEqual({
      entries: [
        ['issue', 5000],
        ['reserve', -5000],
        ['spend', 0],
      ],
      balance: 0,
    });

    // Replayed, reordered and racing: completed again, expired late, the success page.
    const paid = await h().stripe.checkout.sessions.retrieve(session.id);
    const completed = signedEvent(h().stripe, 'checkout.session.completed', paid);
    const expired = signedEvent(h().stripe, 'checkout.session.expired', {
      ...paid,
      status: 'expired',
    });
    await Promise.all([
      handleWebhookRequest(h().deps, WEBHOOK_SECRET, expired),
      handleWebhookRequest(h().deps, WEBHOOK_SECRET, completed),
      handleWebhookRequest(h().deps, WEBHOOK_SECRET, completed),
      verifyPayment(h().deps, call({ sessionId: session.id, bookingId })),
    ]);
    expect((await ledgerOf(code)).entries).toHaveLength(3);
    expect((await storedBooking(bookingId)).status).toBe('paid');
  });

  it('gives the reserve back when the checkout expires, once', async () => {
    const { printed, code } = await issuedVoucher(h(), 5000);
    const { bookingId } = await checkoutWith(printed, 0);
    const { stripeSessionId } = await storedBooking(bookingId);
    await h().stripe.checkout.sessions.expire(stripeSessionId!);
    await eventually(async () => (await storedBooking(bookingId)).status === 'expired');
    // The scheduled release passing after the event finds nothing left to give back.
    h().clock.ms += 40 * 60_000;
    await releaseExpiredHolds(h().deps);
    expect((await storedBooking(bookingId)).voucher?.state).toBe('released');
    expect(await ledgerOf(code)).toEqual({
      entries: [
        ['issue', 5000],
        ['reserve', -5000],
        ['release', 5000],
      ],
      balance: 5000,
    });
  });

  it('takes the voucher part again for a payment made after the hold lapsed, if it is still there', async () => {
    const lapse = (bookingId: string) =>
      releasePendingBooking(h().deps.db, bookingId, {
        status: 'expired',
        reason: 'hold_timed_out',
        now: h().deps.now(),
      });
    // The hold lapses while its customer is still on Stripe's page, and they pay.
    const kept = await issuedVoucher(h(), 5000);
    const late = await checkoutWith(kept.printed, 0);
    await lapse(late.bookingId);
    expect((await ledgerOf(kept.code)).balance).toBe(5000);
    await completeOnStripe(h(), (await storedBooking(late.bookingId)).stripeSessionId!);
    await eventually(async () => (await storedBooking(late.bookingId)).status === 'paid');
    expect((await storedBooking(late.bookingId)).voucher?.state).toBe('spent');
    expect(await ledgerOf(kept.code)).toEqual({
      entries: [
        ['issue', 5000],
        ['reserve', -5000],
        ['release', 5000],
        ['reserve', -5000],
        ['spend', 0],
      ],
      balance: 0,
    });

    // Meanwhile another booking took the whole voucher: the late card payment is refunded.
    const taken = await issuedVoucher(h(), 5000);
    const first = await checkoutWith(taken.printed, 1);
    await lapse(first.bookingId);
    await checkoutWith(taken.printed, 2);
    await completeOnStripe(h(), (await storedBooking(first.bookingId)).stripeSessionId!);
    await eventually(async () => (await storedBooking(first.bookingId)).refundId !== undefined);
    expect(await storedBooking(first.bookingId)).toMatchObject({
      status: 'refunded',
      voucher: { state: 'released' },
      staffAttentionReasons: expect.arrayContaining(['paid_after_release_refunded']),
    });
    expect(await ledgerOf(taken.code)).toEqual({
      entries: [
        ['issue', 5000],
        ['reserve', -5000],
        ['release', 5000],
        ['reserve', -5000],
      ],
      balance: 0,
    });
  });

  it('confirms at once, without Stripe, a booking the voucher pays in full', async () => {
    const { printed, code } = await issuedVoucher(h(), 15000);
    const { bookingId, url } = await checkoutWith(printed, 0);
    const booking = await storedBooking(bookingId);
    expect(booking).toMatchObject({ status: 'paid', amountTotalCents: 0 });
    expect(booking.stripeSessionId).toBeUndefined();
    expect(booking.ticket).toBeDefined();
    expect(await ledgerOf(code)).toEqual({
      entries: [
        ['issue', 15000],
        ['reserve', -8000],
        ['spend', 0],
      ],
      balance: 7000,
    });
    await eventually(async () =>
      h().mails.some((mail) => mail.envelopeTo.includes('rider0@example.com')),
    );
    const confirmation = h().mails.find((mail) => mail.envelopeTo.includes('rider0@example.com'))!;
    expect(confirmation.text).toContain('Pagato con buono regalo: 80,00');
    expect(confirmation.text).not.toContain('Pagato con carta');
    const sessionId = new URL(url).searchParams.get('session_id')!;
    expect(await verifyPayment(h().deps, call({ sessionId, bookingId }))).toMatchObject({
      success: true,
      paymentStatus: 'paid',
    });
    // Cancelled, it gives the voucher its 80 € back and asks Stripe for nothing.
    await cancelPaidBooking(h().deps, bookingId, 'customer');
    expect(await storedBooking(bookingId)).toMatchObject({
      status: 'cancelled',
      voucher: { state: 'refunded' },
      refund: { amountCents: 0, status: 'none' },
    });
    expect((await ledgerOf(code)).balance).toBe(15000);
    await eventually(async () => h().mails.some((mail) => mail.subject.includes('annullat')));
    const cancelMail = h().mails.find((mail) => mail.subject.includes('annullat'))!;
    expect(cancelMail.text).not.toContain('Rimborso');
    expect(cancelMail.text).toMatch(/80,00\s€ tornano sul tuo buono regalo/);
    // A forged id for the same booking reads nothing.
    await expect(
      verifyPayment(h().deps, call({ sessionId: 'cs_voucher_0000', bookingId })),
    ).rejects.toThrow(/NOT_FOUND/);
  });

  it('returns the voucher part on cancellation; the card part follows the policy', async () => {
    const { printed, code } = await issuedVoucher(h(), 5000);
    const { bookingId } = await checkoutWith(printed, 0);
    await completeOnStripe(h(), (await storedBooking(bookingId)).stripeSessionId!);
    await eventually(async () => (await storedBooking(bookingId)).status === 'paid');

    const [first, second] = await Promise.all([
      cancelPaidBooking(h().deps, bookingId, 'customer'),
      cancelPaidBooking(h().deps, bookingId, 'customer'),
    ]);
    expect([first.changed, second.changed].sort()).toEqual([false, true]);
    const cancelled = await storedBooking(bookingId);
    expect(cancelled.voucher?.state).toBe('refunded');
    // Five days ahead: the policy gives the card's 30 € back whole.
    expect(cancelled.refund).toMatchObject({ percent: 100, amountCents: 3000 });
    await eventually(async () => h().mails.some((mail) => mail.subject.includes('annullat')));
    const mail = h().mails.find((m) => m.subject.includes('annullat'))!;
    expect(mail.text).toContain('Rimborso: 30,00');
    expect(mail.text).toMatch(new RegExp(`50,00\\s€ tornano sul tuo buono regalo ${printed}`));
    expect(await ledgerOf(code)).toEqual({
      entries: [
        ['issue', 5000],
        ['reserve', -5000],
        ['spend', 0],
        ['refund', 5000],
      ],
      balance: 5000,
    });
  });

  it('refuses an unknown, expired or empty voucher on its field, holding nothing', async () => {
    const empty = await issuedVoucher(h(), 5000);
    await checkoutWith(empty.printed, 1, 1);
    const tries = await Promise.allSettled([
      checkoutWith('VPT-2222-2222-2222', 2),
      checkoutWith('not a code', 3),
      checkoutWith(empty.printed, 4),
    ]);
    expect(tries.map((t) => t.status === 'rejected' && reasonOf(t.reason))).toEqual([
      'VOUCHER_NOT_FOUND',
      'VOUCHER_NOT_FOUND',
      'VOUCHER_EMPTY',
    ]);
    for (const t of tries) {
      if (t.status === 'rejected') {
        expect((t.reason as HttpsError).details).toMatchObject({ fields: ['voucherCode'] });
      }
    }
    // A voucher issued three years before today is past its 24 months.
    h().clock.ms -= 3 * 366 * 86_400_000;
    const old = await issuedVoucher(h(), 5000);
    h().clock.ms += 3 * 366 * 86_400_000;
    await expect(checkoutWith(old.printed, 5)).rejects.toThrow(/VOUCHER_EXPIRED/);
  });
});
