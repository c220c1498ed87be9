import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { monthInRome } from '@/domain/months';
import { DEMO_STAFF } from '../../scripts/stack/staff-claim';
import { signInThroughPage } from './accounts-support';
import { paidRefundableBooking } from './api-support';
import { clearRateLimits } from './booking-support';
import { linkInConfirmation } from './mail-support';

// A member pays and opens the receipt from the confirmation mail; the manager downloads the
// month's prima nota holding it. Against the whole stack: Hosting, functions, Firestore, the
// Stripe stand-in and the mail catcher.
const EMAIL = `receipt.e2e.${Date.now()}@example.com`;

test.beforeEach(clearRateLimits);

test('a member opens the receipt PDF from the mail, and the manager finds it in the prima nota', async ({
  page,
}, testInfo) => {
  // A payment, a PDF, a sign-in and a CSV, through functions that start cold on a shared machine.
  test.setTimeout(180_000);
  await paidRefundableBooking(page.request, EMAIL);

  const receipt = await linkInConfirmation(EMAIL, 'ricevuta');
  const response = await page.goto(`${receipt.pathname}${receipt.search}`);
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');

  await expect(page.getByRole('heading', { name: 'La tua ricevuta' })).toBeVisible();
  await expect(page.getByText('Giulia Bianchi', { exact: true })).toBeVisible();
  await expect(page.getByText('160,00 €')).toBeVisible();
  // The token left the address before anything could read it.
  expect(new URL(page.url()).search).toBe('');
  const number = (await page.locator('dd').first().textContent()) ?? '';
  expect(number).toMatch(/^\d{4}\/\d{4,}$/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Scarica la ricevuta (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`ricevuta-${number.replace('/', '-')}.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('ricevuta-390.png'), fullPage: true });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughPage(page, DEMO_STAFF.email, DEMO_STAFF.password);
  await page.goto('/staff');
  await page.getByRole('link', { name: 'Ricevute' }).click();
  await expect(page).toHaveURL(/vista=ricevute/);
  const month = monthInRome(new Date());
  await expect(page.getByLabel(/^Mese o anno/)).toHaveValue(month);
  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Scarica CSV' }).click(),
  ]);
  expect(csvDownload.suggestedFilename()).toBe(`prima-nota-${month}.csv`);
  const csv = await readFile(await csvDownload.path(), 'utf8');
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe(
    'Data;Ricevuta;Pagante;Tipo;Lordo (€);Commissione Stripe (€);Netto (€);Versamento Stripe',
  );
  expect(lines.find((line) => line.includes(number))).toMatch(
    /;Giulia Bianchi;Attività: prenotazione tour;"160,00";;;$/,
  );
  await expect(
    page.getByRole('status').filter({ hasText: `prima-nota-${month}.csv` }),
  ).toBeVisible();
});
