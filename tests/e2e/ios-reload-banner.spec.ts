import { expect, test } from '@playwright/test';
import { switchToEnglish } from './content-support';
import { MEMBER, openCardOnDate, verifyMembership, clearRateLimits } from './booking-support';

// The iOS banner on an iPhone: touch events, the iPhone's user agent, time moved on by the
// test's clock instead of waiting half a minute.

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test.use({
  userAgent: IPHONE,
  hasTouch: true,
  isMobile: true,
  viewport: { width: 390, height: 844 },
});

test.beforeEach(async ({ page }) => {
  await clearRateLimits();
  // A returning visitor who closed the "add to Home screen" hint: on a phone-sized screen it would
  // cover the booking card's controls.
  await page.addInitScript(() => localStorage.setItem('pwa-ios-install-hint', 'dismissed'));
  await page.clock.install();
});

test('Ricarica reloads mid-booking and what was typed comes back, the verified member too', async ({
  page,
}) => {
  let verifications = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/verifyMember')) verifications += 1;
  });
  const card = await openCardOnDate(page);
  await card.getByRole('textbox', { name: /^Nome e cognome/ }).fill('Emma Schneider');
  await card.getByRole('textbox', { name: /^Email/ }).fill('emma.ios@example.com');
  await verifyMembership(page, MEMBER);
  await expect(card.getByText(/Iscrizione verificata/)).toBeVisible();

  // Half a minute without a touch (the banner checks every 15 s).
  await page.clock.fastForward(46_000);
  const banner = page.getByText('Elementi non cliccabili? Prova a ricaricare.');
  await expect(banner).toBeVisible();
  await page.evaluate(() => Object.assign(window, { notReloadedYet: true }));

  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Ricarica' }).tap();
  await reloaded;
  expect(await page.evaluate(() => 'notReloadedYet' in window)).toBe(false);

  await page.getByRole('complementary', { name: 'Prenotazione' }).scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Modulo di prenotazione' });
  await expect(form.getByRole('textbox', { name: /^Email/ })).toHaveValue('emma.ios@example.com');
  await expect(form.getByRole('textbox', { name: 'Nome e cognome del socio' })).toHaveValue(MEMBER);
  await expect(form.getByText(/Iscrizione verificata/)).toBeVisible();
  expect(verifications).toBe(1);
});

test('speaks English, and a touch elsewhere hides it', async ({ page }) => {
  await page.goto('/');
  await switchToEnglish(page);
  // The banner's half minute starts when the page's extras mount (once the page is idle): move
  // the clock only after that, or the jump happens before the banner starts counting.
  await expect(page.getByTestId('chat-button')).toBeVisible();
  await page.clock.fastForward(46_000);
  await expect(page.getByText('Items not clickable? Try reloading.')).toBeVisible();
  await page.getByRole('heading', { level: 1 }).tap();
  await expect(page.getByText('Items not clickable? Try reloading.')).toHaveCount(0);

  await page.clock.fastForward(46_000);
  await page.evaluate(() => Object.assign(window, { notReloadedYet: true }));
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Reload' }).tap();
  await reloaded;
  expect(await page.evaluate(() => 'notReloadedYet' in window)).toBe(false);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
