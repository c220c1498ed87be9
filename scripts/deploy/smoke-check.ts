/**
 * Step: the live site answers. The home page and the English home page 200; a callable answers
 * through Hosting's /api/ rewrite in the callable protocol (without an App Check token it refuses
 * the call as `UNAUTHENTICATED`, which proves the function is deployed and reached); the webhook
 * endpoint is enabled at Stripe.
 */
import type Stripe from 'stripe';

export interface SmokeDeps {
  siteUrl: string;
  webhookUrl: string;
  stripe?: Stripe;
  fetch: typeof fetch;
  dryRun: boolean;
  log: (line: string) => void;
}

async function pageProblem(deps: SmokeDeps, path: string): Promise<string | undefined> {
  const url = new URL(path, deps.siteUrl).toString();
  const response = await deps.fetch(url, { redirect: 'manual' });
  return response.status === 200 ? undefined : `${url} answered ${response.status}, not 200`;
}

async function callableProblem(deps: SmokeDeps): Promise<string | undefined> {
  const url = new URL('/api/availability', deps.siteUrl).toString();
  const response = await deps.fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: {} }),
  });
  const body = (await response.json().catch(() => undefined)) as
    { result?: unknown; error?: { status?: unknown } } | undefined;
  const answered =
    response.status < 500 &&
    body !== undefined &&
    ('result' in body || typeof body.error?.status === 'string');
  return answered ? undefined : `${url} did not answer as a callable (HTTP ${response.status})`;
}

async function webhookProblem(deps: SmokeDeps): Promise<string | undefined> {
  if (!deps.stripe) return 'the webhook endpoint could not be checked: no Stripe key';
  for await (const endpoint of deps.stripe.webhookEndpoints.list({ limit: 100 })) {
    if (endpoint.url === deps.webhookUrl) {
      return endpoint.status === 'enabled'
        ? undefined
        : `the webhook endpoint ${endpoint.id} is ${endpoint.status}`;
    }
  }
  return `no webhook endpoint at ${deps.webhookUrl} at Stripe`;
}

export async function smokeCheck(deps: SmokeDeps): Promise<void> {
  if (deps.dryRun) {
    deps.log(
      `would check ${deps.siteUrl} and its /en page (200), /api/availability (a callable's answer) and the webhook endpoint (enabled at Stripe)`,
    );
    return;
  }
  const problems = (
    await Promise.all([
      pageProblem(deps, '/'),
      pageProblem(deps, '/en'),
      callableProblem(deps),
      webhookProblem(deps),
    ])
  ).filter((problem) => problem !== undefined);
  if (problems.length > 0)
    throw new Error(`The live site is not well:\n- ${problems.join('\n- ')}`);
  deps.log('home, /en, a callable and the webhook endpoint answer');
}
