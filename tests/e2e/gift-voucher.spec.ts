import { expect, test, type Page } from '@playwright/test';
import { todayInRome } from '@/domain/calendar';
import { deliveryInstant } from '@/domain/vouchers/delivery';
import { testDb } from '../support/firestore';
import { wcagViolations } from './a11y-support';
import { dayLabel, showMonthOf } from './booking-support';

// "Regala un tour" on a phone, against the whole local stack: Hosting → purchaseVoucher →
// Firestore, the Stripe stand-in's checkout page and its signed webhook, then verifyPayment on
// /regala/grazie.
// Reduced motion: axe would read a toast caught fading in as faint text (see a11y-routes.spec).
test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  reducedMotion: 'reduce',
});

/** A day ten days ahead on the Italian calendar: always a valid delivery day, whatever today is. */
function deliveryDay(): string {
  const [y, m, d] = todayInRome(new Date()).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 10)).toISOString().slice(0, 10);
}

async function openForm(page: Page, path = '/regala') {
  await page.goto(path);
  const form = page.getByRole('form', { name: /Regala un tour|Give a tour/ });
  // Prerendered: the fields answer once React has hydrated them (slow on a loaded machine).
  await expect(form.getByRole('textbox').first()).toBeEnabled({ timeout: 30_000 });
  return form;
}

test('a 50 € voucher for a friend, delivered on a chosen day, is paid and shows its code', async ({
  page,
}) => {
  const buyer = `gift.buyer.${Date.now()}@example.com`;
  const day = deliveryDay();
  const form = await openForm(page);
  await form.getByRole('radio', { name: /^50\s€$/ }).check();
  await form.getByRole('textbox', { name: /^Il tuo nome/ }).fill('Marco Rossi');
  await form.getByRole('textbox', { name: /^La tua email/ }).fill(buyer);
  await form.getByRole('textbox', { name: /^Nome di chi riceve/ }).fill('Giulia Bianchi');
  await form.getByRole('textbox', { name: /^Messaggio/ }).fill('Buon Natale!');
  await expect(form.getByText('Ancora 288 caratteri disponibili')).toBeVisible();
  await form.getByRole('radio', { name: /In un giorno e a un'ora scelti/ }).check();
  await form.getByRole('textbox', { name: /^Email di chi riceve/ }).fill('giulia@example.com');
  await form.getByRole('button', { name: /Giorno della consegna/ }).click();
  await showMonthOf(page, day);
  await page.getByRole('button', { name: dayLabel(day) }).click();
  await form.getByRole('combobox', { name: /^Ora/ }).selectOption('8');

  // Cancelled on Stripe's page: back on /regala, the form is as it was left.
  await form.getByRole('button', { name: 'Vai al pagamento' }).click();
  await page.waitForURL(/127\.0\.0\.1:12111\/checkout\//);
  await expect(page.getByRole('table', { name: 'Order summary' })).toContainText('€50.00');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await page.waitForURL(/\/regala$/);
  const back = page.getByRole('form', { name: 'Regala un tour' });
  await expect(back.getByRole('textbox', { name: /^La tua email/ })).toHaveValue(buyer);
  await expect(back.getByRole('textbox', { name: /^Nome di chi riceve/ })).toHaveValue(
    'Giulia Bianchi',
  );
  await expect(back.getByRole('button', { name: /Giorno della consegna/ })).toContainText(
    dayLabel(day),
  );

  await back.getByRole('button', { name: 'Vai al pagamento' }).click();
  await page.waitForURL(/127\.0\.0\.1:12111\/checkout\//);
  await page.getByRole('button', { name: 'Pay' }).click();

  await page.waitForURL(/\/regala\/grazie$/);
  await expect(
    page.getByRole('heading', { name: 'Grazie! Il buono regalo è pronto' }),
  ).toBeVisible();
  const code = (await page.getByText(/^VPT-/).textContent()) ?? '';
  expect(code).toMatch(/^VPT-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
  const details = page.getByRole('definition');
  await expect(details.filter({ hasText: 'Giulia Bianchi' })).toBeVisible();
  await expect(details.filter({ hasText: /^50\s€$/ })).toBeVisible();
  await expect(
    page.getByText(/arriverà per email a Giulia Bianchi nel giorno e all'ora scelti: .+ 08:00/),
  ).toBeVisible();

  const stored = (
    await testDb()
      .doc(`vouchers/${code.replace(/^VPT|-/g, '')}`)
      .get()
  ).data();
  expect(stored).toMatchObject({
    status: 'issued',
    amountCents: 5000,
    buyerEmail: buyer,
    message: 'Buon Natale!',
    delivery: { kind: 'scheduled', recipientEmail: 'giulia@example.com' },
  });
  expect(stored?.['delivery'].at.toDate().toISOString()).toBe(
    deliveryInstant(day, 8).toISOString(),
  );

  // Paid: the draft is gone, a new visit starts from an empty form.
  await openForm(page);
  await expect(page.getByRole('textbox', { name: /^La tua email/ })).toHaveValue('');
});

test('a free amount under 20 € is refused at its field, in the page language', async ({ page }) => {
  for (const [path, other, field, message] of [
    [
      '/regala',
      'Altro importo',
      'Importo in euro',
      'Scegli un importo in euro interi, da 20 a 500 €.',
    ],
    [
      '/en/regala',
      'Other amount',
      'Amount in euros',
      'Choose an amount in whole euros, from €20 to €500.',
    ],
  ] as const) {
    const form = await openForm(page, path);
    await form.getByRole('radio', { name: other }).check();
    const amount = form.getByRole('textbox', { name: new RegExp(`^${field}`) });
    await amount.fill('10');
    await form.getByRole('button', { name: /Vai al pagamento|Go to payment/ }).click();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toBeFocused();
    await expect(amount).toHaveAccessibleDescription(
      new RegExp(`^${message.replace(/[.€]/g, '\\$&')}`),
    );
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await wcagViolations(page)).toEqual([]);
  }
});
