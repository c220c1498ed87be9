import { expect, test } from '@playwright/test';
import { testDb } from '../support/firestore';
import { paidRefundableBooking } from './api-support';
import { clearRateLimits } from './booking-support';
import { linkInConfirmation, mailsTo } from './mail-support';

// A tourist cancels from the confirmation e-mail's link, against the whole local stack: Hosting →
// functions → Firestore, the Stripe stand-in (payment and refund) and the mail catcher.
const STRIPE = 'http://127.0.0.1:12111';
const EMAIL = `cancel.e2e.${Date.now()}@example.com`;

declare global {
  interface Window {
    addressWhenPageShows?: string;
  }
}

/** Runs in the page: keeps the address the moment the manage page's heading first appears. */
function recordAddressWhenPageShows() {
  const observer = new MutationObserver(() => {
    const headings = Array.from(document.querySelectorAll('h1'));
    if (headings.some((heading) => heading.textContent === 'Gestisci la prenotazione')) {
      window.addressWhenPageShows = window.location.href;
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

test.beforeEach(clearRateLimits);

test('a tourist cancels from the e-mail link and gets the refund the terms promise', async ({
  page,
  request,
}) => {
  const bookingId = await paidRefundableBooking(request, EMAIL);

  // The link exactly as the mail catcher received it.
  const manage = await linkInConfirmation(EMAIL, 'gestisci-prenotazione');
  const manageCall = page.waitForRequest('**/api/manageBooking');
  await page.addInitScript(recordAddressWhenPageShows);
  const response = await page.goto(`${manage.pathname}${manage.search}`);

  await expect(page.getByRole('heading', { name: 'Gestisci la prenotazione' })).toBeVisible();
  await expect(page.getByText('Pojega Tour', { exact: true })).toBeVisible();
  await expect(page.getByText('Rimborso: 160,00 € (100%)')).toBeVisible();

  // The token never stays where a script or a log could read it: gone from the address before
  // the page showed anything, and no request of the page names the page in a Referer.
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  expect(new URL(page.url()).search).toBe('');
  expect(await page.evaluate(() => window.addressWhenPageShows)).toMatch(
    /\/gestisci-prenotazione$/,
  );
  expect(await (await manageCall).headerValue('referer')).toBeNull();

  // A reload still opens the booking: the tab kept the token.
  await page.reload();
  await expect(page.getByText('Rimborso: 160,00 € (100%)')).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  const open = page.getByRole('button', { name: 'Annulla prenotazione' });
  await open.click();
  const dialog = page.getByRole('alertdialog', { name: 'Annullare la prenotazione?' });
  await expect(dialog.getByRole('button', { name: 'Non annullare' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await dialog.getByRole('button', { name: 'Annulla prenotazione' }).click();
  // The call answers once the refund is asked of Stripe and the freed seats offered: on a busy
  // emulator that took over 10 s once.
  await expect(page.getByText('Questa prenotazione è annullata.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Rimborso: 160,00 € (100%)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Annulla prenotazione' })).toHaveCount(0);

  // The refund was made on Stripe (the stand-in), once and in full.
  const booking = (await testDb().doc(`bookings/${bookingId}`).get()).data() as {
    paymentIntentId: string;
    status: string;
    refund: { status: string; amountCents: number };
  };
  expect(booking).toMatchObject({ status: 'cancelled', refund: { amountCents: 16_000 } });
  const refunds = await fetch(`${STRIPE}/v1/refunds?payment_intent=${booking.paymentIntentId}`, {
    headers: { Authorization: 'Bearer sk_test_local_stand_in' },
  });
  const listed = (await refunds.json()) as { data: { amount: number; status: string }[] };
  expect(listed.data).toEqual([expect.objectContaining({ amount: 16_000, status: 'succeeded' })]);
  await expect
    .poll(async () => (await mailsTo(EMAIL)).map((mail) => mail.subject))
    .toContainEqual(expect.stringMatching(/^Prenotazione annullata: Pojega Tour/));

  // The same link later, reloaded or opened again from the mail: it no longer opens the booking.
  const noLongerValid = page.getByRole('alert').filter({ hasText: 'Questo link non è più valido' });
  await page.reload();
  await expect(noLongerValid).toBeVisible();
  await page.goto(`${manage.pathname}${manage.search}`);
  await expect(noLongerValid).toBeVisible();
  await expect(page.getByText('Pojega Tour')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Annulla prenotazione' })).toHaveCount(0);
});
