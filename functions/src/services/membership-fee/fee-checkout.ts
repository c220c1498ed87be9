import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  createFeeCheckoutRequestSchema,
  type CreateFeeCheckoutResponse,
} from '@/domain/api/membership-fee';
import type { CallContext } from '@functions/lib/call-context';
import { failure, parseInput } from '@functions/lib/callable-errors';
import type { BookingDeps, CheckoutSettings } from '@functions/services/booking-base/deps';
import { sessionExpiry } from '@functions/services/booking-base/stripe-session';
import { applicationRef } from '@functions/services/membership/applications';
import { enforceCallLimits } from '@functions/services/call-limits';
import { createFeeSession, type FeeSessionInput } from './fee-session';
import { feeTermsOf } from '@functions/services/membership/fee-terms';
import { errorText } from '@functions/lib/error-text';

/** An open Checkout is handed out again only while the applicant still has time to pay it. */
const REUSE_MARGIN_MS = 2 * 60_000;

const notPayable = (why: string) =>
  failure('failed-precondition', 'FEE_NOT_DUE', `FEE_NOT_DUE: ${why}`);

/**
 * Decides in one transaction which Checkout the call opens: the open one of the application
 * (a double tap, a return from Stripe's page) or a new attempt, with its amount, year and expiry
 * stored first. Only an application still waiting for the board, whose fee is unpaid, pays.
 */
async function reserveCheckout(
  deps: BookingDeps,
  applicationId: string,
  uid: string | undefined,
): Promise<FeeSessionInput & { sessionUrl?: string }> {
  const ref = applicationRef(deps.db, applicationId);
  return deps.db.runTransaction(async (tx) => {
    const now = deps.now();
    const application = (await tx.get(ref)).data();
    if (!application) throw failure('not-found', 'NOT_FOUND', 'NOT_FOUND: no such application');
    if (application.fee) throw notPayable('the fee is paid');
    if (application.status !== 'submitted') throw notPayable('the application was decided');
    const base = {
      applicationId,
      email: application.email,
      locale: application.locale,
    };
    const open = application.feeCheckout;
    if (open && open.expiresAt.toMillis() > now.getTime() + REUSE_MARGIN_MS) {
      return {
        ...base,
        attempt: open.attempt,
        year: open.year,
        amountCents: open.amountCents,
        expiresAt: open.expiresAt.toDate(),
        ...(open.url ? { sessionUrl: open.url } : {}),
      };
    }
    const terms = await feeTermsOf(deps.db, application, now, tx);
    const attempt = (open?.attempt ?? 0) + 1;
    const expiresAt = sessionExpiry(now);
    tx.update(ref, {
      feeCheckout: {
        attempt,
        ...terms,
        expiresAt: Timestamp.fromDate(expiresAt),
        ...(uid ? { uid } : {}),
      },
    });
    return { ...base, attempt, ...terms, expiresAt };
  });
}

/**
 * createFeeCheckout: the Checkout of a stored application's membership fee, at the amount of
 * `settings/membership.fees` for its type and for the year the fee-year rule gives (never the
 * client's). Stripe settles it through the webhook and verifyPayment (`kind: 'fee'`).
 */
export async function createFeeCheckout(
  deps: BookingDeps,
  settings: Pick<CheckoutSettings, 'siteUrl'>,
  call: CallContext,
): Promise<CreateFeeCheckoutResponse> {
  await enforceCallLimits(deps, { name: 'createFeeCheckout', caller: call, now: deps.now() });
  const { applicationId } = parseInput(createFeeCheckoutRequestSchema, call.data);
  const checkout = await reserveCheckout(deps, applicationId, call.uid);
  const figures = { amountCents: checkout.amountCents, feeYear: checkout.year };
  if (checkout.sessionUrl) return { url: checkout.sessionUrl, ...figures };
  let url: string | null;
  let sessionId: string;
  try {
    const session = await createFeeSession(deps.stripe, checkout, settings.siteUrl);
    url = session.url;
    sessionId = session.id;
  } catch (error) {
    logger.error('fee checkout not created', {
      applicationId,
      error: errorText(error),
    });
    throw failure(
      'unavailable',
      'PAYMENT_PROVIDER_UNAVAILABLE',
      'PAYMENT_PROVIDER_UNAVAILABLE: the payment service did not answer',
    );
  }
  if (!url) throw failure('internal', 'INTERNAL', 'INTERNAL: Checkout gave no address');
  // Both taps of one attempt write the same session (Stripe's idempotency gave them the same).
  await applicationRef(deps.db, applicationId).update({
    'feeCheckout.sessionId': sessionId,
    'feeCheckout.url': url,
  });
  logger.info('fee checkout opened', { applicationId, feeYear: checkout.year });
  return { url, ...figures };
}
