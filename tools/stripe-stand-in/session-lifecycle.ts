import { ApiError } from './api-error.js';
import { snapshot } from './objects.js';
import { recordCharge } from './balance.js';
import { chargeOf, createPaymentIntent } from './payments.js';
import type { SessionRecord, Store } from './store.js';
import type { EventRequest, WebhookSender } from './webhooks.js';

/**
 * The state changes of a Checkout Session after creation (paid, expired by the API, expired by
 * time), shared by the API, the hosted page and the test controls so each fires the same event.
 */
export interface StandInContext {
  store: Store;
  webhooks: WebhookSender;
  /** Milliseconds since the epoch; injectable so tests can move time past expires_at. */
  now: () => number;
}

export const nowSeconds = (context: StandInContext): number => Math.floor(context.now() / 1000);

// Stripe asks for an email on its page when the session has none; the stand-in has no form.
const FALLBACK_EMAIL = 'customer@example.com';

export function completeSession(context: StandInContext, record: SessionRecord): Promise<void> {
  const { session } = record;
  if (session.status !== 'open') {
    throw new ApiError(
      400,
      'invalid_request_error',
      `This Checkout Session is ${session.status ?? 'not open'} and can no longer be paid.`,
      undefined,
      'checkout_session_not_open',
    );
  }
  const paymentIntent = createPaymentIntent(
    session,
    record.paymentIntentMetadata,
    nowSeconds(context),
  );
  context.store.paymentIntents.set(paymentIntent.id, paymentIntent);
  recordCharge(context.store, chargeOf(context.store, paymentIntent));
  session.status = 'complete';
  session.payment_status = 'paid';
  session.payment_intent = paymentIntent.id;
  session.url = null;
  session.customer_details = {
    address: null,
    business_name: null,
    email: session.customer_email ?? FALLBACK_EMAIL,
    individual_name: null,
    name: null,
    phone: null,
    tax_exempt: 'none',
    tax_ids: [],
  };
  return context.webhooks.emit('checkout.session.completed', snapshot(session), record.apiVersion)
    .firstAttempt;
}

export function expireSession(
  context: StandInContext,
  record: SessionRecord,
  request?: EventRequest,
): void {
  const { session } = record;
  if (session.status !== 'open') {
    throw new ApiError(
      400,
      'invalid_request_error',
      'Only Checkout Sessions with a status in ["open"] can be expired.',
    );
  }
  session.status = 'expired';
  session.url = null;
  void context.webhooks.emit(
    'checkout.session.expired',
    snapshot(session),
    record.apiVersion,
    request,
  ).firstAttempt;
}

/** Called on a timer: Stripe expires open sessions itself once expires_at has passed. */
export function expireDueSessions(context: StandInContext): void {
  const now = nowSeconds(context);
  for (const record of context.store.sessions.values()) {
    if (record.session.status === 'open' && record.session.expires_at <= now) {
      expireSession(context, record);
    }
  }
}
