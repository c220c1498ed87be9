import { readFile } from 'node:fs/promises';
import { chromium, expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bookingCode } from '@/domain/api/my-bookings';
import { addDays, format, parseISO } from 'date-fns';
import { testDb } from '../support/firestore';
import { createAccount, grantStaff, signInThroughPage, uniqueEmail } from './accounts-support';
import { bookAndPay, memberCheckoutRequest } from './api-support';
import { bookableSaturday, clearRateLimits } from './booking-support';
import { CHROMIUM_FLAGS, E2E_CHROMIUM_PATH } from '../../scripts/chromium';
import { writeQrCameraFile } from './fake-camera';
import { waitForServiceWorker } from './pwa-helpers';
import { moveBookingToToday } from './tour-day-support';

// Check-in works offline through the service worker (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// The guide's morning: at the office, the staff area opened once online for the first time on this
// phone and the day picked; at the meeting point, with no signal, the area opens and checks tickets
// in; the console shows who came once the phone is back online.

/** The staff page kept for offline use on this device (keep-staff-page.ts): its headers, or null. */
function keptStaffPage(page: Page) {
  return page.evaluate(async () => {
    const cache = await caches.open('staff-page');
    const keys = await cache.keys();
    const kept = await cache.match('/staff');
    return kept
      ? {
          keys: keys.map((request) => new URL(request.url).pathname + new URL(request.url).search),
          permissionsPolicy: kept.headers.get('permissions-policy'),
          marker: kept.headers.get('x-test-marker'),
        }
      : null;
  });
}

/** A Pojega booking for two, paid on the Stripe stand-in; its id and signed ticket. */
async function paidBooking(request: APIRequestContext, date: string) {
  await clearRateLimits();
  const bookingId = await bookAndPay(
    request,
    memberCheckoutRequest({
      selectedDate: date,
      customerEmail: uniqueEmail('guest'),
      locale: 'it',
    }),
  );
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
  const paid = await paidBooking(request, bookableSaturday());
  const { bookingId, booking } = paid;
  // A ticket admits on its tour's day only: the booking is brought to today.
  const { date, ticket } = await moveBookingToToday(bookingId);
  const email = uniqueEmail('guide');
  const staffUid = await createAccount(email);
  await grantStaff(email);
  await signInThroughPage(page, email);
  // The staff area's first visit on this phone: no service worker yet (the sign-in pages installed
  // one; it is removed with everything it kept, as on a phone that never opened the site).
  await waitForServiceWorker(page);
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations()) {
      await registration.unregister();
    }
    for (const name of await caches.keys()) await caches.delete(name);
  });

  const firstVisit = await page.goto('/staff?vista=giornata');
  expect(firstVisit?.fromServiceWorker()).toBe(false);
  await waitForServiceWorker(page);
  await page.getByLabel('Data', { exact: true }).fill(date);
  const code = bookingCode(bookingId);
  await expect(page.getByRole('cell', { name: code })).toBeVisible();
  await expect(page.getByText(/Elenco aggiornato il/)).toBeVisible();
  // No reload: the area kept its own page, with Hosting's headers (the camera's permission).
  const readiness = page.getByRole('region', { name: 'Pronto per lavorare offline' });
  await expect(readiness.getByRole('status')).toHaveText(
    'Pronto: con questo telefono puoi lavorare senza connessione.',
  );
  await expect(readiness.getByRole('listitem')).toHaveText([
    "Pagina dell'area staff: salvata su questo telefono.",
    /^Elenco di .+: salvato su questo telefono, aggiornato il /,
    'Chiave per verificare i biglietti: salvata su questo telefono.',
  ]);
  expect(await keptStaffPage(page)).toMatchObject({
    keys: ['/staff'],
    permissionsPolicy: expect.stringContaining('camera=(self)'),
  });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Esporta CSV' }).click();
  const csv = await readFile((await (await download).path()) ?? '', 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toMatch(
    /^\uFEFFTour,Riferimento,Nome,Partecipanti,Persone,Telefono,E-mail,Note,Stato,Check-in,Liberatorie\r\n/,
  );
  expect(csv).toContain(`Pojega Tour,${code},Giulia Bianchi,"Giulia Bianchi, Marco Rossi",2,`);

  await context.setOffline(true);
  // At the meeting point: the area opened afresh, by its address (any view or day in its query).
  const offlineVisit = await page.goto('/staff?vista=giornata');
  expect(offlineVisit?.fromServiceWorker()).toBe(true);
  expect(offlineVisit?.headers()['permissions-policy']).toContain('camera=(self)');
  expect(offlineVisit?.headers()['content-security-policy']).toContain("'wasm-unsafe-eval'");
  await page.getByLabel('Data', { exact: true }).fill(date);
  await expect(
    page.getByText(/Senza connessione: elenco salvato su questo dispositivo/),
  ).toBeVisible();
  await expect(readiness.getByRole('status')).toHaveText(
    'Pronto: con questo telefono puoi lavorare senza connessione.',
  );

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

  // A later online visit refreshes the kept page (whatever the address's query), still one copy.
  await page.evaluate(async () => {
    const cache = await caches.open('staff-page');
    const kept = await cache.match('/staff');
    const headers = new Headers(kept?.headers);
    headers.set('x-test-marker', 'older copy');
    await cache.put('/staff', new Response(await kept?.text(), { headers }));
  });
  await page.goto(`/staff?vista=giornata&data=${date}`);
  await expect(page.getByRole('cell', { name: code })).toBeVisible();
  await expect.poll(async () => (await keptStaffPage(page))?.marker).toBeNull();
  expect(await keptStaffPage(page)).toMatchObject({
    keys: ['/staff'],
    permissionsPolicy: expect.stringContaining('camera=(self)'),
  });
});

test('the phone camera reads a ticket’s QR code (the WebAssembly reader where the browser has none)', async ({
  request,
}, testInfo) => {
  // Booked a week after the other test's day, then brought to today (a ticket admits on its day).
  const paid = await paidBooking(
    request,
    format(addDays(parseISO(bookableSaturday()), 7), 'yyyy-MM-dd'),
  );
  const { booking } = paid;
  const { date, ticket } = await moveBookingToToday(paid.bookingId);
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
