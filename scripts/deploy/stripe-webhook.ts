/**
 * Step: the Stripe webhook endpoint at https://<site>/api/stripe-webhook, subscribed to exactly the
 * events the webhook handles (HANDLED_STRIPE_EVENTS, the code's own list). Created when missing,
 * with its signing secret stored as the Functions secret STRIPE_WEBHOOK_SECRET (on standard input,
 * never on a command line or in the output); updated when its events differ or it is disabled;
 * otherwise left alone, so a second run changes nothing.
 */
import Stripe from 'stripe';
import { HANDLED_STRIPE_EVENTS } from '@functions/services/booking/handled-stripe-events';
import { firebaseJson, mustRun, type CommandRunner } from './command-runner';

const DESCRIPTION = 'The site (npm run deploy)';

export interface WebhookStepDeps {
  stripe: Stripe;
  run: CommandRunner;
  projectId: string;
  /** https://<site>/api/stripe-webhook */
  url: string;
  dryRun: boolean;
  log: (line: string) => void;
  /** The code's list (HANDLED_STRIPE_EVENTS) unless a test gives another. */
  events?: readonly Stripe.WebhookEndpointCreateParams.EnabledEvent[];
}

export type WebhookOutcome = 'created' | 'updated' | 'unchanged' | 'replaced';

function sameEvents(endpoint: Stripe.WebhookEndpoint, events: readonly string[]): boolean {
  const have = [...endpoint.enabled_events].sort();
  const want = [...events].sort();
  return have.length === want.length && have.every((event, index) => event === want[index]);
}

async function findEndpoint(
  stripe: Stripe,
  url: string,
): Promise<Stripe.WebhookEndpoint | undefined> {
  for await (const endpoint of stripe.webhookEndpoints.list({ limit: 100 })) {
    if (endpoint.url === url) return endpoint;
  }
  return undefined;
}

async function webhookSecretStored(run: CommandRunner, projectId: string): Promise<boolean> {
  const answer = await firebaseJson(run, projectId, [
    'functions:secrets:get',
    'STRIPE_WEBHOOK_SECRET',
  ]);
  return answer.ok;
}

async function storeSigningSecret(deps: WebhookStepDeps, secret: string): Promise<void> {
  await mustRun(
    deps.run,
    'firebase',
    [
      'functions:secrets:set',
      'STRIPE_WEBHOOK_SECRET',
      '--data-file',
      '-',
      '--project',
      deps.projectId,
      '--non-interactive',
      '--force',
    ],
    { stdin: secret },
  );
}

async function create(
  deps: WebhookStepDeps,
  events: Stripe.WebhookEndpointCreateParams.EnabledEvent[],
) {
  const endpoint = await deps.stripe.webhookEndpoints.create({
    url: deps.url,
    enabled_events: events,
    description: DESCRIPTION,
    // Events are shaped by the endpoint's API version: the one the functions' SDK is typed for.
    api_version: Stripe.API_VERSION,
  });
  if (!endpoint.secret)
    throw new Error('Stripe answered the new webhook endpoint without its secret');
  await storeSigningSecret(deps, endpoint.secret);
}

export async function setUpStripeWebhook(deps: WebhookStepDeps): Promise<WebhookOutcome> {
  const events = [...(deps.events ?? HANDLED_STRIPE_EVENTS)];
  const existing = await findEndpoint(deps.stripe, deps.url);
  const eventList = events.join(', ');
  if (!existing) {
    deps.log(
      `${deps.dryRun ? 'would create' : 'creating'} the webhook endpoint ${deps.url} for ${eventList}, its signing secret stored as STRIPE_WEBHOOK_SECRET`,
    );
    if (!deps.dryRun) await create(deps, events);
    return 'created';
  }
  // Stripe shows an endpoint's secret only when it is created: an endpoint whose secret never
  // reached Secret Manager (a run stopped in between) is replaced, or the webhook could verify
  // nothing. So is one on another API version, which Stripe cannot change on an endpoint.
  const reason =
    existing.api_version !== Stripe.API_VERSION
      ? `its API version ${existing.api_version ?? 'the account default'} is not the SDK's ${Stripe.API_VERSION}`
      : !(await webhookSecretStored(deps.run, deps.projectId))
        ? 'STRIPE_WEBHOOK_SECRET is not stored'
        : undefined;
  if (reason) {
    deps.log(
      `${deps.dryRun ? 'would replace' : 'replacing'} the webhook endpoint ${existing.id}: ${reason}`,
    );
    if (!deps.dryRun) {
      await deps.stripe.webhookEndpoints.del(existing.id);
      await create(deps, events);
    }
    return 'replaced';
  }
  if (sameEvents(existing, events) && existing.status === 'enabled') {
    deps.log(
      `the webhook endpoint ${existing.id} at ${deps.url} is enabled with exactly ${eventList}: unchanged`,
    );
    return 'unchanged';
  }
  deps.log(
    `${deps.dryRun ? 'would update' : 'updating'} the webhook endpoint ${existing.id} to ${eventList}, enabled`,
  );
  if (!deps.dryRun) {
    await deps.stripe.webhookEndpoints.update(existing.id, {
      enabled_events: events,
      disabled: false,
    });
  }
  return 'updated';
}
