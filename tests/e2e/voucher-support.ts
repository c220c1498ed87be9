import { expect, type APIRequestContext } from '@playwright/test';
import { callApi } from './api-support';
import { mailsTo } from './mail-support';

/**
 * A voucher bought and paid the way a visitor does it, delivered at once to the buyer:
 * purchaseVoucher through Hosting's /api rewrite, the Stripe stand-in's hosted page paid, the
 * return verified. Answers its printed code and the buyer's address.
 */
export async function paidVoucher(
  request: APIRequestContext,
  options: { amountCents: number; recipientName: string; message: string; locale: 'it' | 'en' },
): Promise<{ code: string; buyerEmail: string }> {
  const buyerEmail = `buyer.${Date.now()}@example.com`;
  const bought = await callApi(request, 'purchaseVoucher', {
    value: { kind: 'amount', amountCents: options.amountCents },
    buyerName: 'Marco Rossi',
    buyerEmail,
    recipientName: options.recipientName,
    message: options.message,
    delivery: { kind: 'now_to_buyer' },
    locale: options.locale,
  });
  expect(bought.status).toBe(200);
  const { url } = bought.body['result'] as { url: string };
  const paid = await request.post(`${url}/pay`, { maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  const success = new URL(paid.headers()['location'] ?? '');
  const verified = await callApi(request, 'verifyPayment', {
    sessionId: success.searchParams.get('session_id') ?? '',
    voucherId: success.searchParams.get('voucher') ?? '',
  });
  expect(verified.body['result']).toMatchObject({ success: true, status: 'issued' });
  const { code } = (verified.body['result'] as { voucher: { code: string } }).voucher;
  return { code, buyerEmail };
}

/** The text of the voucher mail the mail catcher holds for `address`, once it has arrived. */
export async function voucherMailText(address: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        text = (await mailsTo(address))[0]?.text ?? '';
        return text;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return text;
}

/** A voucher as getVoucher answers it: its code, balance and movements. */
export interface VoucherView {
  code: string;
  balanceCents: number;
  entries: { kind: string; amountCents: number }[];
}

export async function voucherView(request: APIRequestContext, code: string): Promise<VoucherView> {
  return (await callApi(request, 'getVoucher', { code })).body['result'] as VoucherView;
}
