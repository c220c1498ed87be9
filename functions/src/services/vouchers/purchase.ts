import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type Stripe from 'stripe';
import {
  voucherPurchaseRequestSchema,
  type ParsedVoucherPurchaseRequest,
  type VoucherPurchaseResponse,
} from '@/domain/api/vouchers';
import { CURRENCY } from '@/domain/money';
import { TOURS } from '@/domain/tours';
import { voucherValueCents } from '@/domain/vouchers/amount';
import { newVoucherCode } from '@/domain/vouchers/code';
import { deliveryInstant, deliveryProblem } from '@/domain/vouchers/delivery';
import { GIFT_PAGE_PATH } from '@/domain/vouchers/link';
import { voucherValidUntil } from '@/domain/vouchers/validity';
import type { CallContext } from '@functions/lib/call-context';
import { failure, parseInput } from '@functions/lib/callable-errors';
import type { BookingDeps, CheckoutSettings } from '@functions/services/booking-base/deps';
import { createCardCheckout } from '@functions/services/booking-base/card-checkout';
import { sessionExpiry } from '@functions/services/booking-base/stripe-session';
import { enforceCallLimits } from '@functions/services/call-limits';
import { voucherRef, type VoucherDoc } from './voucher-doc';
import { loadVoucherSettings } from './voucher-settings';
import { errorText } from '@functions/lib/error-text';

const ALREADY_EXISTS = 6;

/** The delivery as stored: a scheduled one at its instant, checked on the server's clock. */
function storedDelivery(
  request: ParsedVoucherPurchaseRequest,
  now: Date,
): { delivery: VoucherDoc['delivery']; dueAt?: Timestamp } {
  const { delivery } = request;
  if (delivery.kind === 'now_to_buyer') return { delivery };
  const at = deliveryInstant(delivery.date, delivery.hour);
  if (deliveryProblem(at, now)) {
    throw failure(
      'invalid-argument',
      'INVALID_DELIVERY_TIME',
      'INVALID_DELIVERY_TIME: the delivery must be later than now and within a year',
      { fields: ['delivery.date', 'delivery.hour'] },
    );
  }
  const stamp = Timestamp.fromDate(at);
  return {
    delivery: { kind: 'scheduled', recipientEmail: delivery.recipientEmail, at: stamp },
    dueAt: stamp,
  };
}

/** The pending voucher, its value from the catalogue (a tour) or the checked amount. */
function pendingVoucher(
  request: ParsedVoucherPurchaseRequest,
  validityMonths: number,
  now: Date,
): VoucherDoc {
  const at = Timestamp.fromDate(now);
  const { value } = request;
  const { delivery } = storedDelivery(request, now);
  return {
    status: 'pending',
    value:
      value.kind === 'tour'
        ? {
            kind: 'tour',
            tourId: value.tourId,
            tourName: TOURS[value.tourId].displayName,
            people: value.people,
          }
        : { kind: 'amount' },
    amountCents: voucherValueCents(value),
    currency: CURRENCY,
    buyerName: request.buyerName,
    buyerEmail: request.buyerEmail,
    recipientName: request.recipientName,
    message: request.message,
    locale: request.locale,
    delivery,
    // Counted again from the payment's day when it is issued.
    validUntil: voucherValidUntil(now, validityMonths),
    entries: [],
    createdAt: at,
    updatedAt: at,
  };
}

/** Creates the voucher under a fresh code; a code already taken (never seen yet) draws again. */
async function createUnderNewCode(deps: BookingDeps, voucher: VoucherDoc): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const code = newVoucherCode();
    try {
      await voucherRef(deps.db, code).create(voucher);
      return code;
    } catch (error) {
      if ((error as { code?: unknown }).code !== ALREADY_EXISTS || attempt >= 5) throw error;
    }
  }
}

const LINE_NAMES = { it: 'Buono regalo', en: 'Gift voucher' } as const;

/** The Checkout Session of a voucher purchase: one line at the voucher's value, cards only. */
function createVoucherSession(
  stripe: Stripe,
  code: string,
  voucher: VoucherDoc,
  siteUrl: string,
  expiresAt: Date,
): Promise<Stripe.Checkout.Session> {
  const description =
    voucher.value.kind === 'tour'
      ? `${voucher.value.tourName} × ${voucher.value.people}`
      : voucher.recipientName;
  return createCardCheckout(stripe, {
    lineItems: [
      {
        quantity: 1,
        price_data: {
          currency: voucher.currency,
          unit_amount: voucher.amountCents,
          product_data: { name: LINE_NAMES[voucher.locale], description },
        },
      },
    ],
    email: voucher.buyerEmail,
    reference: `voucher-${code}`,
    metadata: { voucherId: code },
    intentMetadata: { voucherId: code },
    locale: voucher.locale,
    expiresAt,
    siteUrl,
    successPath: `${GIFT_PAGE_PATH}/grazie?session_id={CHECKOUT_SESSION_ID}&voucher=${code}`,
    cancelPath: GIFT_PAGE_PATH,
    idempotencyKey: `voucher-session-${code}`,
  });
}

/**
 * purchaseVoucher: anyone may buy a voucher (a gift is not a service to a member). Stores the
 * pending voucher, then opens its Checkout Session; the payment is fulfilled by the same webhook
 * and verifyPayment as a booking's (fulfil-purchase.ts). A voucher holds nothing scarce, so a
 * failed session leaves a pending voucher that simply never gets issued.
 */
export async function purchaseVoucher(
  deps: BookingDeps,
  settings: CheckoutSettings,
  call: CallContext,
): Promise<VoucherPurchaseResponse> {
  const now = deps.now();
  await enforceCallLimits(deps, { name: 'purchaseVoucher', caller: call, now });
  const request = parseInput(voucherPurchaseRequestSchema, call.data, 'MISSING_FIELDS');
  const { validityMonths } = await loadVoucherSettings(deps.db);
  const voucher = pendingVoucher(request, validityMonths, now);
  const code = await createUnderNewCode(deps, voucher);
  const expiresAt = sessionExpiry(deps.now());
  let session: Stripe.Checkout.Session;
  try {
    session = await createVoucherSession(deps.stripe, code, voucher, settings.siteUrl, expiresAt);
    if (!session.url) throw new Error('Stripe returned a session without a URL');
  } catch (error) {
    logger.error('voucher checkout session failed', {
      error: errorText(error),
    });
    await voucherRef(deps.db, code).update({
      status: 'cancelled',
      updatedAt: Timestamp.fromDate(deps.now()),
    });
    throw failure(
      'unavailable',
      'PAYMENT_PROVIDER_UNAVAILABLE',
      'PAYMENT_PROVIDER_UNAVAILABLE: the payment service did not answer, nothing was charged',
    );
  }
  await voucherRef(deps.db, code).update({
    stripeSessionId: session.id,
    checkoutExpiresAt: Timestamp.fromDate(expiresAt),
  });
  logger.info('voucher checkout session created', { amountCents: voucher.amountCents });
  return { url: session.url };
}
