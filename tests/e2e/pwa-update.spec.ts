import { expect, test } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForServiceWorker } from './pwa-helpers';

// The service worker is what this spec is about (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * A new deploy while the page is open: the new version waits for the visitor's consent, and on
 * consent the page reloads into it (never runs old code under the new worker). The deploy is
 * simulated by changing the served dist/sw.js, restored afterwards (E2E_DIST_DIR names another
 * build directory when E2E_BASE_URL serves one, e.g. with `vite preview --outDir`).
 */
const distDir = process.env.E2E_DIST_DIR ?? fileURLToPath(new URL('../../dist', import.meta.url));
const serviceWorkerFile = join(distDir, 'sw.js');

test('a new version is offered, and taken only on consent', async ({ page }) => {
  const original = readFileSync(serviceWorkerFile);
  try {
    await page.goto('/eventi');
    await waitForServiceWorker(page);
    await page.evaluate(() => {
      (window as { beforeUpdate?: boolean }).beforeUpdate = true;
    });

    writeFileSync(serviceWorkerFile, `${original.toString()}\n// deployed ${Date.now()}\n`);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });

    const prompt = page.getByRole('status').filter({
      hasText: 'È disponibile una nuova versione del sito.',
    });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    // Until the visitor agrees, the new worker waits and this page keeps running.
    const waitingBeforeConsent = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.waiting?.state;
    });
    expect(waitingBeforeConsent).toBe('installed');
    expect(await page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate)).toBe(
      true,
    );

    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Aggiorna' }).click(),
    ]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eventi');
    const afterReload = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        reloaded: (window as { beforeUpdate?: boolean }).beforeUpdate === undefined,
        waiting: registration?.waiting ?? null,
        controlled: navigator.serviceWorker.controller?.state,
      };
    });
    expect(afterReload).toEqual({ reloaded: true, waiting: null, controlled: 'activated' });
    await expect(prompt).toBeHidden();
  } finally {
    writeFileSync(serviceWorkerFile, original);
  }
});
