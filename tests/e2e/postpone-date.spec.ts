import { expect, test, type Page } from '@playwright/test';
import { addDays, format, nextWednesday, parseISO, subDays } from 'date-fns';
import { todayInRome } from '@/domain/calendar';
import { formatLongDate } from '@/domain/format';
import { memberBookingRequest } from '../../scripts/stack/member-booking-request';
import { DEMO_STAFF } from '../../scripts/stack/staff-claim';
import { testDb } from '../support/firestore';
import { signInThroughPage } from './accounts-support';
import { callApi } from './api-support';
import { bookableSaturday, clearOpenHolds, clearRateLimits, MEMBER } from './booking-support';
import { mailsTo } from './mail-support';
import { staffDaySettled } from './staff-day-support';

// "Rinvia data" in the staff area, on the local stack: a manager picks the new day in the dialog,
// reads the server's preview, postpones, and the activity log lists it; a customer whose booking
// moved keeps the new date from the mail's button.

test.beforeEach(async () => {
  await clearRateLimits();
  await clearOpenHolds();
});

/** Opens "Rinvia data" of a tour on the staff page for `date` and postpones it to `newDate`. */
async function postponeInStaffArea(page: Page, tour: string, date: string, newDate: string) {
  await page.goto('/staff?vista=giornata');
  await page.getByLabel('Data', { exact: true }).fill(date);
  await staffDaySettled(page, date);
  const day = formatLongDate(date, 'it');
  await page.getByRole('button', { name: `Rinvia data ${tour}, ${day}` }).click();
  const dialog = page.getByRole('dialog', { name: `Rinviare ${tour} di ${day}?` });
  const confirm = dialog.getByRole('button', { name: 'Rinvia data' });
  await expect(confirm).toBeDisabled();
  await dialog
    .getByRole('grid')
    .getByText(String(Number(newDate.slice(8))), { exact: true })
    .click();
  await expect(dialog).toContainText(/(entra|entrano) nella nuova data/);
  return { dialog, confirm };
}

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
  const { dialog, confirm } = await postponeInStaffArea(page, 'Colombare Tour', date, newDate);
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

/**
 * A Saturday four weeks ahead or later, not closed yet, and the Sunday after, in one month. Strada
 * del Vino is booked by no other spec, so postponing its Saturday moves only this test's booking.
 */
async function rainySaturday() {
  const schedule = await testDb().doc('schedules/strada-del-vino').get();
  const closed = (schedule.get('closedDates') as string[] | undefined) ?? [];
  const day = (date: Date) => format(date, 'yyyy-MM-dd');
  let saturday = addDays(parseISO(bookableSaturday()), 28);
  // A run earlier on this stack closed its Saturday: take a later one.
  while (
    addDays(saturday, 1).getMonth() !== saturday.getMonth() ||
    closed.includes(day(saturday))
  ) {
    saturday = addDays(saturday, 7);
  }
  return { date: day(saturday), newDate: day(addDays(saturday, 1)) };
}

test('a customer whose booking moved keeps the new date from the mail', async ({
  page,
  request,
}) => {
  const { date, newDate } = await rainySaturday();
  const email = `postpone.e2e.${Date.now()}@example.com`;
  const { status, body } = await callApi(
    request,
    'createCheckoutSession',
    memberBookingRequest({
      tourId: 'strada-del-vino',
      memberName: MEMBER,
      participantNames: [MEMBER],
      customerEmail: email,
      selectedDate: date,
      locale: 'it',
    }),
  );
  expect(status).toBe(200);
  const { url, bookingId } = body['result'] as { url: string; bookingId: string };
  expect((await request.post(`${url}/pay`, { maxRedirects: 0 })).status()).toBe(303);
  await expect
    .poll(async () => (await testDb().doc(`bookings/${bookingId}`).get()).get('status'))
    .toBe('paid');

  await signInThroughPage(page, DEMO_STAFF.email, DEMO_STAFF.password);
  const { dialog, confirm } = await postponeInStaffArea(page, 'Strada del Vino', date, newDate);
  await expect(dialog).toContainText('1 prenotazione, 1 entra nella nuova data, 0 no.');
  await confirm.click();
  await expect(page.getByText('Data rinviata: 1 prenotazione spostata')).toBeVisible();

  let keep = '';
  await expect
    .poll(async () => {
      const mail = (await mailsTo(email)).find((candidate) =>
        candidate.subject.startsWith('Tour rinviato per maltempo'),
      );
      keep = /Mantengo la nuova data:\n(https?:\/\/\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
      return keep;
    })
    .not.toBe('');
  const link = new URL(keep);
  expect(link.searchParams.get('rinvio')).toBe('mantieni');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(
    page.getByText(
      `Il tour di ${formatLongDate(date, 'it')} è rinviato a ${formatLongDate(newDate, 'it')}`,
      { exact: false },
    ),
  ).toBeVisible();
  await expect(
    page.getByText(`Hai scelto di mantenere la nuova data: ${formatLongDate(newDate, 'it')}.`),
  ).toBeVisible();
  // The token left the address; the answer stayed for the page to act on once.
  expect(new URL(page.url()).searchParams.get('token')).toBeNull();
  await expect
    .poll(async () => (await testDb().doc(`bookings/${bookingId}`).get()).get('postponement'))
    .toMatchObject({ from: date, to: newDate, choice: 'kept' });
  expect((await testDb().doc(`bookings/${bookingId}`).get()).get('status')).toBe('paid');
});
