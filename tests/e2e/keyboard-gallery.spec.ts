import { expect, test } from '@playwright/test';
import { expectVisibleFocus, focusIsInside, tabTo } from './keyboard-support';

test('the gallery opens, browses and closes with the keyboard alone', async ({ page }) => {
  await page.goto('/gallery');
  await page.waitForLoadState('networkidle');
  const thumbnails = page.getByTestId('gallery-thumbnail');
  await tabTo(page, thumbnails.first());
  await expectVisibleFocus(thumbnails.first());

  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  const title = dialog.getByRole('heading');
  await expect(title).toHaveText('Foto 1 di 16');
  expect(await focusIsInside(dialog)).toBe(true);

  await page.keyboard.press('ArrowRight');
  await expect(title).toHaveText('Foto 2 di 16');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(title).toHaveText('Foto 16 di 16');

  // Focus is trapped: Tab and Shift+Tab cycle through the viewer's buttons only.
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await focusIsInside(dialog), `after ${key}`).toBe(true);
  }
  const next = dialog.getByRole('button', { name: 'Foto successiva' });
  await tabTo(page, next);
  await expectVisibleFocus(next);
  await page.keyboard.press('Enter');
  await expect(title).toHaveText('Foto 1 di 16');
  await page.keyboard.press('Space');
  await expect(title).toHaveText('Foto 2 di 16');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Back on the thumbnail of the picture last shown, ready to go on.
  await expect(thumbnails.nth(1)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(thumbnails.nth(2)).toBeFocused();
});
