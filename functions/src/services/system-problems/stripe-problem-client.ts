import type Stripe from 'stripe';
import { recordSystemProblem, type ProblemRecorder } from './record-problem';

/** The SDK's own client type (the interface is not exported by name). */
type HttpClient = ReturnType<typeof Stripe.createNodeHttpClient>;
type HttpResponse = Awaited<ReturnType<HttpClient['makeRequest']>>;

/**
 * Answers that say Stripe, or the account's set-up, is not working: Stripe's own errors (5xx), a
 * key refused (401) or without permission (403), requests throttled (429). The others (a declined
 * refund, a session not found) are outcomes the calling code handles and words for staff itself.
 */
function isSystemFailure(status: number): boolean {
  return status >= 500 || status === 401 || status === 403 || status === 429;
}

/** `POST /v1/refunds`, with Stripe ids left out (`/v1/checkout/sessions/{id}`): no customer's data. */
function requestName(method: string, path: string): string {
  const segments = (path.split('?')[0] ?? '')
    .split('/')
    .map((segment) => (/^[a-z]+_[A-Za-z0-9_]+$/.test(segment) ? '{id}' : segment));
  return `${method} ${segments.join('/')}`;
}

/**
 * The SDK's HTTP client with every failing Stripe request recorded as a system problem
 * (`stripe_api_error`), whichever call made it: the one place every request passes, so no call
 * site changes and none can be forgotten. Each attempt counts (the SDK retries 5xx and lost
 * connections); the response or error goes on to the SDK unchanged once recorded.
 */
export function problemReportingHttpClient(
  inner: HttpClient,
  recorder: ProblemRecorder,
): HttpClient {
  return {
    getClientName: () => inner.getClientName(),
    async makeRequest(host, port, path, method, headers, body, protocol, timeout) {
      let response: HttpResponse;
      try {
        response = await inner.makeRequest(
          host,
          port,
          path,
          method,
          headers,
          body,
          protocol,
          timeout,
        );
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        const reason = typeof code === 'string' ? code.slice(0, 30) : 'connection failed';
        await recordSystemProblem(
          recorder,
          'stripe_api_error',
          `${requestName(method, path)}: no answer (${reason})`,
        );
        throw error;
      }
      const status = response.getStatusCode();
      if (isSystemFailure(status)) {
        await recordSystemProblem(
          recorder,
          'stripe_api_error',
          `${requestName(method, path)}: ${status}`,
        );
      }
      return response;
    },
  };
}
