import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { handleApiRequest } from './api-routes.js';
import { CONTROL_PREFIX, handleControlRequest } from './control-routes.js';
import { sendJson } from './http-util.js';
import { handlePageRequest, isPagePath } from './page-routes.js';
import { expireDueSessions } from './session-lifecycle.js';
import { Store } from './store.js';
import { WebhookSender } from './webhooks.js';

/**
 * A local stand-in for the parts of Stripe the product uses, so the real Stripe SDK can run
 * offline: `new Stripe(key, { host: '127.0.0.1', port: 12111, protocol: 'http' })`.
 */
export interface StripeStandInOptions {
  /** Default 12111 (stripe-mock's port); 0 picks a free one. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Where events are POSTed; without it events are only recorded (see GET /__stand-in/events). */
  webhookUrl?: string;
  /** `whsec_…` secret the events are signed with; required with webhookUrl. */
  webhookSecret?: string;
  /** One line per notable thing (webhook attempts, internal errors). Default console.log. */
  log?: (line: string) => void;
  /** Clock in milliseconds for created/expires_at; tests inject one to pass expires_at. */
  now?: () => number;
  /** How often open sessions are checked against expires_at. Default 1000 ms. */
  expiryCheckIntervalMs?: number;
  /** Pauses between webhook attempts; one more attempt than entries. Default 1, 2, 4, 8 s. */
  webhookRetryDelaysMs?: readonly number[];
  /** Per-attempt webhook timeout. Default 10 s. */
  webhookTimeoutMs?: number;
  /** How long Pay waits for the first webhook attempt before redirecting. Default 1000 ms. */
  redirectWaitMs?: number;
}

export interface StripeStandIn {
  /** Base URL, e.g. http://127.0.0.1:12111. */
  url: string;
  port: number;
  close(): Promise<void>;
}

function checkWebhookOptions(url: string | undefined, secret: string | undefined): void {
  if (url === undefined) return;
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
    throw new Error(`Stripe stand-in: webhook URL is not an http(s) URL: ${url}`);
  }
  // Refuse to send unsigned events: the product must never learn to accept them.
  if (secret === undefined || !secret.startsWith('whsec_')) {
    throw new Error('Stripe stand-in: a webhook URL needs a whsec_… webhook secret to sign with.');
  }
}

function hostForUrl(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

export async function startStripeStandIn(
  options: StripeStandInOptions = {},
): Promise<StripeStandIn> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((line: string) => console.log(line));
  const now = options.now ?? Date.now;
  const redirectWaitMs = options.redirectWaitMs ?? 1000;
  checkWebhookOptions(options.webhookUrl, options.webhookSecret);

  const store = new Store();
  const webhooks = new WebhookSender({
    url: options.webhookUrl,
    secret: options.webhookSecret,
    retryDelaysMs: options.webhookRetryDelaysMs ?? [1000, 2000, 4000, 8000],
    timeoutMs: options.webhookTimeoutMs ?? 10_000,
    log,
    now,
  });
  const context = { store, webhooks, now, baseUrl: '' };

  async function dispatch(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', context.baseUrl);
    if (url.pathname.startsWith('/v1/')) {
      await handleApiRequest(context, request, response, url, log);
    } else if (url.pathname.startsWith(CONTROL_PREFIX)) {
      await handleControlRequest(context, redirectWaitMs, request, response, url);
    } else if (isPagePath(url.pathname)) {
      await handlePageRequest(context, redirectWaitMs, request, response, url.pathname);
    } else {
      sendJson(response, 404, { error: { type: 'invalid_request_error', message: 'Not found' } });
    }
  }

  const server = createServer((request, response) => {
    dispatch(request, response).catch((error: unknown) => {
      log(`stand-in error on ${request.method ?? ''} ${request.url ?? ''}: ${String(error)}`);
      if (response.headersSent) response.destroy();
      else sendJson(response, 500, { error: { type: 'api_error', message: 'Stand-in failure' } });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 12111, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('Not listening on TCP');
  const { port } = address;
  context.baseUrl = `http://${hostForUrl(host)}:${port}`;

  const expiryTimer = setInterval(
    () => expireDueSessions(context),
    options.expiryCheckIntervalMs ?? 1000,
  );
  // Never the reason a process stays alive.
  expiryTimer.unref();

  return {
    url: context.baseUrl,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        clearInterval(expiryTimer);
        webhooks.close();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
