import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  acceptTerms,
  clearOpenHolds,
  clearRateLimits,
  MEMBER,
  openCardOnDate,
  verifyMembership,
} from './booking-support';
import { paidVoucher, voucherView } from './voucher-support';

// "Hai un buono regalo?" in the booking card on a phone, against the whole local stack: the
// voucher is bought and paid through the Stripe stand-in as a buyer would, then spent from the
// card; the Pojega Tour costs 80 € a person.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.beforeEach(async () => {
  await clearRateLimits();
  await clearOpenHolds();
});

/** A voucher of `amountCents` bought and paid through the stack; answers its printed code. */
const buyVoucher = async (request: APIRequestContext, amountCents: number) =>
  (await paidVoucher(request, { amountCents, recipientName: MEMBER, message: '', locale: 'it' }))
    .code;

/** One person on the Pojega Tour, ready to submit but for the voucher. */
async function fillPojegaBooking(page: Page, email: string): Promise<Locator> {
  const card = await openCardOnDate(page, undefined, '/tour/pojega');
  await card.getByRole('textbox', { name: /^Nome e cognome/ }).fill(MEMBER);
  await card.getByRole('textbox', { name: /^Email/ }).fill(email);
  await verifyMembership(page, MEMBER);
  // The register's lookup can take over ten seconds on a loaded machine.
  await expect(card.getByText(/Iscrizione verificata/)).toBeVisible({ timeout: 30_000 });
  await acceptTerms(page);
  await card.getByRole('checkbox', { name: /Dichiaro che ogni partecipante/ }).check();
  await expect(card.getByText('80,00 €')).toBeVisible();
  return card;
}

/** Scrolls the voucher field and the total below it to the middle of the screen, for a screenshot. */
async function showFieldAndTotal(card: Locator, disclosure: string) {
  await card
    .getByRole('button', { name: disclosure })
    .evaluate((button) => button.parentElement?.scrollIntoView({ block: 'center' }));
}

/** The card's "Totale" line: what the card will pay. */
const totalRow = (card: Locator) => card.locator('p').filter({ hasText: /^Totale/ });

async function applyVoucher(card: Locator, typed: string) {
  await card.getByRole('button', { name: 'Hai un buono regalo?' }).click();
  await card.getByRole('textbox', { name: 'Codice del buono' }).fill(typed);
  await card.getByRole('button', { name: 'Applica', exact: true }).click();
}

test('a member pays an 80 € tour with a 50 € voucher and 30 € by card; the voucher reads 0 €', async ({
  page,
  request,
}) => {
  // A voucher bought through Checkout and its webhook, a member check, then a booking paid on
  // the Stripe page: over the default minute once beside the whole suite on two cores.
  test.setTimeout(120_000);
  const code = await buyVoucher(request, 5000);
  const card = await fillPojegaBooking(page, 'voucher.partial@example.com');

  // Typed as read off paper: lower case, spaces for dashes.
  await applyVoucher(card, code.toLowerCase().replaceAll('-', ' '));
  await expect(
    card.getByRole('status').filter({ hasText: /applicato: saldo 50,00\s€/ }),
  ).toBeVisible();
  await expect(totalRow(card)).toHaveText(/^Totale\s*30,00\s€$/);
  const submit = card.getByRole('button', { name: /^Prenota e paga 30,00\s€$/ });
  await expect(submit).toBeVisible();
  await showFieldAndTotal(card, 'Hai un buono regalo?');
  await page.screenshot({ path: test.info().outputPath('voucher-card-it-390.png') });

  await submit.click();
  await page.waitForURL(/127\.0\.0\.1:12111\/checkout\//);
  await expect(page.getByRole('table', { name: 'Order summary' })).toContainText('€30.00');
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/\/booking-success/);
  await expect(page.getByRole('heading', { name: 'Prenotazione Confermata!' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^30,00\s€$/ })).toBeVisible();

  const after = await voucherView(request, code);
  expect(after.balanceCents).toBe(0);
  expect(after.entries.map((entry) => [entry.kind, entry.amountCents])).toEqual([
    ['issue', 5000],
    ['reserve', -5000],
    ['spend', 0],
  ]);
});

test('a voucher worth more than the price books at once without Stripe and keeps the rest', async ({
  page,
  request,
}) => {
  const code = await buyVoucher(request, 15000);
  const card = await fillPojegaBooking(page, 'voucher.covered@example.com');
  const stripePages: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().startsWith('http://127.0.0.1:12111/checkout/')) stripePages.push(sent.url());
  });

  await applyVoucher(card, code);
  await expect(
    card.getByRole('status').filter({ hasText: /applicato: saldo 150,00\s€/ }),
  ).toBeVisible();
  await expect(totalRow(card)).toHaveText(/^Totale\s*0,00\s€$/);
  await card.getByRole('button', { name: 'Prenota con il buono' }).click();

  await page.waitForURL(/\/booking-success/);
  await expect(page.getByRole('heading', { name: 'Prenotazione Confermata!' })).toBeVisible();
  expect(stripePages).toEqual([]);
  const after = await voucherView(request, code);
  expect(after.balanceCents).toBe(7000);
  expect(after.entries.map((entry) => [entry.kind, entry.amountCents])).toEqual([
    ['issue', 15000],
    ['reserve', -8000],
    ['spend', 0],
  ]);
});

test('the card with a voucher applied, in English, on a phone', async ({ page, request }) => {
  const code = await buyVoucher(request, 5000);
  await page.goto('/en/tour/pojega');
  const card = page.getByRole('form', { name: 'Booking form' });
  // The card answers once hydrated and loaded near the viewport: retry opening the field.
  await expect(async () => {
    await page.getByRole('complementary', { name: 'Booking' }).scrollIntoViewIfNeeded();
    const toggle = card.getByRole('button', { name: 'Have a gift voucher?' });
    if ((await toggle.getAttribute('aria-expanded', { timeout: 2000 })) !== 'true') {
      await toggle.click({ timeout: 2000 });
    }
    await expect(card.getByRole('textbox', { name: 'Voucher code' })).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 20_000 });
  await card.getByRole('textbox', { name: 'Voucher code' }).fill(code);
  await card.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(card.getByText(/applied: balance €50\.00/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Book and pay €30.00' })).toBeVisible();
  await showFieldAndTotal(card, 'Have a gift voucher?');
  await page.screenshot({ path: test.info().outputPath('voucher-card-en-390.png') });
});
