import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type Stripe from 'stripe';
import { stripeEventMarkerSchema } from '@/domain/documents/stripe-event';
import type { z } from '@/domain/zod';
import { documentConverter, timestampSchema } from '@functions/lib/document-converter';
import { applyChargeRefunded, applyDisputeCreated, applyRefundUpdate } from './refund-events';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import { fulfilCheckoutSession } from './fulfilment';
import { isHandledStripeEvent } from './handled-stripe-events';
import { expireBookingOfSession } from './session-expiry';
import { creditSucceededRefund } from '@functions/services/receipts/credit-refund';
import { DAY_MS } from '@/domain/time-units';

/** How long a processed event's marker is kept before its TTL deletes it. */
const STRIPE_EVENT_MARKER_DAYS = 30;

const markerSchema = stripeEventMarkerSchema(timestampSchema);
type StripeEventMarker = z.infer<typeof markerSchema>;

/** Every read of `stripeEvents` goes through this: a malformed marker throws, naming its path. */
const markerConverter = documentConverter(markerSchema);

function markerRef(db: Firestore, eventId: string): DocumentReference<StripeEventMarker> {
  return db.collection('stripeEvents').doc(eventId).withConverter(markerConverter);
}

/** Fails to compile while HANDLED_STRIPE_EVENTS names a type the switch below has no branch for. */
function unhandled(event: never): never {
  throw new Error(`Stripe event type listed as handled without a branch: ${String(event)}`);
}

/** Applies one verified event. Every branch is idempotent, so a redelivery changes nothing. */
async function applyEvent(deps: BookingDeps, event: Stripe.Event): Promise<boolean> {
  if (!isHandledStripeEvent(event)) return false;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      await fulfilCheckoutSession(deps, event.data.object);
      return true;
    case 'checkout.session.expired':
      await expireBookingOfSession(deps, event.data.object, 'checkout_session_expired');
      return true;
    case 'checkout.session.async_payment_failed':
      await expireBookingOfSession(deps, event.data.object, 'payment_failed');
      return true;
    case 'charge.refunded':
      await applyChargeRefunded(deps, event.data.object, event.created);
      return true;
    case 'refund.created':
    case 'refund.updated':
      await applyRefundUpdate(deps, event.data.object);
      // Any refund that went through, ours or made in the dashboard, of a booking or a voucher.
      await creditSucceededRefund(deps.db, event.data.object, deps.now());
      return true;
    case 'charge.dispute.created':
      await applyDisputeCreated(deps, event.data.object);
      return true;
    default:
      return unhandled(event);
  }
}

/**
 * Handles a verified event once per event id: `stripeEvents/{eventId}` records it after it was
 * applied, so a replay is answered at once. A failure leaves no record and propagates, so the
 * webhook answers 5xx and Stripe retries.
 */
export async function handleStripeEvent(deps: BookingDeps, event: Stripe.Event): Promise<void> {
  const record = markerRef(deps.db, event.id);
  if ((await record.get()).exists) {
    logger.info('stripe event already processed', { eventId: event.id, type: event.type });
    return;
  }
  const handled = await applyEvent(deps, event);
  const object = event.data.object as { id?: string };
  await record.set({
    type: event.type,
    objectId: object.id ?? null,
    handled,
    createdAt: Timestamp.fromMillis(event.created * 1000),
    processedAt: Timestamp.fromDate(deps.now()),
    // TTL field: Stripe redelivers an event for three days at most; the marker outlives that.
    expiresAt: Timestamp.fromMillis(deps.now().getTime() + STRIPE_EVENT_MARKER_DAYS * DAY_MS),
  });
}
