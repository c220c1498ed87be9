import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, appendFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

// Consent before tracking (Garante): a build of the site with an advertising pixel and a consent
// service configured, served on its own port. The consent service's script (iubenda) cannot run
// here, so the test serves a stand-in that calls the site's consent callback when its button is
// pressed, as the real banner does; every request to the pixel's host is intercepted and counted.

const PORT = 4998;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PIXEL_HOST = 'https://connect.facebook.net/';

const CONSENT_STAND_IN = `
  (function () {
    var configuration = window._iub.csConfiguration;
    var accept = document.createElement('button');
    accept.textContent = 'Accept cookies (consent service stand-in)';
    accept.onclick = function () { configuration.callback.onConsentGiven(); };
    document.body.appendChild(accept);
  })();
`;

let workDir = '';
let preview: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  workDir = mkdtempSync(join(tmpdir(), 'consent-build-'));
  copyFileSync('.env.emulator', join(workDir, '.env.emulator'));
  appendFileSync(
    join(workDir, '.env.emulator'),
    '\nVITE_META_PIXEL_ID=100000000000001\nVITE_COOKIE_CONSENT_SITE_ID=1000001\nVITE_COOKIE_CONSENT_POLICY_ID=2000002\n',
  );
  const outDir = join(workDir, 'dist');
  execFileSync(
    'npx',
    [
      'tsx',
      'scripts/build-web.ts',
      '--mode',
      'emulator',
      '--quiet',
      '--out-dir',
      outDir,
      '--env-dir',
      workDir,
    ],
    { stdio: 'inherit' },
  );
  preview = spawn(
    'npx',
    [
      'vite',
      'preview',
      '--outDir',
      outDir,
      '--port',
      String(PORT),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    { stdio: 'ignore', detached: true },
  );
  await expect
    .poll(
      () =>
        fetch(ORIGIN).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  if (preview?.pid) process.kill(-preview.pid);
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test('the advertising pixel loads only after consent given through the consent service', async ({
  page,
}) => {
  const pixelRequests: string[] = [];
  await page.route(`${PIXEL_HOST}**`, (route) => {
    pixelRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  await page.route('https://cdn.iubenda.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: CONSENT_STAND_IN }),
  );
  // Every other third party fails, as with no network.
  await page.route(/^https:\/\/(?!connect\.facebook\.net|cdn\.iubenda\.com)/, (route) =>
    route.abort('blockedbyclient'),
  );

  await page.goto(`${ORIGIN}/`);
  const accept = page.getByRole('button', { name: /consent service stand-in/ });
  // The consent service loads with the pixel's loader (both when the page is idle) and asks:
  // until the visitor answers, nothing goes to the pixel's host, also on the next page.
  await expect(accept).toBeVisible({ timeout: 30_000 });
  await page.goto(`${ORIGIN}/eventi`);
  await expect(accept).toBeVisible({ timeout: 30_000 });
  expect(pixelRequests).toEqual([]);

  await accept.click();
  await expect.poll(() => pixelRequests.length).toBe(1);
  expect(pixelRequests[0]).toContain('fbevents.js');
});

test('with no answer from the consent service, nothing that sets cookies loads', async ({
  page,
}) => {
  const thirdParty: string[] = [];
  await page.route(/^https:\/\//, (route) => {
    thirdParty.push(route.request().url());
    return route.abort('blockedbyclient');
  });
  await page.goto(`${ORIGIN}/tour/pojega`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The consent service's own loader is the only third party asked for (and it failed here).
  await expect
    .poll(() => thirdParty.some((url) => url.startsWith('https://cdn.iubenda.com/')))
    .toBe(true);
  expect(thirdParty.filter((url) => !url.startsWith('https://cdn.iubenda.com/'))).toEqual([]);
});
