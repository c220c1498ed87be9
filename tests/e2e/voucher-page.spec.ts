import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { PageSizes, PDFDocument } from 'pdf-lib';
import { formatEuros } from '@/domain/format';
import { clearRateLimits } from './booking-support';
import { wcagViolations } from './a11y-support';
import { waitForServiceWorker } from './pwa-helpers';
import { paidVoucher, voucherMailText } from './voucher-support';

// What a recipient does with the voucher mail's link on a phone: the page, its PDF, and the same
// page again without a network. The service worker is part of it.
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

test.beforeEach(async () => {
  await clearRateLimits();
});

test('a voucher opens from its link, downloads as an A5 PDF and opens offline once seen', async ({
  page,
  request,
}, testInfo) => {
  // A purchase, its mail, two page loads and two PDFs: longer than one page's check, and on the
  // 2-core machine beside other specs the first getVoucher call took over 30 s once.
  test.setTimeout(150_000);
  const { code, buyerEmail } = await paidVoucher(request, {
    amountCents: 5000,
    recipientName: 'Giulia Bianchi',
    message: 'Buon compleanno! Ci vediamo tra le vigne.',
    locale: 'it',
  });
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });

  // Without a code the page asks for it.
  await page.goto('/buono');
  await expect(page.getByRole('form', { name: 'Cerca un buono regalo' })).toBeVisible();
  expect(await wcagViolations(page), 'the code form').toEqual([]);

  // The buyer's mail says where to print the voucher, and links there.
  const mail = await voucherMailText(buyerEmail);
  expect(mail).toContain('scarica il PDF da stampare');
  const link = new URL(/https?:\/\/\S+\/buono\?code=[\w-]+/.exec(mail)?.[0] ?? '');
  expect(link.searchParams.get('code')).toBe(code);
  await page.goto(link.pathname + link.search);
  // The code leaves the address bar (and so every report of it) before anything renders.
  await expect(page).toHaveURL(/\/buono$/);
  const card = page.getByRole('article', { name: 'Buono regalo' });
  await expect(card.getByText('Giulia Bianchi')).toBeVisible({ timeout: 45_000 });
  await expect(card.getByText(code)).toBeVisible();
  const balance = page.getByRole('region', { name: 'Saldo e movimenti' });
  await expect(balance.getByText(formatEuros(5000, 'it')).first()).toBeVisible();
  await expect(balance.getByText('Utilizzabile')).toBeVisible();
  await expect(balance.getByRole('row').nth(1)).toContainText('Buono emesso');
  await expect(page).toHaveTitle('Buono regalo · Valpolicella E-Bike Tours');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(await wcagViolations(page), 'the voucher').toEqual([]);
  await waitForServiceWorker(page);
  await page.screenshot({ path: testInfo.outputPath('buono-it-390.png'), fullPage: true });

  // The PDF library arrives with the click, never with the page.
  expect(scripts.filter((path) => /voucher-pdf/.test(path))).toEqual([]);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica il PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`buono-regalo-${code}.pdf`);
  const file = testInfo.outputPath('buono.pdf');
  await download.saveAs(file);
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(2_000);
  expect(bytes.length).toBeLessThan(100_000);
  const pdf = await PDFDocument.load(bytes);
  const [width, height] = PageSizes.A5;
  expect(pdf.getPage(0).getSize()).toEqual({ width, height });
  expect(scripts.filter((path) => /voucher-pdf/.test(path))).toHaveLength(1);

  await page.context().setOffline(true);
  await page.reload();
  await expect(card.getByText('Giulia Bianchi')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'copia salvata' })).toBeVisible();
  await expect(balance.getByText(formatEuros(5000, 'it')).first()).toBeVisible();
  // The PDF maker, fetched by the first click, is kept by the service worker.
  const offlineDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica il PDF' }).click();
  expect((await offlineDownload).suggestedFilename()).toBe(`buono-regalo-${code}.pdf`);

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('article', { name: 'Gift voucher' })).toBeVisible();
  await expect(page).toHaveTitle('Gift voucher · Valpolicella E-Bike Tours');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(
    page.getByRole('region', { name: 'Balance and history' }).getByText('Usable'),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('buono-en-390-offline.png'), fullPage: true });
  // Printed in the voucher's own language, its buyer's, whatever the page's.
  const englishPageDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await englishPageDownload).suggestedFilename()).toBe(`buono-regalo-${code}.pdf`);
});
