import { expect, test } from '@playwright/test';

// /api/health through Hosting, as an uptime check calls it: the deployed version, never cached.

test('/api/health answers 200 with the built version, not cached', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  const body = (await response.json()) as { status: string; version: string };
  expect(body.status).toBe('ok');
  // functions/build.mjs writes the git commit it built from.
  expect(body.version).toMatch(/^[0-9a-f]{12}(-dirty)?$/);
});
