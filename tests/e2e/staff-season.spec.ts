import { expect, test } from '@playwright/test';
import { capacityDocId } from '@/domain/capacity';
import { formatLongDate } from '@/domain/format';
import { DEMO_STAFF } from '../../scripts/stack/staff-claim';
import { testDb } from '../support/firestore';
import { signInThroughPage, uniqueEmail } from './accounts-support';
import { bookAndPay, memberCheckoutRequest } from './api-support';
import { bookableSaturday, clearRateLimits } from './booking-support';

// "Stagione" on the local stack: a seat is booked and paid for the next bookable Saturday, the
// demo manager opens the season, reads that day's seats sold in the heat map, and taps the day
// into its roster.

test('the demo manager sees a day’s seats sold in Stagione and taps it into the day’s roster', async ({
  page,
  request,
}) => {
  const date = bookableSaturday();
  await clearRateLimits();
  const bookingId = await bookAndPay(
    request,
    memberCheckoutRequest({
      selectedDate: date,
      customerEmail: uniqueEmail('season'),
      locale: 'it',
    }),
  );
  const booking = testDb().doc(`bookings/${bookingId}`);
  await expect
    .poll(async () => (await booking.get()).get('status'), { timeout: 20_000 })
    .toBe('paid');
  // The counter holds this booking's two seats and whatever else the stack has on that day.
  const counter = await testDb()
    .doc(`capacity/${capacityDocId('pojega', date)}`)
    .get();
  const seatsSold = counter.get('seatsHeld') as number;
  expect(seatsSold).toBeGreaterThanOrEqual(2);

  await signInThroughPage(page, DEMO_STAFF.email, DEMO_STAFF.password);
  await page.goto('/staff');
  await page
    .getByRole('navigation', { name: "Sezioni dell'area staff" })
    .getByRole('link', { name: 'Stagione' })
    .click();
  const pojega = page.getByRole('region', { name: 'Pojega Tour' });
  const day = pojega.getByRole('link', {
    name: `${formatLongDate(date, 'it')}: ${seatsSold} posti venduti, senza limite di posti`,
  });
  await expect(day).toBeVisible();
  await expect(day).toContainText(String(seatsSold));
  await expect(page.getByRole('table', { name: 'Incassi e rimborsi per mese' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Presenze' })).toBeVisible();
  // The charts are drawn (uPlot, loaded with the money section): months and tours.
  await expect(page.locator('.uplot canvas')).toHaveCount(2);

  await day.click();
  await expect(page).toHaveURL(
    new RegExp(`vista=giornata.*data=${date}|data=${date}.*vista=giornata`),
  );
  // The day as the page writes it: '28/11/2026'.
  await expect(page.getByLabel('Data', { exact: true })).toHaveValue(
    date.split('-').reverse().join('/'),
  );
  await expect(page.getByRole('heading', { name: 'Prenotazioni del giorno' })).toBeVisible();
});
