import { logger } from 'firebase-functions';
import {
  verifyFeePaymentRequestSchema,
  type VerifyFeePaymentResponse,
} from '@/domain/api/membership-fee';
import type { CallContext } from '@functions/lib/call-context';
import { failure, parseInput } from '@functions/lib/callable-errors';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import { retrieveReturnSession } from '@functions/services/booking-base/return-session';
import { applicationRef, type ApplicationDoc } from '@functions/services/membership/applications';
import { fulfilFeeSession } from './fee-fulfilment';
import { feeOfSession } from './fee-session';
import { errorText } from '@functions/lib/error-text';

const notFound = () =>
  failure('not-found', 'NOT_FOUND', 'NOT_FOUND: no application matches this payment');

function answer(application: ApplicationDoc, open: boolean): VerifyFeePaymentResponse {
  const { fee, feeCheckout } = application;
  if (fee) return { feeState: 'paid', amountCents: fee.amountCents, feeYear: fee.year };
  return {
    feeState: open ? 'open' : 'expired',
    amountCents: feeCheckout?.amountCents ?? 0,
    feeYear: feeCheckout?.year ?? 0,
  };
}

/**
 * verifyPayment from the fee's return page (the call names `applicationId`): whether the fee is
 * paid, brought up to date from Stripe through the webhook's own path. The session must be the
 * application's, so nobody reads an application by guessing one id. The caller counts it against
 * verifyPayment's rate limits.
 */
export async function verifyFeePayment(
  deps: BookingDeps,
  call: CallContext,
): Promise<VerifyFeePaymentResponse> {
  const { sessionId, applicationId } = parseInput(verifyFeePaymentRequestSchema, call.data);
  const ref = applicationRef(deps.db, applicationId);
  const before = (await ref.get()).data();
  if (!before) throw notFound();
  const session = await retrieveReturnSession(deps, sessionId, notFound);
  if (feeOfSession(session)?.applicationId !== applicationId) throw notFound();
  if (!before.fee && session.status === 'complete') {
    try {
      await fulfilFeeSession(deps, session);
    } catch (error) {
      logger.error('verifyPayment could not finish a fee', {
        applicationId,
        error: errorText(error),
      });
    }
  }
  const application = (await ref.get()).data() ?? before;
  return answer(application, session.status === 'open' || session.status === 'complete');
}
