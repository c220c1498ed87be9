import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { bookingCode } from '@/domain/api/my-bookings';
import { testDb } from '../support/firestore';
import {
  createAccount,
  grantStaff,
  header,
  signInThroughPage,
  uniqueEmail,
} from './accounts-support';
import {
  bookableSaturday,
  clearOpenHolds,
  clearRateLimits,
  fillBooking,
  MEMBER,
} from './booking-support';
import { moveBookingToToday } from './tour-day-support';
import { signAsAdult } from './waiver-support';

// The waiver from payment to the meeting point: the booker pays for two, the second participant
// signs from the shared link on their own phone, and the guide, with no signal, collects the
// booker's own signature on the staff phone; back online the booking shows both signed. The staff
// page runs without its service worker here, as on a guide's first visit: the signing form must
// have come with the page (staff-check-in.spec covers reopening the page offline).

/** The signatures this phone keeps for sending, read from its private IndexedDB store. */
function queuedOnPhone(page: Page): Promise<{ bookingId: string; participantIndex: number }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('valpolicella-private');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const read = db
            .transaction('user-data')
            .objectStore('user-data')
            .get('staff-waiver-queue');
          read.onsuccess = () => {
            db.close();
            resolve((read.result as { waivers?: [] } | undefined)?.waivers ?? []);
          };
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

/** Another person's phone: a context of its own, without the service worker it does not need. */
async function phone(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    serviceWorkers: 'block',
  });
  return context.newPage();
}

test('the second participant signs by the shared link, the guide collects the other offline', async ({
  page,
  context,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  await clearRateLimits();
  await clearOpenHolds();
  const date = bookableSaturday();

  // The booker, signed in on their phone, pays for Emma Schneider and Marco Rossi.
  const booker = await phone(browser, testInfo);
  const bookerEmail = uniqueEmail('waiver-booker');
  const bookerUid = await createAccount(bookerEmail);
  await signInThroughPage(booker, bookerEmail);
  const card = await fillBooking(booker, bookerEmail, '', date);
  await card.getByRole('button', { name: 'Prenota e paga' }).click();
  await booker.waitForURL(/127\.0\.0\.1:12111\/checkout\//);
  await booker.getByRole('button', { name: 'Pay' }).click();
  await expect(booker.getByRole('heading', { name: 'Prenotazione Confermata!' })).toBeVisible({
    timeout: 30_000,
  });
  const stored = await testDb().collection('bookings').where('uid', '==', bookerUid).get();
  expect(stored.docs).toHaveLength(1);
  const bookingId = stored.docs[0]?.id ?? '';
  const booking = testDb().doc(`bookings/${bookingId}`);
  const code = bookingCode(bookingId);

  // The success page lists both participants, each with their own link to pass on.
  const marcosLink = booker.getByRole('link', { name: 'Firma la liberatoria di Marco Rossi' });
  const signUrl = (await marcosLink.getAttribute('href')) ?? '';
  expect(signUrl).toMatch(/\/liberatoria\?token=/);

  // Marco opens it on his own phone and signs.
  const marco = await phone(browser, testInfo);
  await marco.goto(signUrl);
  await expect(marco.getByRole('heading', { name: 'Liberatoria del partecipante' })).toBeVisible();
  const marcosForm = marco.getByRole('form', { name: 'Firma della liberatoria' });
  await expect(marcosForm.getByRole('textbox', { name: /Nome e cognome/ })).toHaveValue(
    'Marco Rossi',
  );
  await signAsAdult(marcosForm, '1988-03-14');
  await marcosForm.getByRole('button', { name: 'Firma la liberatoria' }).click();
  await expect(marco.getByText(/Liberatoria firmata da Marco Rossi il/)).toBeVisible();
  await expect
    .poll(async () => (await booking.get()).get('waivers.1.channel'), { timeout: 20_000 })
    .toBe('link');

  // The tour's day comes: a guide collects signatures on that day only (the booking is brought to
  // today, as no tour can be booked for today itself).
  const { date: tourDay } = await moveBookingToToday(bookingId);

  // The guide opens the day's roster on the staff phone while online.
  await page.setViewportSize({ width: 390, height: 844 });
  const guideEmail = uniqueEmail('waiver-guide');
  const guideUid = await createAccount(guideEmail);
  await grantStaff(guideEmail);
  await signInThroughPage(page, guideEmail);
  await page.goto('/staff?vista=giornata');
  await page.getByLabel('Data', { exact: true }).fill(tourDay);
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row.getByRole('listitem').filter({ hasText: MEMBER })).toContainText('mancante');
  await expect(row.getByRole('listitem').filter({ hasText: 'Marco Rossi' })).toContainText(
    'firmata',
  );
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Esporta CSV' }).click();
  const csv = await readFile((await (await download).path()) ?? '', 'utf8');
  expect(csv).toMatch(/,Check-in,Liberatorie\r\n/);
  expect(csv).toContain(`,1/2 firmate · mancano: ${MEMBER}\r\n`);

  // No signal at the meeting point: the ticket's reference is typed, the verdict names Emma.
  await context.setOffline(true);
  const field = page.getByRole('textbox', { name: 'Codice biglietto' });
  await field.fill(code);
  await field.press('Enter');
  await expect(page.getByText('Valido: 2 persone')).toBeVisible();
  const missing = page.getByTestId('missing-waivers');
  await expect(missing).toContainText('1 liberatoria mancante');
  await expect(missing).toContainText(MEMBER);
  await expect(missing).not.toContainText('Marco Rossi');
  await missing.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: testInfo.outputPath('staff-verdict-missing-waivers.png') });

  await missing.getByRole('button', { name: `Firma qui: ${MEMBER}` }).click();
  const dialog = page.getByRole('dialog', { name: `Liberatoria di ${MEMBER}` });
  await expect(dialog.getByRole('heading', { name: `Liberatoria di ${MEMBER}` })).toBeFocused();
  // The form came with the page: it opens with no signal, the name already in place.
  await expect(dialog.getByRole('textbox', { name: /Nome e cognome/ })).toHaveValue(MEMBER);
  await page.screenshot({ path: testInfo.outputPath('staff-waiver-dialog.png') });
  await signAsAdult(dialog, '1979-11-02');
  await page.screenshot({ path: testInfo.outputPath('staff-waiver-dialog-filled.png') });
  await dialog.getByRole('button', { name: 'Firma e salva' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Liberatorie: tutte firmate')).toBeVisible();
  await expect(page.getByText('Liberatorie da inviare: 1.', { exact: false })).toBeVisible();
  const emma = row.getByRole('listitem').filter({ hasText: MEMBER });
  await expect(emma).toContainText('firmata');
  await expect(emma).toContainText('da inviare');
  expect((await booking.get()).get('waivers.0')).toBeUndefined();

  // Kept on the phone, not only on the screen.
  expect(await queuedOnPhone(page)).toMatchObject([{ bookingId, participantIndex: 0 }]);

  // Back online the queue is sent; the roster, fetched again, has both signed by the server.
  await context.setOffline(false);
  await expect
    .poll(async () => (await booking.get()).get('waivers.0.collectedBy'), { timeout: 20_000 })
    .toBe(guideUid);
  expect((await booking.get()).get('waivers.0.channel')).toBe('staff');
  await expect(page.getByText(/Liberatorie da inviare/)).toHaveCount(0);
  expect(await queuedOnPhone(page)).toEqual([]);
  for (const name of [MEMBER, 'Marco Rossi']) {
    const participant = row.getByRole('listitem').filter({ hasText: name });
    await expect(participant).toContainText('firmata');
    await expect(participant).not.toContainText('da inviare');
  }

  // And the booker's own list says so.
  await header(booker).getByRole('link', { name: 'Le mie prenotazioni' }).click();
  const item = booker.getByRole('article').filter({ hasText: code });
  const listed = item.getByRole('region', { name: 'Liberatorie dei partecipanti' });
  for (const name of [MEMBER, 'Marco Rossi']) {
    await expect(listed.getByRole('listitem').filter({ hasText: name })).toContainText('Firmata');
  }
  await expect(item).not.toContainText('Da firmare');
  await booker.context().close();
  await marco.context().close();
});
