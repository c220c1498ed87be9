import { expect, test } from '@playwright/test';
import { todayInRome } from '@/domain/calendar';
import { createAccount, grantStaff, signInThroughPage, uniqueEmail } from './accounts-support';

// The staff area: reached by an account with the `staff` claim (granted as `npm run staff:grant`
// does), refused to any other account, and the weather cancellation's first tap counting the day.

test('a staff account opens the staff area on today and counts a day before calling it off', async ({
  page,
}) => {
  const email = uniqueEmail('staff');
  await createAccount(email);
  await grantStaff(email);
  await signInThroughPage(page, email);

  const response = await page.goto('/staff');
  // The one page allowed to use the camera (the check-in scanner); every other page denies it.
  const headers = (await response?.headersArray()) ?? [];
  const policies = (name: string) => headers.filter((header) => header.name.toLowerCase() === name);
  expect(policies('permissions-policy').map((header) => header.value)).toEqual([
    expect.stringContaining('camera=(self)'),
  ]);
  // Its own Content-Security-Policy (one, not two intersected) lets the QR reader compile.
  expect(policies('content-security-policy').map((header) => header.value)).toEqual([
    expect.stringContaining("'wasm-unsafe-eval'"),
  ]);
  await expect(page.getByRole('heading', { level: 1, name: 'Area staff' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const today = todayInRome(new Date());
  await expect(page.getByLabel('Data', { exact: true })).toHaveValue(today);

  const pojega = page.getByRole('listitem').filter({ hasText: 'Pojega Tour' });
  await pojega.getByRole('button', { name: /Annulla data/ }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Annullare Pojega Tour di');
  await dialog.getByRole('button', { name: 'Non annullare' }).click();
  await expect(dialog).toHaveCount(0);
});

test('any other account is told the area is for staff (the callables check the claim too)', async ({
  page,
}) => {
  const email = uniqueEmail('visitor');
  await createAccount(email);
  await signInThroughPage(page, email);
  await page.goto('/staff');
  await expect(page.getByRole('alert')).toContainText("Quest'area è riservata allo staff");
  await expect(page.getByRole('button', { name: /Annulla data/ })).toHaveCount(0);
});
