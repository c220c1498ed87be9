import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { bookingRef } from '@functions/services/booking-base/booking-doc';
import { DEMO_STAFF } from '../../scripts/stack/staff-claim';
import { runScheduledFunction } from '../../scripts/stack/emulator-triggers';
import { testDb } from '../support/firestore';
import { signInThroughPage } from './accounts-support';
import { paidRefundableBooking } from './api-support';
import { clearOpenHolds, clearRateLimits } from './booking-support';

// "Cassa" on the local stack: a member books and pays on the Stripe stand-in, Stripe pays the
// balance out (the stand-in's control route), `reconcilePayouts` runs as the scheduler would run
// it, and the demo manager finds that payout reconciled, with the member's payment in it.

const STRIPE = 'http://127.0.0.1:12111';
const EMAIL = `cassa.e2e.${Date.now()}@example.com`;

test.beforeEach(async () => {
  await clearRateLimits();
  await clearOpenHolds();
});

test('the manager sees a paid booking in its payout, reconciled to the cent, in "Cassa"', async ({
  page,
  request,
}, testInfo) => {
  // A payment, a payout, a scheduled job run through the functions emulator and two staff views.
  test.setTimeout(120_000);
  const bookingId = await paidRefundableBooking(request, EMAIL);
  let paid = 0;
  await expect
    .poll(async () => {
      const booking = (await bookingRef(testDb(), bookingId).get()).data();
      paid = booking?.status === 'paid' ? booking.amountTotalCents : 0;
      return paid;
    })
    .toBeGreaterThan(0);

  const made = await fetch(`${STRIPE}/__stand-in/payouts`, { method: 'POST' });
  expect(made.status).toBe(200);
  const payout = (await made.json()) as { id: string; amount: number };
  expect(await runScheduledFunction('reconcilePayouts')).toBe(200);

  await signInThroughPage(page, DEMO_STAFF.email, DEMO_STAFF.password);
  await page.goto('/staff');
  await page
    .getByRole('navigation', { name: "Sezioni dell'area staff" })
    .getByRole('link', { name: 'Cassa' })
    .click();
  await expect(page).toHaveURL(/vista=cassa/);
  const amount = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(
    payout.amount / 100,
  );
  const newest = page.locator('details').first();
  await expect(newest.locator('summary')).toContainText(amount);
  await expect(newest.locator('summary')).toContainText('Quadra al centesimo');

  await newest.locator('summary').click();
  const lines = newest.getByRole('list', { name: 'Righe del versamento' });
  const ours = lines.getByRole('listitem').filter({ hasText: 'Pagamento · Giulia Bianchi' });
  await expect(ours.first()).toBeVisible();
  const euros = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(
    paid / 100,
  );
  await expect(ours.filter({ hasText: euros }).first()).toBeVisible();

  const downloading = page.waitForEvent('download');
  await newest.getByRole('button', { name: 'Scarica CSV' }).click();
  const csv = await readFile(await (await downloading).path(), 'utf8');
  expect(csv.split('\r\n')[0]).toContain('Data;Tipo;Pagante;Per;Lordo entrate');
  expect(csv).toContain('Giulia Bianchi');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('cassa-390.png'), fullPage: true });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
