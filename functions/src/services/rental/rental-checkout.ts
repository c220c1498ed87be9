import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  rentalCheckoutRequestSchema,
  type ParsedRentalCheckoutRequest,
  type RentalCheckoutResponse,
} from '@/domain/api/rental';
import { rentalInterval } from '@/domain/rental/interval';
import { TERMS_VERSION } from '@/domain/terms';
import type { CallContext } from '@functions/lib/call-context';
import { failure, parseInput } from '@functions/lib/callable-errors';
import type { BookingDeps, CheckoutSettings } from '@functions/services/booking-base/deps';
import { sessionExpiry } from '@functions/services/booking-base/stripe-session';
import { verifyMembership } from '@functions/services/membership/verify-membership';
import { enforceCallLimits } from '@functions/services/call-limits';
import { newRentalId, rentalRef, rentalStockRef } from './rental-docs';
import { createRentalWithHold, openStock, releaseRentalStock } from './rental-hold';
import { newRentalRecord } from './rental-record';
import { createRentalSession } from './rental-session';
import { errorText } from '@functions/lib/error-text';

/** The form's own rules that need no stored data, in the booking card's order. */
function checkGating(request: ParsedRentalCheckoutRequest, medicalRequired: boolean): void {
  const { gating } = request;
  if (!gating.isMember || gating.memberNameEntered.trim() === '') {
    throw failure(
      'failed-precondition',
      'MEMBER_NOT_FOUND',
      'MEMBER_NOT_FOUND: membership verification required',
    );
  }
  if (!gating.termsAccepted || gating.termsVersion !== TERMS_VERSION) {
    throw failure(
      'failed-precondition',
      'TERMS_NOT_ACCEPTED',
      'TERMS_NOT_ACCEPTED: the current terms must be accepted',
    );
  }
  if (medicalRequired && !gating.medicalCertDeclared) {
    throw failure(
      'failed-precondition',
      'MEDICAL_CERT_REQUIRED',
      'MEDICAL_CERT_REQUIRED: a medical certificate must be declared',
    );
  }
}

async function expireSessions(
  deps: BookingDeps,
  replaced: { rentalId: string; stripeSessionId?: string }[],
) {
  for (const { rentalId, stripeSessionId } of replaced) {
    logger.info('unpaid rental replaced by a new attempt', { rentalId });
    if (!stripeSessionId) continue;
    await deps.stripe.checkout.sessions.expire(stripeSessionId).catch((error: unknown) => {
      logger.warn('replaced rental session could not be expired', {
        rentalId,
        error: errorText(error),
      });
    });
  }
}

/**
 * createRentalCheckout: re-checks the form, holds every bike and add-on with the pending rental in
 * one commit (rental-hold.ts), then opens Stripe Checkout. Stripe is called only after the commit;
 * a failure there gives the stock back.
 */
export async function createRentalCheckout(
  deps: BookingDeps,
  settings: CheckoutSettings,
  call: CallContext,
): Promise<RentalCheckoutResponse> {
  const now = deps.now();
  await enforceCallLimits(deps, { name: 'createRentalCheckout', caller: call, now });
  const request = parseInput(rentalCheckoutRequestSchema, call.data, 'MISSING_FIELDS');
  const interval = rentalInterval(request.selection);
  if (!interval) {
    throw failure(
      'failed-precondition',
      'INVALID_DATE',
      'INVALID_DATE: the days do not fit the formula',
      {
        fields: ['selection'],
      },
    );
  }
  const stock = openStock((await rentalStockRef(deps.db, request.selection.modelId).get()).data());
  checkGating(request, stock.medicalDeclarationRequired);
  const membership = await verifyMembership(
    deps,
    request.gating,
    request.selection.startDate,
    settings,
  );

  const rentalId = newRentalId(deps.db);
  const draft = newRentalRecord(request, interval, membership, call.uid, now);
  const { rental, replaced } = await createRentalWithHold(deps, rentalId, draft, now);
  await expireSessions(deps, replaced);

  const expiresAt = sessionExpiry(deps.now());
  let session;
  try {
    session = await createRentalSession(deps.stripe, rentalId, rental, settings.siteUrl, expiresAt);
    if (!session.url) throw new Error('Stripe returned a session without a URL');
  } catch (error) {
    logger.error('rental checkout session failed, stock released', {
      rentalId,
      error: errorText(error),
    });
    await releaseRentalStock(deps.db, rentalId, {
      status: 'cancelled',
      reason: 'payment_provider_unavailable',
      now: deps.now(),
      only: (held) => held.status === 'pending',
    });
    throw failure(
      'unavailable',
      'PAYMENT_PROVIDER_UNAVAILABLE',
      'PAYMENT_PROVIDER_UNAVAILABLE: the payment service did not answer, nothing was charged',
    );
  }
  const ref = rentalRef(deps.db, rentalId);
  await deps.db.runTransaction(async (tx) => {
    const status = (await tx.get(ref)).data()?.status;
    tx.update(ref, {
      stripeSessionId: session.id,
      // The hold ends with the session.
      ...(status === 'pending' ? { expiresAt: Timestamp.fromDate(expiresAt) } : {}),
    });
  });
  logger.info('rental checkout session created', { rentalId, modelId: rental.modelId });
  return { url: session.url, rentalId };
}
