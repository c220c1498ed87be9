import { expect, test, type Page } from '@playwright/test';
import { clearRateLimits } from './booking-support';

// The membership fee paid from /modulistica on a phone, through the stand-in's Checkout.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
test.beforeEach(clearRateLimits);

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

test('an applicant sends the application, pays the fee at Checkout and sees it recorded', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/modulistica');
  await field(page, 'Nome e cognome').fill(`Elena Neri ${unique()}`);
  await field(page, 'Codice fiscale').fill('RSSMRA85T10A562S');
  await field(page, 'Luogo di nascita').fill('Verona');
  await field(page, 'Data di nascita').fill('1985-12-10');
  await field(page, 'Indirizzo').fill('Via Roma 1');
  await field(page, 'Città').fill('Verona');
  await field(page, 'CAP').fill('37121');
  await field(page, 'Provincia').fill('VR');
  await field(page, 'Telefono').fill('+39 333 7654321');
  await field(page, 'Email').fill(`elena.${unique()}@example.com`);
  await page.getByRole('button', { name: 'Invia domanda e paga la quota' }).click();

  const pay = page.getByRole('button', { name: 'Paga la quota associativa' });
  // A server round trip (function, Firestore, outbox) on the shared test machine.
  await expect(pay).toBeVisible({ timeout: 30_000 });
  await pay.click();
  await page.waitForURL(/127\.0\.0\.1:12111\/checkout\//, { timeout: 30_000 });
  // The server's amount for an ordinary member (settings/membership.fees, the demo's 20 €).
  await expect(page.getByText(/Quota associativa \d{4}/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  await page.waitForURL(/\/modulistica$/, { timeout: 30_000 });
  await expect(page.getByText(/Quota associativa \d{4} pagata: 20,00/)).toBeVisible({
    timeout: 30_000,
  });
  // The ids Stripe sent back left the address bar; the page fits the phone.
  expect(new URL(page.url()).search).toBe('');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
