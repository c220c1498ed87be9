import { chromium, expect, test, type APIRequestContext } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { waitForServiceWorker } from './pwa-helpers';

// The service worker is what this spec is about (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Installability as the browser judges it (Lighthouse 12 dropped its PWA audits; Chromium's own
 * checks are what decide whether the install offer appears), plus the manifest's content.
 */

interface ManifestImage {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
  form_factor?: 'narrow' | 'wide';
}

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestImage[];
  screenshots: ManifestImage[];
  translations?: Record<string, { name?: string; short_name?: string; description?: string }>;
}

/** The picture really has the size the manifest claims. */
async function expectImageSize(request: APIRequestContext, image: ManifestImage) {
  const response = await request.get(image.src);
  expect(response.ok(), `${image.src} is served`).toBe(true);
  if (image.type) expect(response.headers()['content-type']).toContain(image.type);
  const { width, height } = await sharp(await response.body()).metadata();
  expect(`${width}x${height}`, image.src).toBe(image.sizes);
}

test('Chromium finds the site installable', async ({ launchOptions, baseURL }) => {
  // Chromium never offers to install from an incognito profile, which is what Playwright's
  // ordinary contexts are: this check needs a profile of its own.
  const profile = mkdtempSync(join(tmpdir(), 'pwa-install-'));
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);

    const { errors, data } = await cdp.send('Page.getAppManifest');
    expect(errors, 'the manifest parses without errors').toEqual([]);
    expect(data).toBeTruthy();

    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, {
        message: 'no installability errors',
      })
      .toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the manifest names the app in Italian and English, with icons and screenshots', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await request.get(href!);
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as Manifest;

  expect(manifest).toMatchObject({
    id: '/',
    name: 'Valpolicella E-Bike Tours',
    short_name: 'Valpolicella',
    lang: 'it',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#3f5a2a',
    background_color: '#f8f5f0',
  });
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  expect(manifest.description).toContain('vigneti');
  expect(manifest.translations?.en?.description).toContain('vineyards');

  const iconsFor = (purpose: string) =>
    manifest.icons.filter((icon) => (icon.purpose ?? 'any').split(' ').includes(purpose));
  for (const purpose of ['any', 'maskable']) {
    expect(iconsFor(purpose).map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
  }
  for (const icon of manifest.icons) await expectImageSize(request, icon);

  const formFactors = manifest.screenshots.map((shot) => shot.form_factor);
  expect(formFactors).toEqual(expect.arrayContaining(['narrow', 'wide']));
  for (const shot of manifest.screenshots) await expectImageSize(request, shot);

  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(appleIcon).toBe('/apple-touch-icon.png');
  await expectImageSize(request, { src: appleIcon!, sizes: '180x180', type: 'image/png' });
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
    'content',
    manifest.theme_color,
  );
});
