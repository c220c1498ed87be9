import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CANCEL_URL,
  SUCCESS_URL,
  clientFor,
  sessionParams,
  registerTestStack,
} from './test-fixtures.js';

let stripe: Stripe;
/** The stand-in's clock, held still: a session's times follow from it exactly. Today's, so the
 *  receiver's real SDK accepts the signatures' timestamps. */
const NOW_SECONDS = Math.floor(Date.now() / 1000);
const stack = registerTestStack({ now: () => NOW_SECONDS * 1000 });
beforeAll(() => {
  stripe = stack.stripe;
});

describe('checkout sessions through the real SDK', () => {
  it('creates a session priced from its line items', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    expect(session.id).toMatch(/^cs_test_[A-Za-z0-9]+$/);
    expect(session.object).toBe('checkout.session');
    expect(session.url).toBe(`${stack.standIn.url}/checkout/${session.id}`);
    expect(session).toMatchObject({
      status: 'open',
      payment_status: 'unpaid',
      mode: 'payment',
      currency: 'eur',
      amount_subtotal: 28500,
      amount_total: 28500,
      customer_email: 'rider@example.com',
      client_reference_id: 'booking_42',
      metadata: { bookingId: 'booking_42', tourId: 'amarone-hills' },
      success_url: SUCCESS_URL,
      cancel_url: CANCEL_URL,
      livemode: false,
      payment_intent: null,
    });
    expect(session.expires_at).toBe(NOW_SECONDS + 24 * 3600);
  });

  it('honours expires_at and rejects one Stripe would reject', async () => {
    const expiresAt = NOW_SECONDS + 45 * 60;
    const session = await stripe.checkout.sessions.create(sessionParams({ expires_at: expiresAt }));
    expect(session.expires_at).toBe(expiresAt);
    await expect(
      stripe.checkout.sessions.create(sessionParams({ expires_at: expiresAt - 40 * 60 })),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'expires_at' });
  });

  const incomplete: [string, Partial<Stripe.Checkout.SessionCreateParams>][] = [
    ['mode', { mode: undefined }],
    ['success_url', { success_url: undefined }],
    ['line_items', { line_items: undefined }],
    [
      'line_items[0][quantity]',
      { line_items: [{ price_data: sessionParams().line_items?.[0]?.price_data }] },
    ],
  ];
  it.each(incomplete)('rejects a session without %s', async (param, overrides) => {
    const error: unknown = await stripe.checkout.sessions
      .create(sessionParams(overrides))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 400, param, code: 'parameter_missing' });
  });

  it('retrieves a session, its line items, and 404s an unknown one', async () => {
    const created = await stripe.checkout.sessions.create(sessionParams());
    const retrieved = await stripe.checkout.sessions.retrieve(created.id);
    expect(retrieved).toEqual(created);
    const items = await stripe.checkout.sessions.listLineItems(created.id);
    expect(items.data.map((item) => [item.description, item.quantity, item.amount_total])).toEqual([
      ['Amarone hills <e-bike> tour', 2, 26000],
      ['Helmet', 1, 2500],
    ]);
    await expect(stripe.checkout.sessions.retrieve('cs_test_nope')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
    });
  });

  it('replays a create with the same idempotency key and refuses other params under it', async () => {
    const first = await stripe.checkout.sessions.create(sessionParams(), {
      idempotencyKey: 'booking_42-attempt-1',
    });
    const second = await stripe.checkout.sessions.create(sessionParams(), {
      idempotencyKey: 'booking_42-attempt-1',
    });
    expect(second.id).toBe(first.id);
    const other = await stripe.checkout.sessions.create(sessionParams());
    expect(other.id).not.toBe(first.id);
    await expect(
      stripe.checkout.sessions.create(sessionParams({ client_reference_id: 'booking_43' }), {
        idempotencyKey: 'booking_42-attempt-1',
      }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('expires an open session once and sends a signed checkout.session.expired', async () => {
    const created = await stripe.checkout.sessions.create(sessionParams());
    const expired = await stripe.checkout.sessions.expire(created.id);
    expect(expired.status).toBe('expired');
    const event = await stack.receiver.waitForEvent('checkout.session.expired');
    expect(event.data.object).toMatchObject({ id: created.id, status: 'expired' });
    expect(event).toMatchObject({ object: 'event', livemode: false, pending_webhooks: 1 });
    await expect(stripe.checkout.sessions.expire(created.id)).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
  });
});

describe('refunds, outages and auth', () => {
  it('refunds a paid session in part, then in full, and no further', async () => {
    const created = await stripe.checkout.sessions.create(sessionParams());
    await fetch(`${stack.standIn.url}/__stand-in/sessions/${created.id}/complete`, {
      method: 'POST',
    });
    const paid = await stripe.checkout.sessions.retrieve(created.id);
    const paymentIntentId = String(paid.payment_intent);
    const paymentIntent = await stripe.paymentIntents.retrieve(paymentIntentId);
    expect(paymentIntent).toMatchObject({ status: 'succeeded', amount_received: 28500 });

    const partial = await stripe.refunds.create({ payment_intent: paymentIntentId, amount: 2500 });
    expect(partial).toMatchObject({ object: 'refund', status: 'succeeded', amount: 2500 });
    const rest = await stripe.refunds.create({
      payment_intent: paymentIntentId,
      metadata: { reason: 'tour full' },
    });
    expect(rest).toMatchObject({
      amount: 26000,
      currency: 'eur',
      metadata: { reason: 'tour full' },
    });
    await expect(stripe.refunds.create({ payment_intent: paymentIntentId })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'charge_already_refunded',
    });
  });

  it('answers the next N calls with 500 api_error, then recovers', async () => {
    await fetch(`${stack.standIn.url}/__stand-in/fail-next?count=1`, { method: 'POST' });
    await expect(stripe.checkout.sessions.create(sessionParams())).rejects.toBeInstanceOf(
      Stripe.errors.StripeAPIError,
    );
    const session = await stripe.checkout.sessions.create(sessionParams());
    expect(session.status).toBe('open');
  });

  it('rejects a missing, live or malformed key as StripeAuthenticationError', async () => {
    for (const key of ['sk_live_abcdefghijkl', 'pk_test_abcdefghijkl']) {
      const client = clientFor(stack.standIn, key);
      await expect(client.checkout.sessions.create(sessionParams())).rejects.toBeInstanceOf(
        Stripe.errors.StripeAuthenticationError,
      );
    }
    const bare = await fetch(`${stack.standIn.url}/v1/checkout/sessions/cs_test_x`);
    expect(bare.status).toBe(401);
    expect(await bare.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });
});
