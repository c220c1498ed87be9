import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { switchToEnglish } from './content-support';

const dialogTitle = (page: Page) => page.getByRole('dialog').getByRole('heading');

async function swipe(page: Page, deltaX: number) {
  const box = (await page.getByTestId('lightbox-backdrop').boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + deltaX / 2, y, { steps: 4 });
  await page.mouse.move(x + deltaX, y, { steps: 4 });
  await page.mouse.up();
}

/**
 * Opens the viewer from a prerendered thumbnail: the click does nothing until the page is hydrated,
 * and the viewer's code loads on the first open, so click again only while no viewer is open.
 */
async function openViewer(page: Page, thumbnail: Locator) {
  await expect(async () => {
    if ((await page.getByRole('dialog').count()) === 0) await thumbnail.click({ timeout: 2000 });
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
}

test.describe('gallery', () => {
  test('shows 16 labelled pictures and loads the viewer only when needed', async ({ page }) => {
    const lightboxChunks: string[] = [];
    page.on('request', (request) => {
      if (/gallery-lightbox/.test(request.url())) lightboxChunks.push(request.url());
    });
    await page.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1, name: 'Galleria' })).toBeVisible();
    const thumbnails = page.getByTestId('gallery-thumbnail');
    await expect(thumbnails).toHaveCount(16);
    await expect(thumbnails.first()).toContainText('Tour');
    await expect(thumbnails.nth(1)).toContainText('Vigneti');
    await expect(thumbnails.nth(2)).toContainText('Cantine');
    // The first picture is the largest above the fold (LCP): fetched first; the rest lazily.
    const pictures = await thumbnails.locator('img').all();
    for (const [index, img] of pictures.entries()) {
      await expect(img).toHaveAttribute('width', '1280');
      await expect(img).toHaveAttribute('height', '960');
      await expect(img).toHaveAttribute('loading', index === 0 ? 'eager' : 'lazy');
      await expect(img).not.toHaveAttribute('alt', '');
    }
    await expect(pictures[0]!).toHaveAttribute('fetchpriority', 'high');
    expect(lightboxChunks).toEqual([]);
    await thumbnails.first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(lightboxChunks.length).toBeGreaterThan(0);
  });

  test('navigates with wrapping arrow keys, traps focus, locks scroll and restores focus', async ({
    page,
  }) => {
    await page.goto('/gallery');
    const thumbnails = page.getByTestId('gallery-thumbnail');
    await openViewer(page, thumbnails.nth(15));
    await expect(dialogTitle(page)).toHaveText('Foto 16 di 16');
    await expect(page.getByRole('dialog')).toContainText('Natura');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    await page.keyboard.press('ArrowRight');
    await expect(dialogTitle(page)).toHaveText('Foto 1 di 16');
    await page.keyboard.press('ArrowLeft');
    await expect(dialogTitle(page)).toHaveText('Foto 16 di 16');
    await page.keyboard.press('ArrowLeft');
    await expect(dialogTitle(page)).toHaveText('Foto 15 di 16');
    await page.getByRole('button', { name: 'Foto successiva' }).click();
    await page.getByRole('button', { name: 'Foto successiva' }).click();
    await expect(dialogTitle(page)).toHaveText('Foto 1 di 16');
    await page.getByRole('button', { name: 'Foto precedente' }).click();
    await expect(dialogTitle(page)).toHaveText('Foto 16 di 16');

    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(
        () => document.querySelector('[role="dialog"]')?.contains(document.activeElement) ?? false,
      );
      expect(inside).toBe(true);
    }

    const { violations } = await new AxeBuilder({ page })
      .include('[role="dialog"]')
      .withTags(['wcag2a', 'wcag2aa'])
      .setLegacyMode() // as in a11y-support.ts: one run in the page
      .analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(thumbnails.nth(15)).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('moves on a horizontal swipe over 50 px and closes on the backdrop or the close button', async ({
    page,
  }) => {
    await page.goto('/gallery');
    const thumbnails = page.getByTestId('gallery-thumbnail');
    await openViewer(page, thumbnails.first());
    await expect(dialogTitle(page)).toHaveText('Foto 1 di 16');

    await swipe(page, -80);
    await expect(dialogTitle(page)).toHaveText('Foto 2 di 16');
    await swipe(page, -30);
    await expect(dialogTitle(page)).toHaveText('Foto 2 di 16');
    await swipe(page, 120);
    await swipe(page, 120);
    await expect(dialogTitle(page)).toHaveText('Foto 16 di 16');
    await expect(page.getByRole('dialog')).toBeVisible();

    const backdrop = (await page.getByTestId('lightbox-backdrop').boundingBox())!;
    await page.mouse.click(backdrop.x + backdrop.width / 2, backdrop.y + 4);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(thumbnails.nth(15)).toBeFocused();

    await thumbnails.nth(4).click();
    await page.getByRole('button', { name: 'Chiudi' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(thumbnails.nth(4)).toBeFocused();
  });

  test('closes on a click anywhere outside the picture and its controls', async ({ page }) => {
    await page.goto('/gallery');
    const thumbnails = page.getByTestId('gallery-thumbnail');
    await thumbnails.nth(1).click();
    const dialog = page.getByRole('dialog');
    await expect(dialogTitle(page)).toHaveText('Foto 2 di 16');

    // The picture and the arrows keep it open.
    await dialog.locator('[data-lightbox-picture]').click();
    await dialog.getByRole('button', { name: 'Foto successiva' }).click();
    await expect(dialogTitle(page)).toHaveText('Foto 3 di 16');

    // The band under the picture, with the caption, closes it. Clicked through its locator, so
    // Playwright clicks once the band itself takes the click (a viewer still opening may not).
    const caption = dialog.locator('#lightbox-caption');
    await caption.click({ position: { x: 8, y: 8 } });
    await expect(dialog).toHaveCount(0);

    // So does the bar above it, away from the close button.
    await thumbnails.nth(1).click();
    const bar = dialogTitle(page).locator('..');
    const [barBox, title] = await Promise.all([bar.boundingBox(), dialogTitle(page).boundingBox()]);
    await bar.click({ position: { x: title!.x - barBox!.x + title!.width + 40, y: 8 } });
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a touch swipe moves to the next picture', async ({ page }) => {
    await page.goto('/gallery');
    await page.getByTestId('gallery-thumbnail').nth(2).click();
    await expect(dialogTitle(page)).toHaveText('Foto 3 di 16');
    const box = (await page.getByTestId('lightbox-backdrop').boundingBox())!;
    const y = box.y + box.height / 2;
    const x = box.x + box.width / 2;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', pointX: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x: pointX, y }],
      });
    await touch('touchStart', x);
    await touch('touchMove', x - 40);
    await touch('touchMove', x - 90);
    await touch('touchEnd', x - 90);
    await expect(dialogTitle(page)).toHaveText('Foto 4 di 16');
  });

  test('reads in English after the language switch', async ({ page }) => {
    await page.goto('/gallery');
    await switchToEnglish(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
    const thumbnails = page.getByTestId('gallery-thumbnail');
    await expect(thumbnails.nth(1)).toContainText('Vineyards');
    await expect(thumbnails.nth(1)).toHaveAccessibleName(/^Open photo: .+ \(Vineyards\)$/);
    await thumbnails.nth(1).click();
    await expect(dialogTitle(page)).toHaveText('Photo 2 of 16');
    await page.keyboard.press('ArrowRight');
    await expect(dialogTitle(page)).toHaveText('Photo 3 of 16');
    await expect(page.getByRole('button', { name: 'Close' })).toBeVisible();
  });
});
