import { expect, test } from '@playwright/test';
import { addDays, format, nextWednesday, parseISO, subDays } from 'date-fns';
import { todayInRome } from '@/domain/calendar';
import { formatLongDate } from '@/domain/format';
import { DEMO_STAFF } from '../../scripts/stack/staff-claim';
import { signInThroughPage } from './accounts-support';

// "Rinvia data" in the staff area, on the local stack: a manager picks the new day in the dialog,
// reads the server's preview, postpones, and the activity log lists it.

/**
 * A Wednesday months ahead, within the tour's booking horizon (180 days), and the Thursday after
 * it in the same month (the calendar opens on the postponed day's month). No tour runs on either,
 * so opening the Thursday of Colombare Tour changes nothing other tests see.
 */
function quietDays() {
  let wednesday = nextWednesday(addDays(parseISO(todayInRome(new Date())), 150));
  if (addDays(wednesday, 1).getMonth() !== wednesday.getMonth()) wednesday = subDays(wednesday, 7);
  const day = (date: Date) => format(date, 'yyyy-MM-dd');
  return { date: day(wednesday), newDate: day(addDays(wednesday, 1)) };
}

test('a manager postpones a day to the next one and the audit log lists it', async ({ page }) => {
  const { date, newDate } = quietDays();
  await signInThroughPage(page, DEMO_STAFF.email, DEMO_STAFF.password);
  await page.goto('/staff');
  await page.getByLabel('Data', { exact: true }).fill(date);
  const colombare = page.getByRole('listitem').filter({ hasText: 'Colombare Tour' });
  await colombare.getByRole('button', { name: /Rinvia data/ }).click();
  const dialog = page.getByRole('dialog', {
    name: `Rinviare Colombare Tour di ${formatLongDate(date, 'it')}?`,
  });
  const confirm = dialog.getByRole('button', { name: 'Rinvia data' });
  await expect(confirm).toBeDisabled();
  await dialog
    .getByRole('grid')
    .getByText(String(Number(newDate.slice(8))), { exact: true })
    .click();
  await expect(dialog).toContainText('0 prenotazioni, 0 entrano nella nuova data, 0 no.');
  await expect(dialog).toContainText('Posti liberi nella nuova data:');
  await confirm.click();
  await expect(page.getByText('Data rinviata: 0 prenotazioni spostate')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.getByText('Mostra le ultime operazioni').click();
  const entries = page.getByRole('list', { name: 'Operazioni' }).getByRole('listitem');
  const entry = entries.filter({
    hasText: `Data rinviata: Colombare Tour, da ${formatLongDate(date, 'it')} a ${formatLongDate(newDate, 'it')}.`,
  });
  await expect(entry.first()).toContainText(DEMO_STAFF.email);
});
