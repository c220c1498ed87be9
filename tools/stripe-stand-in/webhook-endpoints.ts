import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import { invalidRequest, resourceMissing } from './api-error.js';
import type { ApiRoute } from './api-resources.js';
import type { FormObject, FormValue } from './form-body.js';
import { newId, snapshot } from './objects.js';
import { optionalArray, optionalObject, optionalString, requiredString } from './params.js';
import { nowSeconds } from './session-lifecycle.js';

/** A webhook endpoint as Stripe returns it; `secret` only in the answer to its creation. */
export type WebhookEndpointObject = Pick<
  Stripe.WebhookEndpoint,
  | 'id'
  | 'object'
  | 'api_version'
  | 'application'
  | 'created'
  | 'description'
  | 'enabled_events'
  | 'livemode'
  | 'metadata'
  | 'status'
  | 'url'
> & { secret?: string };

function readEvents(value: FormValue | undefined): string[] {
  const events = optionalArray(value, 'enabled_events').map((event, index) =>
    requiredString(event, `enabled_events[${index}]`),
  );
  if (events.length === 0) throw invalidRequest('Missing required param: enabled_events.');
  return events;
}

function readUrl(value: FormValue | undefined): string {
  const url = requiredString(value, 'url');
  if (!URL.canParse(url)) throw invalidRequest(`Invalid URL: ${url}`, 'url', 'url_invalid');
  return url;
}

function readMetadata(value: FormValue | undefined): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, entry] of Object.entries(optionalObject(value, 'metadata'))) {
    metadata[key] = optionalString(entry, `metadata[${key}]`) ?? '';
  }
  return metadata;
}

function stored(endpoints: Map<string, WebhookEndpointObject>, id: string): WebhookEndpointObject {
  const endpoint = endpoints.get(id);
  if (!endpoint) throw resourceMissing('webhook endpoint', id, 'id');
  return endpoint;
}

function update(endpoint: WebhookEndpointObject, params: FormObject): void {
  if (params['url'] !== undefined) endpoint.url = readUrl(params['url']);
  if (params['enabled_events'] !== undefined) {
    endpoint.enabled_events = readEvents(params['enabled_events']);
  }
  if (params['description'] !== undefined) {
    endpoint.description = optionalString(params['description'], 'description') ?? null;
  }
  if (params['metadata'] !== undefined) {
    endpoint.metadata = { ...endpoint.metadata, ...readMetadata(params['metadata']) };
  }
  const disabled = optionalString(params['disabled'], 'disabled');
  if (disabled !== undefined) endpoint.status = disabled === 'true' ? 'disabled' : 'enabled';
}

const ID = '(we_[A-Za-z0-9]+)';

/** `/v1/webhook_endpoints`, as the SDK's create, list, retrieve, update and del call it. */
export const WEBHOOK_ENDPOINT_ROUTES: readonly ApiRoute[] = [
  {
    method: 'POST',
    pattern: /^\/v1\/webhook_endpoints$/,
    handle(context, { params, apiVersion }) {
      const endpoint: WebhookEndpointObject = {
        id: newId('we'),
        object: 'webhook_endpoint',
        api_version: optionalString(params['api_version'], 'api_version') ?? apiVersion,
        application: null,
        created: nowSeconds(context),
        description: optionalString(params['description'], 'description') ?? null,
        enabled_events: readEvents(params['enabled_events']),
        livemode: false,
        metadata: readMetadata(params['metadata']),
        status: 'enabled',
        url: readUrl(params['url']),
      };
      context.store.webhookEndpoints.set(endpoint.id, endpoint);
      return { ...snapshot(endpoint), secret: `whsec_${randomBytes(24).toString('hex')}` };
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/webhook_endpoints$/,
    handle: (context) => ({
      object: 'list',
      data: [...context.store.webhookEndpoints.values()].reverse().map(snapshot),
      has_more: false,
      url: '/v1/webhook_endpoints',
    }),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/webhook_endpoints/${ID}$`),
    handle: (context, { match }) =>
      snapshot(stored(context.store.webhookEndpoints, match[1] ?? '')),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/webhook_endpoints/${ID}$`),
    handle(context, { params, match }) {
      const endpoint = stored(context.store.webhookEndpoints, match[1] ?? '');
      update(endpoint, params);
      return snapshot(endpoint);
    },
  },
  {
    method: 'DELETE',
    pattern: new RegExp(`^/v1/webhook_endpoints/${ID}$`),
    handle(context, { match }) {
      const endpoint = stored(context.store.webhookEndpoints, match[1] ?? '');
      context.store.webhookEndpoints.delete(endpoint.id);
      return { id: endpoint.id, object: 'webhook_endpoint', deleted: true };
    },
  },
];
