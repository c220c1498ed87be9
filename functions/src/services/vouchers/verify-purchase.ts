import { retrieveReturnSession } from '@functions/services/booking-base/return-session';
import {
  verifyVoucherPaymentRequestSchema,
  type VoucherPaymentResponse,
} from '@/domain/api/vouchers';
import { formatVoucherCode } from '@/domain/vouchers/code';
import type { CallContext } from '@functions/lib/call-context';
import { failure, parseInput } from '@functions/lib/callable-errors';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import { expireVoucherCheckout, fulfilVoucherPurchase } from './fulfil-purchase';
import { voucherRef, type VoucherDoc } from './voucher-doc';

const notFound = () =>
  failure('not-found', 'NOT_FOUND', 'NOT_FOUND: no voucher matches this payment');

async function catchUpWithStripe(deps: BookingDeps, code: string, sessionId: string) {
  const session = await retrieveReturnSession(deps, sessionId, notFound);
  if (session.metadata?.['voucherId'] !== code) throw notFound();
  if (session.status === 'complete') await fulfilVoucherPurchase(deps, session);
  if (session.status === 'expired') await expireVoucherCheckout(deps, session);
}

function summary(code: string, voucher: VoucherDoc): VoucherPaymentResponse {
  const { value, delivery } = voucher;
  return {
    success: voucher.status === 'issued',
    status: voucher.status,
    voucher: {
      code: formatVoucherCode(code),
      recipientName: voucher.recipientName,
      amountCents: voucher.amountCents,
      ...(value.kind === 'tour'
        ? { tour: { tourName: value.tourName, people: value.people } }
        : {}),
      validUntil: voucher.validUntil,
      ...(delivery.kind === 'scheduled' ? { deliverAt: delivery.at.toDate().toISOString() } : {}),
    },
  };
}

/**
 * verifyPayment for a voucher purchase (the page Stripe returns to): brings a pending voucher up
 * to date from Stripe through the same fulfilment as the webhook, then answers its state. The
 * session and the voucher must belong together, so neither can be guessed alone.
 */
export async function verifyVoucherPayment(
  deps: BookingDeps,
  call: CallContext,
): Promise<VoucherPaymentResponse> {
  const { sessionId, voucherId } = parseInput(verifyVoucherPaymentRequestSchema, call.data);
  const ref = voucherRef(deps.db, voucherId);
  const before = (await ref.get()).data();
  if (!before?.stripeSessionId || before.stripeSessionId !== sessionId) throw notFound();
  if (before.status === 'pending') await catchUpWithStripe(deps, voucherId, sessionId);
  const voucher = (await ref.get()).data() ?? before;
  return summary(voucherId, voucher);
}
