import { expect, test, type Page } from '@playwright/test';
import { switchToEnglish } from './content-support';

// A page that fails while rendering: the browser's region names are made to throw before the
// app starts, so the membership form (which lists countries by name) cannot render.
async function breakCountryNames(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(Intl, 'DisplayNames', {
      value: function BrokenDisplayNames() {
        throw new Error('region names unavailable');
      },
    });
  });
}

async function openFormsPageFromHome(page: Page) {
  await page.goto('/');
  // Navigating inside the app, as a visitor does once the home page is running.
  await expect(async () => {
    await page
      .getByRole('navigation')
      .getByRole('link', { name: /^(Modulistica|Forms)$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/modulistica$/, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

test('a render failure shows the spec error page with reload and home, and is logged', async ({
  page,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await breakCountryNames(page);
  await openFormsPageFromHome(page);

  await expect(
    page.getByRole('heading', { name: "Errore imprevisto dell'applicazione!" }),
  ).toBeVisible();
  await expect(page.getByText('Something went wrong!')).toHaveCount(0);
  // The site around it still works: header and footer stay.
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(logged.some((text) => text.includes('Unexpected application error'))).toBe(true);

  await page.getByRole('link', { name: 'Torna alla home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the error page reads "Unexpected Application Error!" in English and reloads', async ({
  page,
}) => {
  await breakCountryNames(page);
  await page.goto('/');
  await switchToEnglish(page);
  await openFormsPageFromHome(page);
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { notReloadedYet: true }));
  await page.getByRole('button', { name: 'Reload the page' }).click();
  await expect.poll(() => page.evaluate(() => 'notReloadedYet' in window)).toBe(false);
});

test("the demo's footer leads to example policy pages that say so, in both languages", async ({
  page,
}) => {
  await page.goto('/esempi/privacy-policy');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Privacy Policy: pagina di esempio' }),
  ).toBeVisible();
  await expect(page.getByText(/non è l'informativa di A\.S\.D\. Valpolicella/)).toBeVisible();
  await expect(page.getByText(/VITE_PRIVACY_POLICY_URL/)).toBeVisible();
  await switchToEnglish(page);
  await page.goto('/esempi/cookie-policy');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cookie Policy: example page' }),
  ).toBeVisible();
  await expect(page.getByText(/VITE_COOKIE_POLICY_URL/)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Example data');
});
