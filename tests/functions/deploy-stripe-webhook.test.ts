import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HANDLED_STRIPE_EVENTS } from '@functions/services/booking/handled-stripe-events';
import { setUpStripeWebhook, type WebhookStepDeps } from '../../scripts/deploy/stripe-webhook';
import { recordingRunner, type RecordedCall } from '../../scripts/deploy/test-support';
import { startStripeStandIn, type StripeStandIn } from '../../tools/stripe-stand-in/server';
import { standInRequests } from '../../tools/stripe-stand-in/test-fixtures';

/**
 * The deploy's webhook step against the Stripe stand-in through the real SDK: the endpoint at the
 * site's /api/stripe-webhook carries exactly the events the code handles, its secret goes to
 * Secret Manager on standard input, and a second run changes nothing.
 */
const URL_OF_SITE = 'https://valpolicella-staging.web.app/api/stripe-webhook';

let standIn: StripeStandIn;
let stripe: Stripe;

beforeAll(async () => {
  standIn = await startStripeStandIn({ port: 0, log: () => undefined });
  stripe = new Stripe('sk_test_deploy', {
    host: '127.0.0.1',
    port: standIn.port,
    protocol: 'http',
  });
});
afterAll(() => standIn.close());
beforeEach(async () => {
  await fetch(`${standIn.url}/__stand-in/reset`, { method: 'POST' });
});

const stripeRequests = () => standInRequests(standIn);

function step(runner: ReturnType<typeof recordingRunner>, extra: Partial<WebhookStepDeps> = {}) {
  return setUpStripeWebhook({
    stripe,
    run: runner.run,
    projectId: 'valpolicella-staging',
    url: URL_OF_SITE,
    dryRun: false,
    log: () => undefined,
    ...extra,
  });
}

const secretWrites = (calls: RecordedCall[]) =>
  calls.filter((call) => call.args[0] === 'functions:secrets:set');

async function onlyEndpoint(): Promise<Stripe.WebhookEndpoint> {
  const { data } = await stripe.webhookEndpoints.list();
  expect(data).toHaveLength(1);
  return data[0]!;
}

describe('the deploy sets up the Stripe webhook endpoint', () => {
  it("creates it with the code's event list and stores its secret as STRIPE_WEBHOOK_SECRET", async () => {
    const runner = recordingRunner();
    expect(await step(runner)).toBe('created');

    const endpoint = await onlyEndpoint();
    expect(endpoint.url).toBe(URL_OF_SITE);
    expect(endpoint.status).toBe('enabled');
    expect([...endpoint.enabled_events].sort()).toEqual([...HANDLED_STRIPE_EVENTS].sort());
    expect(endpoint.enabled_events).toHaveLength(8);
    expect(endpoint.api_version).toBe(Stripe.API_VERSION);

    const [write] = secretWrites(runner.calls);
    expect(write?.args).toEqual([
      'functions:secrets:set',
      'STRIPE_WEBHOOK_SECRET',
      '--data-file',
      '-',
      '--project',
      'valpolicella-staging',
      '--non-interactive',
      '--force',
    ]);
    expect(write?.stdin).toMatch(/^whsec_[0-9a-f]{48}$/);
  });

  it('leaves an identical endpoint alone on a second run: no update, no new secret', async () => {
    const runner = recordingRunner();
    await step(runner);
    const before = await onlyEndpoint();
    const requestsBefore = (await stripeRequests()).length;

    expect(await step(runner)).toBe('unchanged');
    expect((await stripeRequests()).slice(requestsBefore)).toEqual(['GET /v1/webhook_endpoints']);
    expect(secretWrites(runner.calls)).toHaveLength(1);
    expect(await onlyEndpoint()).toEqual(before);
  });

  it('updates an endpoint whose events differ from the code, or that was disabled', async () => {
    const runner = recordingRunner();
    await step(runner, { events: ['checkout.session.completed', 'charge.refunded'] });
    const stale = await onlyEndpoint();
    const requestsBefore = (await stripeRequests()).length;

    expect(await step(runner)).toBe('updated');
    expect((await stripeRequests()).slice(requestsBefore)).toEqual([
      'GET /v1/webhook_endpoints',
      `POST /v1/webhook_endpoints/${stale.id}`,
    ]);
    const updated = await onlyEndpoint();
    expect(updated.id).toBe(stale.id);
    expect([...updated.enabled_events].sort()).toEqual([...HANDLED_STRIPE_EVENTS].sort());

    await stripe.webhookEndpoints.update(stale.id, { disabled: true });
    expect(await step(runner)).toBe('updated');
    expect((await onlyEndpoint()).status).toBe('enabled');
    // The signing secret stays the one stored when the endpoint was created.
    expect(secretWrites(runner.calls)).toHaveLength(1);
  });

  it("replaces an endpoint on another API version than the SDK's, storing the new secret", async () => {
    const runner = recordingRunner({ secrets: { STRIPE_WEBHOOK_SECRET: 'whsec_old' } });
    const old = await stripe.webhookEndpoints.create({
      url: URL_OF_SITE,
      enabled_events: [...HANDLED_STRIPE_EVENTS],
      api_version: '2024-06-20',
    });
    expect(await step(runner)).toBe('replaced');
    const replacement = await onlyEndpoint();
    expect(replacement.id).not.toBe(old.id);
    expect(replacement.api_version).toBe(Stripe.API_VERSION);
    expect(secretWrites(runner.calls)[0]?.stdin).toMatch(/^whsec_[0-9a-f]{48}$/);
  });

  it('replaces an endpoint whose signing secret never reached Secret Manager', async () => {
    await step(recordingRunner());
    const orphan = await onlyEndpoint();

    const runner = recordingRunner();
    expect(await step(runner)).toBe('replaced');
    const replacement = await onlyEndpoint();
    expect(replacement.id).not.toBe(orphan.id);
    expect(secretWrites(runner.calls)).toHaveLength(1);
  });
});
