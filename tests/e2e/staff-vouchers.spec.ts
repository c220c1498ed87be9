import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { monthInRome } from '@/domain/months';
import { DEMO_GUIDE, DEMO_STAFF } from '../../scripts/stack/staff-claim';
import { testDb } from '../support/firestore';
import { storeIssuedVoucher } from '../support/issued-voucher';
import { signInThroughPage } from './accounts-support';

// "Buoni" on a desktop: the demo manager finds a voucher by its recipient, extends it, voids
// another with a reason, and downloads the month's CSV for the treasurer.

/** Letters only, so each run's recipients are told apart from others'. */
function runTag(): string {
  return Array.from({ length: 6 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
}

/** An issued voucher as fulfilment stores it, bought now, valid for 24 months. */
const storedVoucher = (recipientName: string, amountCents: number) =>
  storeIssuedVoucher(testDb(), new Date(), amountCents, {
    recipientName,
    message: 'Buon Natale!',
    // A sale: the month's file tells it from a hand issue by its payment.
    paymentIntentId: `pi_e2e_${randomUUID()}`,
  });

test('the demo manager finds, extends and voids vouchers and downloads the month', async ({
  page,
}, testInfo) => {
  const tag = runTag();
  const kept = await storedVoucher(`Giulia Bianchi${tag}`, 8000);
  const voided = await storedVoucher(`Paolo Verdi${tag}`, 5000);
  const later = `${Number(kept.validUntil.slice(0, 4)) + 1}${kept.validUntil.slice(4)}`;

  await signInThroughPage(page, DEMO_STAFF.email, DEMO_STAFF.password);
  await page.goto('/staff');
  await page.getByRole('link', { name: 'Buoni' }).click();
  await expect(page).toHaveURL(/vista=buoni/);

  // Found by the recipient's name, in another case.
  await page.getByLabel('Cerca buono').fill(`giulia bianchi${tag.toUpperCase()}`);
  await page.getByRole('button', { name: 'Cerca', exact: true }).click();
  const card = page.getByRole('article', { name: new RegExp(kept.printed) });
  await expect(card).toContainText('80,00 € di 80,00 €');
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath('buoni-desktop.png'), fullPage: true });

  await card.getByRole('button', { name: 'Proroga' }).click();
  const extend = page.getByRole('dialog', { name: `Prorogare il buono ${kept.printed}?` });
  await extend.getByLabel(/Nuovo ultimo giorno/).fill(later);
  await extend.getByRole('button', { name: 'Proroga' }).click();
  await expect(extend).toBeHidden();
  const ledger = card.getByRole('table', { name: `Movimenti del buono ${kept.printed}` });
  await expect(ledger.getByRole('row')).toHaveCount(3);
  await expect(ledger).toContainText(`${kept.validUntil} → ${later}`);
  await expect
    .poll(async () => (await testDb().doc(`vouchers/${kept.code}`).get()).get('validUntil'))
    .toBe(later);

  // The other one, by its code, voided with a reason.
  await page.getByLabel('Cerca buono').fill(voided.printed.toLowerCase());
  await page.getByRole('button', { name: 'Cerca', exact: true }).click();
  const other = page.getByRole('article', { name: new RegExp(voided.printed) });
  await other.getByRole('button', { name: 'Annulla buono' }).click();
  const dialog = page.getByRole('dialog', { name: `Annullare il buono ${voided.printed}?` });
  await dialog.getByLabel(/Motivo/).fill('Venduto due volte per errore');
  await dialog.getByRole('button', { name: 'Annulla il buono' }).click();
  await expect(dialog).toBeHidden();
  await expect(other).toContainText('Annullato');
  await expect(other).toContainText('0,00 € di 50,00 €');
  await expect(other.getByRole('button', { name: 'Annulla buono' })).toHaveCount(0);

  // The month's CSV holds both sales, the extension and the void.
  const month = monthInRome(new Date());
  // The field is required: its label reads "Mese *".
  await expect(page.getByLabel(/^Mese/)).toHaveValue(month);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Scarica CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`buoni-${month}.csv`);
  const csv = await readFile(await download.path(), 'utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toContain('Data;Codice;Movimento');
  expect(lines.filter((line) => line.includes(kept.printed))).toEqual([
    expect.stringContaining('Vendita;"80,00"'),
    expect.stringContaining('Proroga'),
  ]);
  expect(lines.filter((line) => line.includes(voided.printed))).toEqual([
    expect.stringContaining('Vendita;"50,00"'),
    expect.stringContaining(';Annullamento;;"50,00";'),
  ]);
  await expect(page.getByRole('status').filter({ hasText: `buoni-${month}.csv` })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('buoni-390.png'), fullPage: true });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a guide has no "Buoni": not in the navigation, and its address shows the default view', async ({
  page,
}) => {
  await signInThroughPage(page, DEMO_GUIDE.email, DEMO_GUIDE.password);
  await page.goto('/staff?vista=buoni');
  const sections = page.getByRole('navigation', { name: "Sezioni dell'area staff" });
  await expect(sections.getByRole('link', { name: /^Da controllare/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(sections.getByRole('link', { name: 'Buoni' })).toHaveCount(0);
  await expect(page.getByLabel('Cerca buono')).toHaveCount(0);
});
