import { expect, test } from '@playwright/test';
import type { DocumentData } from 'firebase-admin/firestore';
import { addDays, format, nextWednesday, parseISO } from 'date-fns';
import { todayInRome } from '@/domain/calendar';
import { formatLongDate } from '@/domain/format';
import { readSchedule } from '@/domain/schedule-schema';
import { DEMO_STAFF } from '../../scripts/stack/staff-claim';
import { testDb } from '../support/firestore';
import { signInThroughPage } from './accounts-support';
import { dayLabel, openCard, showMonthOf } from './booking-support';

// "Calendario" in the staff area, on the local stack: the demo manager adds a departure by
// tapping a day, and the tour's public page offers that day in its booking card. The X Tour runs
// on weekends; the day added is a Wednesday, so no other spec's dates move. The schedule is put
// back as it was afterwards.

const TOUR_ID = 'x-tour';
const TOUR_PAGE = '/tour/x';

/** The first Wednesday at least three days ahead: past the tour's notice, within its horizon. */
function quietWednesday(): string {
  const today = parseISO(todayInRome(new Date()));
  return format(nextWednesday(addDays(today, 2)), 'yyyy-MM-dd');
}

const scheduleDoc = () => testDb().collection('schedules').doc(TOUR_ID);
let original: DocumentData | undefined;

test.beforeAll(async () => {
  original = (await scheduleDoc().get()).data();
});
test.afterAll(async () => {
  if (original) await scheduleDoc().set(original);
});

test('a manager adds a departure by tapping its day, and the booking card offers it', async ({
  page,
}) => {
  const date = quietWednesday();
  const reading = readSchedule(original);
  expect(reading.ok && reading.schedule.weekdays).not.toContain('wed');
  // A previous run stopped before putting the schedule back: start from the schedule without it.
  if (reading.ok && reading.schedule.dates.includes(date)) {
    await scheduleDoc().update({ dates: reading.schedule.dates.filter((day) => day !== date) });
  }
  const long = formatLongDate(date, 'it');

  await signInThroughPage(page, DEMO_STAFF.email, DEMO_STAFF.password);
  await page.goto(`/staff?vista=calendario&tour=${TOUR_ID}`);
  await expect(page.getByRole('combobox', { name: 'Tour' })).toHaveValue(TOUR_ID);
  await showMonthOf(page, date);
  const day = page.getByRole('button', { name: new RegExp(`^${long}: `) });
  await expect(day).toHaveAccessibleName(`${long}: nessuna partenza`);
  await day.click();
  const panel = page.getByRole('dialog', { name: long });
  await expect(panel).toContainText('Nessuna partenza in questo giorno.');
  await panel.getByRole('button', { name: 'Aggiungi partenza' }).click();
  await expect(page.getByText('Partenza aggiunta: X Tour.')).toBeVisible();
  await expect(panel).toContainText('Partenza aggiunta per questo giorno.');
  await panel.getByRole('button', { name: 'Chiudi', exact: true }).click();
  await expect(page.getByRole('button', { name: `${long}: partenza` })).toBeVisible();

  const stored = readSchedule((await scheduleDoc().get()).data());
  expect(stored.ok && stored.schedule.dates).toContain(date);

  const card = await openCard(page, TOUR_PAGE);
  await showMonthOf(card, date);
  const offered = card.getByRole('button', { name: dayLabel(date) });
  await expect(offered).toBeEnabled();
  await offered.click();
  await expect(card.getByRole('button', { name: /Data del tour/ })).toContainText(long);
});
