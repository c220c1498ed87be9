import { expect, test } from '@playwright/test';
import { APP_CHECK_HEADER } from '../../src/lib/firebase/local-app-check-token';
import { clearRateLimits, fillBooking } from './booking-support';

// A failure the callable framework raises itself, before any of the site's code runs, reaches the
// visitor as a sentence for its reason, like every other failure (src/lib/errors/error-messages.ts),
// never as the SDK's text.

test.beforeEach(clearRateLimits);

test('a checkout refused for a missing App Check token is told in words, and nothing is held', async ({
  page,
}) => {
  const card = await fillBooking(page, 'emma.appcheck@example.com');
  // The real functions emulator refuses a call that carries no App Check token.
  await page.route('**/api/createCheckoutSession', (route) => {
    const headers = { ...route.request().headers() };
    delete headers[APP_CHECK_HEADER.toLowerCase()];
    return route.continue({ headers });
  });
  const answer = page.waitForResponse('**/api/createCheckoutSession');
  await card.getByRole('button', { name: 'Prenota e paga' }).click();

  const refused = await answer;
  expect(refused.status()).toBe(401);
  // The framework's own refusal: a code, no reason; the page reads the reason from the code.
  expect(await refused.json()).toEqual({
    error: { status: 'UNAUTHENTICATED', message: 'Unauthenticated' },
  });
  await expect(page.getByText('Errore di prenotazione')).toBeVisible();
  await expect(
    page.getByText('La sessione non è più valida. Ricarica la pagina e riprova.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/tour\//);
});
