import { expect, test } from '@playwright/test';
import { bookingCode } from '@/domain/api/my-bookings';
import { DEMO_STAFF } from '../../scripts/stack/staff-claim';
import { testDb } from '../support/firestore';
import { signInThroughPage, uniqueEmail } from './accounts-support';
import { bookAndPay, memberCheckoutRequest } from './api-support';
import { bookableSaturday, clearOpenHolds, clearRateLimits } from './booking-support';

// "Cerca prenotazione" on a phone: the demo manager finds a customer's booking by a part of the
// surname typed in another case and without its accent, opens it and reads its story.

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async () => {
  await clearRateLimits();
  await clearOpenHolds();
});

/** Letters only, so the surname is a name and each run's customer is told apart from others. */
function runTag(): string {
  return Array.from({ length: 6 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
}

test('the demo manager finds a booking by part of the surname and reads its timeline', async ({
  page,
  request,
}) => {
  const tag = runTag();
  const surname = `Zanè${tag}`;
  const bookingId = await bookAndPay(request, {
    ...memberCheckoutRequest({
      selectedDate: bookableSaturday(),
      customerEmail: uniqueEmail('search'),
      locale: 'it',
    }),
    customerName: `Niccolò ${surname}`,
  });
  const booking = testDb().doc(`bookings/${bookingId}`);
  await expect
    .poll(async () => (await booking.get()).get('ticket'), { timeout: 20_000 })
    .toBeTruthy();
  const code = bookingCode(bookingId);

  await signInThroughPage(page, DEMO_STAFF.email, DEMO_STAFF.password);
  await page.goto('/staff?vista=cerca');
  // Another case, no accent, only a part of the surname.
  await page.getByLabel('Cerca prenotazione').fill(`ZANE${tag.slice(0, 4).toUpperCase()}`);
  await page.getByRole('button', { name: 'Cerca', exact: true }).click();
  const result = page.getByRole('button', { name: new RegExp(code) });
  await expect(result).toContainText(`Niccolò ${surname}`);
  // The query names a customer: it never enters the address, and a link's leaves it at once.
  expect(new URL(page.url()).searchParams.has('q')).toBe(false);
  await page.goto(`/staff?vista=cerca&q=${code}`);
  await expect(page).toHaveURL(/\/staff\?vista=cerca$/);
  await expect(page.getByRole('heading', { name: `Prenotazione ${code}` })).toBeVisible();
  await page.getByRole('button', { name: 'Chiudi' }).click();
  await result.click();
  await expect(page.getByRole('heading', { name: `Prenotazione ${code}` })).toBeFocused();
  const timeline = page.getByRole('list', { name: 'Storia della prenotazione' });
  const events = timeline.getByRole('listitem');
  await expect(events.nth(0)).toContainText('Prenotazione creata');
  await expect(events.nth(1)).toContainText('Pagata:');
  await expect(events.nth(2)).toContainText('Biglietto emesso');
  await expect(timeline).toContainText('E-mail di conferma con il biglietto');
  await expect(page.getByRole('button', { name: 'Invia di nuovo la conferma' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Annulla prenotazione' })).toBeEnabled();

  // Nothing on the page is wider than the phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
