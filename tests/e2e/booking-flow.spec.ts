import { expect, test } from '@playwright/test';
import { fillBooking, openCardOnDate, verifyMembership, clearRateLimits } from './booking-support';

// The booking card as a visitor uses it, against the whole local stack: Hosting → functions →
// Firestore, the Stripe stand-in's checkout page and its signed webhook.

test.beforeEach(clearRateLimits);

test('a member books E-Motion in Villa, pays and sees the confirmed booking', async ({ page }) => {
  const card = await fillBooking(page, 'emma.flow@example.com', '+39 333 1234567');
  await card.getByRole('button', { name: 'Prenota e paga' }).click();

  await page.waitForURL(/127\.0\.0\.1:12111\/checkout\//);
  await expect(page.getByRole('table', { name: 'Order summary' })).toContainText('€260.00');
  await page.getByRole('button', { name: 'Pay' }).click();

  // Stripe returns with the ids in the address (booking-api.spec checks the return URL); the page
  // takes them out of it at once, and a reload still verifies from the tab's copy.
  await page.waitForURL(/\/booking-success/);
  await expect(page.getByRole('heading', { name: 'Prenotazione Confermata!' })).toBeVisible();
  expect(page.url()).toMatch(/\/booking-success$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Prenotazione Confermata!' })).toBeVisible();
  expect(page.url()).toMatch(/\/booking-success$/);
  const details = page.getByRole('definition');
  await expect(details.filter({ hasText: '260,00 €' })).toBeVisible();
  await expect(details.filter({ hasText: 'emma.flow@example.com' })).toBeVisible();
  await expect(details.filter({ hasText: '+39 333 1234567' })).toBeVisible();
  await expect(details.filter({ hasText: /^2$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contattaci' }).last()).toHaveAttribute(
    'href',
    '/contatti',
  );
});

test('a declined card stays on the checkout page; Cancel lands on the cancelled page', async ({
  page,
}) => {
  const card = await fillBooking(page, 'emma.declined@example.com');
  await card.getByRole('button', { name: 'Prenota e paga' }).click();
  await page.waitForURL(/127\.0\.0\.1:12111\/checkout\//);
  const checkoutUrl = page.url();

  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  expect(page.url()).toContain('127.0.0.1:12111/checkout/');
  expect(new URL(page.url()).pathname.startsWith(new URL(checkoutUrl).pathname)).toBe(true);

  await page.getByRole('link', { name: 'Cancel' }).click();
  await page.waitForURL(/\/booking-cancelled\?booking_id=.+/);
  const bookingId = new URL(page.url()).searchParams.get('booking_id') ?? '';
  await expect(page.getByRole('heading', { name: 'Prenotazione Annullata' })).toBeVisible();
  await expect(page.getByText(bookingId.slice(0, 8), { exact: true })).toBeVisible();
  await expect(page.getByText(/salvata ma non completata/)).toBeVisible();
});

test('a non-member cannot submit, and a lapsed member is offered to renew', async ({ page }) => {
  const card = await openCardOnDate(page);
  await card.getByRole('textbox', { name: /^Nome e cognome/ }).fill('Mario Nessuno');
  await card.getByRole('textbox', { name: /^Email/ }).fill('mario@example.com');
  await verifyMembership(page, 'Mario Nessuno');
  // Blocked, so the card says what to do instead: check the name, join (new tab) or write to us.
  await expect(card.getByText(/^Nessun socio registrato con questo nome/)).toBeVisible();
  await expect(
    card.getByRole('link', { name: /iscriviti dalla pagina Modulistica/ }),
  ).toHaveAttribute('target', '_blank');
  await expect(card.getByRole('link', { name: 'contattaci' })).toHaveAttribute('href', '/contatti');

  const submit = card.getByRole('button', { name: 'Prenota e paga' });
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await submit.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Inserisci il tuo nome e verifica la tua iscrizione')).toBeVisible();
  await expect(page).toHaveURL(/\/tour\/emotion-in-villa$/);

  await card.getByRole('textbox', { name: 'Nome e cognome del socio' }).fill('Paolo Verdi');
  await card.getByRole('button', { name: 'Verifica' }).click();
  // The demo's lapsed member ended last year, counted from the day the stack started.
  await expect(
    card.getByText(/La tua iscrizione non è valida per il .+: rinnovala per prenotare\./),
  ).toBeVisible();
  // Renewing is a button in the card (requestRenewal), not a trip to the forms page.
  await expect(card.getByRole('button', { name: "Rinnova l'iscrizione" })).toBeVisible();
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
});
