import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { paidIntent, registerTestStack } from './test-fixtures.js';

interface EventListing {
  data: { type: string; event: { data: { object: Record<string, unknown> } } }[];
}

const stack = registerTestStack({ redirectWaitMs: 200 });

async function events(type: string) {
  const response = await fetch(`${stack.standIn.url}/__stand-in/events?type=${type}`);
  return ((await response.json()) as EventListing).data.map((record) => record.event.data.object);
}

describe('refunds', () => {
  it('refunds part of a payment, lists it and reports charge.refunded with the totals', async () => {
    const paymentIntent = await paidIntent(stack);
    const refund = await stack.stripe.refunds.create({
      payment_intent: paymentIntent,
      amount: 14_251,
    });
    expect(refund).toMatchObject({ amount: 14_251, status: 'succeeded' });
    const listed = await stack.stripe.refunds.list({ payment_intent: paymentIntent });
    expect(listed.data.map((item) => item.id)).toEqual([refund.id]);

    await stack.stripe.refunds.create({ payment_intent: paymentIntent });
    const charges = await events('charge.refunded');
    expect(charges.map((charge) => [charge['amount_refunded'], charge['refunded']])).toEqual([
      [14_251, false],
      [28_500, true],
    ]);
    await expect(
      stack.stripe.refunds.create({ payment_intent: paymentIntent, amount: 1 }),
    ).rejects.toMatchObject({ code: 'charge_already_refunded' });
  });

  it('declines the next refunds on request, without a network retry making them succeed', async () => {
    const paymentIntent = await paidIntent(stack);
    expect((await stack.control('refunds/fail-next?count=1')).status).toBe(200);
    await expect(
      stack.stripe.refunds.create({ payment_intent: paymentIntent }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((await stack.stripe.refunds.list({ payment_intent: paymentIntent })).data).toEqual([]);
    expect(await stack.stripe.refunds.create({ payment_intent: paymentIntent })).toMatchObject({
      amount: 28_500,
    });
  });

  it('plays a dashboard refund, a refund failing later and a dispute as events', async () => {
    const paymentIntent = await paidIntent(stack);
    const refund = (await (
      await stack.control(`payment_intents/${paymentIntent}/dashboard-refund?amount=500`)
    ).json()) as { id: string; amount: number };
    expect(refund.amount).toBe(500);
    expect((await events('charge.refunded'))[0]).toMatchObject({ amount_refunded: 500 });

    expect((await stack.control(`refunds/${refund.id}/fail`)).status).toBe(200);
    expect((await events('refund.updated'))[0]).toMatchObject({ id: refund.id, status: 'failed' });
    expect((await stack.control(`payment_intents/${paymentIntent}/dispute`)).status).toBe(200);
    expect((await events('charge.dispute.created'))[0]).toMatchObject({
      payment_intent: paymentIntent,
    });
  });
});
