import { resourceMissing } from './api-error.js';
import { recordDispute } from './balance.js';
import { newId, type DisputeObject, type RefundObject } from './objects.js';
import { chargeOf, createRefund, failRefund } from './payments.js';
import { nowSeconds, type StandInContext } from './session-lifecycle.js';

/**
 * What staff (or the card network) do outside the product, played by test controls so the
 * product's handling of the resulting events can be seen: a refund made in the Stripe dashboard,
 * a refund that fails later, a dispute opened by the customer's bank.
 */

// The version the SDK pins; events of dashboard actions are not tied to an API request.
const EVENT_API_VERSION = '2026-10-28.endive';

type Announce = (context: StandInContext, refund: RefundObject, apiVersion: string) => void;

export function dashboardActions(context: StandInContext, announceRefund: Announce) {
  const paymentIntentOf = (id: string) => {
    const paymentIntent = context.store.paymentIntents.get(id);
    if (!paymentIntent) throw resourceMissing('payment_intent', id, 'payment_intent');
    return paymentIntent;
  };
  return {
    /** "Refund" in the dashboard: the whole remaining amount unless `amount` is given. */
    refund(paymentIntentId: string, amount: number | undefined): RefundObject {
      paymentIntentOf(paymentIntentId);
      const refund = createRefund(
        context.store,
        {
          payment_intent: paymentIntentId,
          ...(amount === undefined ? {} : { amount: String(amount) }),
        },
        nowSeconds(context),
      );
      announceRefund(context, refund, EVENT_API_VERSION);
      return refund;
    },
    /** A refund Stripe accepted fails afterwards: `refund.updated` with status `failed`. */
    failRefund(refundId: string): RefundObject {
      const refund = failRefund(context.store, refundId, nowSeconds(context));
      void context.webhooks.emit('refund.updated', refund, EVENT_API_VERSION).firstAttempt;
      return refund;
    },
    /** The customer's bank disputes the payment: `charge.dispute.created`. */
    dispute(paymentIntentId: string): DisputeObject {
      const paymentIntent = paymentIntentOf(paymentIntentId);
      const charge = chargeOf(context.store, paymentIntent);
      const dispute: DisputeObject = {
        id: newId('dp'),
        object: 'dispute',
        amount: charge.amount,
        charge: charge.id,
        created: nowSeconds(context),
        currency: charge.currency,
        livemode: false,
        metadata: {},
        payment_intent: paymentIntent.id,
        reason: 'fraudulent',
        status: 'needs_response',
      };
      context.store.disputes.set(dispute.id, dispute);
      recordDispute(context.store, dispute);
      void context.webhooks.emit('charge.dispute.created', dispute, EVENT_API_VERSION).firstAttempt;
      return dispute;
    },
  };
}
