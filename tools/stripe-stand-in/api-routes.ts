import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError } from './api-error.js';
import { findApiRoute, type ApiContext } from './api-resources.js';
import { canonicalForm, parseForm } from './form-body.js';
import { readBody, sendRawJson } from './http-util.js';
import { newId } from './objects.js';

/**
 * Everything around a `/v1` call that Stripe does for every endpoint: a simulated outage when
 * asked, test-mode secret key auth, `Idempotency-Key` replay, and Stripe-shaped error bodies.
 */

// What stripe@23 pins; used only when a client sends no Stripe-Version header.
const DEFAULT_API_VERSION = '2026-10-28.endive';

const NO_KEY_MESSAGE =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').";

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Accepts only test-mode secret keys: a live key pointed at a stand-in is a configuration bug. */
function authenticate(request: IncomingMessage): string {
  const authorization = header(request, 'authorization');
  if (authorization === undefined || authorization === '') {
    throw new ApiError(401, 'invalid_request_error', NO_KEY_MESSAGE);
  }
  // Bearer is what the SDK sends; Basic (`curl -u sk_test_…:`) is what Stripe's docs use.
  const basic = /^Basic (\S+)$/.exec(authorization)?.[1];
  const key = basic
    ? Buffer.from(basic, 'base64').toString('utf8').split(':')[0]
    : /^Bearer (\S+)$/.exec(authorization)?.[1];
  if (key === undefined || key === '') {
    throw new ApiError(
      401,
      'invalid_request_error',
      `Invalid authorization header. ${NO_KEY_MESSAGE}`,
    );
  }
  if (!/^sk_test_\w+$/.test(key)) {
    const masked = `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`;
    throw new ApiError(
      401,
      'invalid_request_error',
      `Invalid API Key provided: ${masked}. The Stripe stand-in accepts only sk_test_… keys.`,
      undefined,
      'api_key_invalid',
    );
  }
  return key;
}

function simulatedOutage(): ApiError {
  return new ApiError(
    500,
    'api_error',
    'An unknown error occurred (simulated by the Stripe stand-in, see /__stand-in/fail-next).',
  );
}

export async function handleApiRequest(
  context: ApiContext,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  log: (line: string) => void,
): Promise<void> {
  const requestId = newId('req', 14);
  const apiVersion = header(request, 'stripe-version') ?? DEFAULT_API_VERSION;
  const headers: Record<string, string> = { 'Request-Id': requestId, 'Stripe-Version': apiVersion };
  const method = request.method ?? 'GET';
  const idempotencyKey = header(request, 'idempotency-key');
  try {
    // Counted before auth: during an outage nothing answers, whatever the request.
    if (context.store.failNextCount > 0) {
      context.store.failNextCount -= 1;
      throw simulatedOutage();
    }
    const apiKey = authenticate(request);
    context.store.apiRequests.push(`${method} ${url.pathname}`);
    const body = method === 'POST' ? await readBody(request) : url.search.slice(1);
    const idempotencyScope =
      idempotencyKey && method === 'POST' ? `${apiKey}:${idempotencyKey}` : '';
    const requestSignature = `${method} ${url.pathname} ${canonicalForm(body)}`;
    const stored = idempotencyScope ? context.store.idempotency.get(idempotencyScope) : undefined;
    if (stored) {
      if (stored.requestSignature !== requestSignature) {
        throw new ApiError(
          400,
          'idempotency_error',
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey ?? ''}' if you meant to execute a different request.`,
        );
      }
      sendRawJson(response, stored.status, stored.body, {
        ...headers,
        'Idempotent-Replayed': 'true',
      });
      return;
    }
    const found = findApiRoute(method, url.pathname);
    if (!found) {
      throw new ApiError(
        404,
        'invalid_request_error',
        `Unrecognized request URL (${method}: ${url.pathname}). The Stripe stand-in serves only the endpoints the product uses.`,
      );
    }
    const result = await found.route.handle(context, {
      params: parseForm(body),
      match: found.match,
      apiVersion,
      request: { id: requestId, idempotency_key: idempotencyKey ?? null },
    });
    const text = JSON.stringify(result, null, 2);
    // Stripe saves a result once the endpoint ran; requests rejected by validation are not saved.
    if (idempotencyScope) {
      context.store.idempotency.set(idempotencyScope, {
        requestSignature,
        status: 200,
        body: text,
      });
    }
    sendRawJson(response, 200, text, headers);
  } catch (error) {
    if (!(error instanceof ApiError)) {
      log(`stand-in error on ${method} ${url.pathname}: ${String(error)}`);
    }
    const apiError =
      error instanceof ApiError
        ? error
        : new ApiError(500, 'api_error', 'The Stripe stand-in failed on this request.');
    sendRawJson(response, apiError.status, JSON.stringify(apiError.toBody(), null, 2), headers);
  }
}
