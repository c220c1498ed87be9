import { expect, test } from '@playwright/test';
import { callApi, memberCheckoutRequest } from './api-support';
import { testDb } from '../support/firestore';
import { bookableSaturday, clearOpenHolds, clearRateLimits } from './booking-support';
import { mailsTo } from './mail-support';
import { voucherView } from './voucher-support';

// The deployed shape of the gift vouchers, before their pages exist: Hosting's /api rewrites →
// functions emulator → Firestore, the Stripe stand-in's hosted page and signed webhook, the mail
// catcher. A voucher is bought and paid, then pays part of a booking whose card pays the rest.

test.beforeEach(async () => {
  await clearRateLimits();
  await clearOpenHolds();
});

test('a voucher is bought, mailed, and pays part of a booking; its balance follows', async ({
  request,
}) => {
  const buyer = `buyer.${Date.now()}@example.com`;
  const bought = await callApi(request, 'purchaseVoucher', {
    value: { kind: 'amount', amountCents: 5000 },
    buyerName: 'Marco Rossi',
    buyerEmail: buyer,
    recipientName: 'Giulia Bianchi',
    message: 'Buon compleanno!',
    delivery: { kind: 'now_to_buyer' },
    locale: 'it',
  });
  expect(bought.status).toBe(200);
  const { url } = bought.body['result'] as { url: string };
  const paid = await request.post(`${url}/pay`, { maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  const success = new URL(paid.headers()['location'] ?? '');
  const sessionId = success.searchParams.get('session_id') ?? '';
  const voucherId = success.searchParams.get('voucher') ?? '';

  const verified = await callApi(request, 'verifyPayment', { sessionId, voucherId });
  expect(verified.body['result']).toMatchObject({
    success: true,
    status: 'issued',
    voucher: { amountCents: 5000, recipientName: 'Giulia Bianchi' },
  });
  const { code } = (verified.body['result'] as { voucher: { code: string } }).voucher;
  expect(code).toMatch(/^VPT-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);

  await expect.poll(async () => (await mailsTo(buyer)).length).toBe(1);

  // Two on the Pojega Tour, 160 €: the voucher pays 50, the card 110 in the same Checkout.
  const selectedDate = bookableSaturday();
  const created = await callApi(request, 'createCheckoutSession', {
    ...memberCheckoutRequest({
      selectedDate,
      customerEmail: 'giulia.voucher@example.com',
      locale: 'it',
    }),
    voucherCode: code.toLowerCase(),
  });
  expect(created.status).toBe(200);
  const booking = created.body['result'] as { url: string; bookingId: string };
  const held = (await testDb().doc(`bookings/${booking.bookingId}`).get()).data();
  expect(held).toMatchObject({ amountTotalCents: 11_000, voucher: { coveredCents: 5000 } });
  const view = () => voucherView(request, code);
  expect((await view()).balanceCents).toBe(0);

  const bookingPaid = await request.post(`${booking.url}/pay`, { maxRedirects: 0 });
  const bookingSession =
    new URL(bookingPaid.headers()['location'] ?? '').searchParams.get('session_id') ?? '';
  const confirmed = await callApi(request, 'verifyPayment', {
    sessionId: bookingSession,
    bookingId: booking.bookingId,
  });
  expect(confirmed.body['result']).toMatchObject({
    success: true,
    booking: { totalAmountCents: 11_000 },
  });
  const after = await view();
  expect(after.balanceCents).toBe(0);
  expect(after.entries.map((entry) => [entry.kind, entry.amountCents])).toEqual([
    ['issue', 5000],
    ['reserve', -5000],
    ['spend', 0],
  ]);
});
