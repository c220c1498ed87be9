import { readFile } from 'node:fs/promises';
import { chromium, expect, test } from '@playwright/test';
import { bookingCode } from '@/domain/api/my-bookings';
import { addDays, format, parseISO } from 'date-fns';
import { testDb } from '../support/firestore';
import { createAccount, grantStaff, signInThroughPage, uniqueEmail } from './accounts-support';
import { callApi, memberCheckoutRequest } from './api-support';
import { bookableSaturday, clearRateLimits } from './booking-support';
import { CHROMIUM_FLAGS, E2E_CHROMIUM_PATH } from '../../scripts/chromium';
import { writeQrCameraFile } from './fake-camera';
import { waitForServiceWorker } from './pwa-helpers';

// Check-in works offline through the service worker (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// The guide's morning: the day's roster opened once online, then check-in with no signal, and the
// console showing who came once the phone is back online.

/** A Pojega booking for two, paid on the Stripe stand-in; its id and signed ticket. */
async function paidBooking(request: Parameters<typeof callApi>[0], date: string) {
  await clearRateLimits();
  const created = await callApi(
    request,
    'createCheckoutSession',
    memberCheckoutRequest({
      selectedDate: date,
      customerEmail: uniqueEmail('guest'),
      locale: 'it',
    }),
  );
  expect(created.status).toBe(200);
  const { url, bookingId } = created.body['result'] as { url: string; bookingId: string };
  expect((await request.post(`${url}/pay`, { maxRedirects: 0 })).status()).toBe(303);
  const booking = testDb().doc(`bookings/${bookingId}`);
  await expect
    .poll(async () => (await booking.get()).get('ticket'), { timeout: 20_000 })
    .toBeTruthy();
  return { bookingId, ticket: (await booking.get()).get('ticket') as string, booking };
}

test('a guide checks in a ticket offline, a tampered one is refused, and it syncs back online', async ({
  page,
  context,
  request,
}) => {
  const date = bookableSaturday();
  const { bookingId, ticket, booking } = await paidBooking(request, date);
  const email = uniqueEmail('guide');
  const staffUid = await createAccount(email);
  await grantStaff(email);
  await signInThroughPage(page, email);

  await page.goto('/staff?vista=giornata');
  await waitForServiceWorker(page);
  // Opened once online while the service worker controls the page: kept for offline use.
  await page.reload();
  await page.getByLabel('Data', { exact: true }).fill(date);
  const code = bookingCode(bookingId);
  await expect(page.getByRole('cell', { name: code })).toBeVisible();
  await expect(page.getByText(/Elenco aggiornato il/)).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Esporta CSV' }).click();
  const csv = await readFile((await (await download).path()) ?? '', 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toMatch(
    /^\uFEFFTour,Riferimento,Nome,Partecipanti,Persone,Telefono,E-mail,Note,Stato,Check-in,Liberatorie\r\n/,
  );
  expect(csv).toContain(`Pojega Tour,${code},Giulia Bianchi,"Giulia Bianchi, Marco Rossi",2,`);

  await context.setOffline(true);
  await page.reload();
  await page.getByLabel('Data', { exact: true }).fill(date);
  await expect(
    page.getByText(/Senza connessione: elenco salvato su questo dispositivo/),
  ).toBeVisible();

  const field = page.getByRole('textbox', { name: 'Codice biglietto' });
  const tampered = `${ticket.slice(0, 20)}${ticket[20] === 'A' ? 'B' : 'A'}${ticket.slice(21)}`;
  await field.fill(tampered);
  await field.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Biglietto non valido' })).toBeVisible();

  // A hardware scanner types the QR content and presses Enter.
  await field.fill(ticket);
  await field.press('Enter');
  const admitted = page.getByText('Valido: 2 persone');
  await expect(admitted).toBeVisible();
  await expect(page.getByText('Check-in da inviare: 1.', { exact: false })).toBeVisible();
  // Other specs may book the same day: this booking's row, not the day's totals, is asserted.
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText('da inviare');

  await field.fill(code.toLowerCase());
  await field.press('Enter');
  await expect(page.getByText(/Già registrato alle \d\d:\d\d/)).toBeVisible();
  expect((await booking.get()).get('checkedInAt')).toBeUndefined();

  // Signing out now would lose the queued check-in: the page asks first, staying is the default.
  await page.getByRole('button', { name: 'Esci' }).click();
  const warning = page.getByRole('alertdialog', { name: 'Check-in non ancora inviati' });
  await expect(warning).toContainText("c'è 1 check-in non ancora inviato");
  await warning.getByRole('button', { name: 'Resta connesso' }).click();
  await expect(warning).toHaveCount(0);

  await context.setOffline(false);
  await expect
    .poll(async () => (await booking.get()).get('checkedInBy'), { timeout: 20_000 })
    .toBe(staffUid);
  expect((await booking.get()).get('checkedInAt')).toBeDefined();
  await expect(page.getByText(/Check-in da inviare/)).toHaveCount(0);
});

test('the phone camera reads a ticket’s QR code (the WebAssembly reader where the browser has none)', async ({
  request,
}, testInfo) => {
  // A week after the other test's day, so neither sees the other's check-in.
  const date = format(addDays(parseISO(bookableSaturday()), 7), 'yyyy-MM-dd');
  const { ticket, booking } = await paidBooking(request, date);
  // Chromium plays this file as its camera: the ticket's QR code, as the member's phone shows it.
  const video = testInfo.outputPath('ticket-qr.y4m');
  await writeQrCameraFile(video, ticket);
  const browser = await chromium.launch({
    executablePath: E2E_CHROMIUM_PATH,
    args: [
      ...CHROMIUM_FLAGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      locale: 'it-IT',
      timezoneId: 'Europe/Rome',
      permissions: ['camera'],
    });
    const page = await context.newPage();
    const email = uniqueEmail('scanner');
    await createAccount(email);
    await grantStaff(email);
    await signInThroughPage(page, email);
    await page.goto('/staff?vista=giornata');
    await page.getByLabel('Data', { exact: true }).fill(date);
    // A staff account minutes old: the first roster waits for its claim's token refresh and a
    // callable on a machine the whole suite loads (seen over 5 s there).
    await expect(page.getByText(/Elenco aggiornato il/)).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Scansiona con la fotocamera' }).click();
    await expect(page.getByText('Valido: 2 persone')).toBeVisible({ timeout: 20_000 });
    await expect
      .poll(async () => (await booking.get()).get('checkedInAt'), { timeout: 20_000 })
      .toBeDefined();
  } finally {
    await browser.close();
  }
});
