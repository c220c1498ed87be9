import { expect, test } from '@playwright/test';
import { addDays, format, nextWednesday, parseISO } from 'date-fns';
import { todayInRome } from '@/domain/calendar';
import { formatLongDate } from '@/domain/format';
import { DEMO_GUIDE, DEMO_STAFF } from '../../scripts/stack/staff-claim';
import { createAccount, grantStaff, signInThroughPage, uniqueEmail } from './accounts-support';
import { staffDaySettled } from './staff-day-support';

// The staff area: reached by an account with a staff role (granted as `npm run staff:grant`
// does), refused to any other account; the weather cancellation for managers only, and the audit
// log listing what staff did.

test('a staff account opens the staff area on today and counts a day before calling it off', async ({
  page,
}) => {
  const email = uniqueEmail('staff');
  await createAccount(email);
  await grantStaff(email, 'manager');
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
  // "Da controllare" is what staff see first; the day is one tap away in the area's navigation.
  const sections = page.getByRole('navigation', { name: "Sezioni dell'area staff" });
  await expect(sections.getByRole('link', { name: /^Da controllare/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // While the day's roster is on its way, the weather actions below it are not drawn yet: the
  // list would push them down under a manager's finger.
  let releaseRoster = () => {};
  const rosterHeld = new Promise<void>((resolve) => (releaseRoster = resolve));
  await page.route('**/api/staffRoster', async (route) => {
    await rosterHeld;
    await route.continue();
  });
  await sections.getByRole('link', { name: 'Giornata' }).click();
  await expect(page).toHaveURL(/[?&]vista=giornata/);
  const today = todayInRome(new Date());
  await expect(page.getByLabel('Data', { exact: true })).toHaveValue(
    today.split('-').reverse().join('/'),
  );
  await expect(page.getByText("Caricamento dell'elenco...")).toBeVisible();
  const weather = page.getByRole('heading', { name: 'Annullare una data per maltempo' });
  await expect(weather).toHaveCount(0);
  releaseRoster();
  await staffDaySettled(page, today);
  await expect(weather).toBeVisible();

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

test('a guide (the demo guide) sees the roster and check-in, and no "Annulla data"', async ({
  page,
}) => {
  await signInThroughPage(page, DEMO_GUIDE.email, DEMO_GUIDE.password);
  await page.goto('/staff?vista=giornata');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Prenotazioni del giorno' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Codice biglietto' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Registro delle attività' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Annullare una data per maltempo' })).toHaveCount(
    0,
  );
  await expect(page.getByRole('button', { name: /Annulla data/ })).toHaveCount(0);
});

test('a manager (the demo manager) calls a date off and the audit log lists it', async ({
  page,
}) => {
  // A Wednesday well ahead: no tour runs then, so closing it changes nothing other tests see.
  const day = format(nextWednesday(addDays(parseISO(todayInRome(new Date())), 300)), 'yyyy-MM-dd');
  await signInThroughPage(page, DEMO_STAFF.email, DEMO_STAFF.password);
  await page.goto('/staff?vista=giornata');
  await page.getByLabel('Data', { exact: true }).fill(day);
  await staffDaySettled(page, day);
  await page
    .getByRole('button', { name: `Annulla data Pojega Tour, ${formatLongDate(day, 'it')}` })
    .click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Annulla data' }).click();
  await expect(page.getByText('Data annullata: 0 prenotazioni rimborsate')).toBeVisible();

  await page.getByText('Mostra le ultime operazioni').click();
  const entries = page.getByRole('list', { name: 'Operazioni' }).getByRole('listitem');
  const entry = entries.filter({
    hasText: `Data annullata: Pojega Tour, ${formatLongDate(day, 'it')}.`,
  });
  await expect(entry.first()).toContainText(DEMO_STAFF.email);

  // A day gone is not offered.
  await page.getByLabel('Data', { exact: true }).fill('2020-01-01');
  await expect(page.getByText('Questa data è già passata: non si può annullare.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Annulla data/ })).toHaveCount(0);
});
