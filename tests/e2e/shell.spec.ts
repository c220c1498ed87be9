import { expect, test } from '@playwright/test';

// Home in Italian by default (lang and navigation): content-home.spec.ts, on its Italian visit.

test('the language switch to English persists across a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Rental' }).first()).toBeVisible();
});

test('an unknown path shows the 404 page and logs the path', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/questa-pagina-non-esiste');
  await expect(page.getByRole('heading', { name: 'Oops! Pagina non trovata' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
  // The page is in the first HTML (404.html); the app logs the path once it has started.
  await expect
    .poll(() => errors.some((text) => text.includes('/questa-pagina-non-esiste')))
    .toBe(true);
});

test('the mobile menu toggles and closes when a link is chosen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Apri il menu' });
  const menu = page.getByRole('navigation', { name: 'Menu mobile' });
  // The header is in the prerendered HTML and answers once hydrated: retry the click until then.
  await expect(async () => {
    if (!(await menu.isVisible())) await toggle.click();
    await expect(menu).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await menu.getByRole('link', { name: 'Galleria' }).click();
  await expect(page).toHaveURL(/\/gallery$/);
  await expect(menu).toBeHidden();
});

test('a toast opens below the header, so the phone menu stays usable while it shows', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // The success page without its parameters raises the "Errore" toast at once.
  await page.goto('/booking-success');
  const toast = page.locator('[data-sonner-toast]');
  await expect(toast).toContainText('Parametri di verifica mancanti');
  const header = await page.getByRole('banner').boundingBox();
  // The toast slides in from above: its box settles below the header once the animation ends.
  await expect
    .poll(async () => (await toast.boundingBox())?.y, { message: 'the toast top, settled' })
    .toBeGreaterThanOrEqual(header!.y + header!.height);
  // Its timer pauses while the pointer rests on it: the menu must not be under it.
  await toast.hover();
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu mobile' })).toBeVisible();
});

test('the header keeps the name where it is while the rest of the header arrives', async ({
  page,
}) => {
  // A browser may paint the prerendered header before it has parsed what follows the name (the
  // navigation, the language switch, the account link, the menu button); the name's box must not
  // change when they arrive. Checked on a phone showing the name and with the full navigation.
  const name = page.getByRole('banner').locator('a[href="/"] > span');
  for (const width of [412, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/tour');
    await expect(name).toBeVisible();
    // Once React owns the header: its first render would otherwise replace the prerendered one
    // while the parts are removed, leaving no box to measure for a moment.
    await expect
      .poll(() =>
        name.evaluate((span) => Object.keys(span).some((key) => key.startsWith('__reactFiber'))),
      )
      .toBe(true);
    const whole = await name.boundingBox();
    await page.getByRole('banner').evaluate((header) => {
      const row = header.querySelector('div');
      for (const part of Array.from(row?.children ?? []).slice(1)) part.remove();
    });
    expect(await name.boundingBox(), `${width} px`).toEqual(whole);
  }
});
