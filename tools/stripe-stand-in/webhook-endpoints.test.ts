import type Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerTestStack } from './test-fixtures.js';

let stripe: Stripe;
const stack = registerTestStack();
beforeAll(() => {
  stripe = stack.stripe;
});

const URL_A = 'https://tours.example/api/stripe-webhook';

describe('webhook endpoints through the real SDK', () => {
  it('creates an endpoint and answers its signing secret only then', async () => {
    const created = await stripe.webhookEndpoints.create({
      url: URL_A,
      enabled_events: ['checkout.session.completed', 'charge.refunded'],
      description: 'site',
    });
    expect(created).toMatchObject({
      object: 'webhook_endpoint',
      url: URL_A,
      enabled_events: ['checkout.session.completed', 'charge.refunded'],
      status: 'enabled',
      description: 'site',
      livemode: false,
    });
    expect(created.id).toMatch(/^we_/);
    expect(created.secret).toMatch(/^whsec_[0-9a-f]{48}$/);

    const retrieved = await stripe.webhookEndpoints.retrieve(created.id);
    expect(retrieved.secret).toBeUndefined();
    expect(retrieved.enabled_events).toEqual(created.enabled_events);
    const listed = await stripe.webhookEndpoints.list({ limit: 100 });
    expect(listed.data.map((endpoint) => endpoint.id)).toEqual([created.id]);
  });

  it('updates the events, disables and deletes', async () => {
    const created = await stripe.webhookEndpoints.create({
      url: URL_A,
      enabled_events: ['charge.refunded'],
    });
    const updated = await stripe.webhookEndpoints.update(created.id, {
      enabled_events: ['refund.created', 'refund.updated'],
      disabled: true,
    });
    expect(updated).toMatchObject({
      enabled_events: ['refund.created', 'refund.updated'],
      status: 'disabled',
    });
    const deleted = await stripe.webhookEndpoints.del(created.id);
    expect(deleted).toMatchObject({ id: created.id, deleted: true });
    await expect(stripe.webhookEndpoints.retrieve(created.id)).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });

  it('refuses an endpoint without events, as Stripe does', async () => {
    await expect(
      stripe.webhookEndpoints.create({ url: URL_A, enabled_events: [] }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('records every API call for the tests to read', async () => {
    await stripe.webhookEndpoints.list();
    const response = await fetch(`${stack.standIn.url}/__stand-in/requests`);
    expect(await response.json()).toEqual({
      object: 'list',
      data: ['GET /v1/webhook_endpoints'],
    });
  });
});
