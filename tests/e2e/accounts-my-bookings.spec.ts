import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { testDb } from '../support/firestore';
import { isoWeekday, todayInRome } from '@/domain/calendar';
import { createAccount, header, signInThroughPage, uniqueEmail } from './accounts-support';
import { dayLabel, showMonthOf } from './booking-support';

// The ticket opens offline through the service worker (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** A demo member of fixtures/members.json, seeded by the stack. */
const MEMBER = 'Giulia Bianchi';

/**
 * The first Friday, Saturday or Sunday at least three days ahead in Rome: bookable on the Pojega
 * tour, whose 48 hours' notice two days ahead would miss on an evening.
 */
function nextTourDay(): string {
  const [y, m, d] = todayInRome(new Date()).split('-').map(Number) as [number, number, number];
  for (let ahead = 3; ; ahead++) {
    const day = new Date(Date.UTC(y, m - 1, d + ahead)).toISOString().slice(0, 10);
    if (isoWeekday(day) >= 5) return day;
  }
}

/** Fills the Pojega tour's booking card and pays on the Stripe stand-in's checkout page. */
async function bookPojegaAndPay(page: Page, email: string) {
  await page.goto('/tour/pojega');
  const form = page.getByRole('form', { name: 'Modulo di prenotazione' });
  await form.getByRole('textbox', { name: 'Nome e cognome' }).fill(MEMBER);
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Telefono (facoltativo)' }).fill('+39 333 123 4567');

  const day = nextTourDay();
  await form.getByRole('button', { name: /Data del tour/ }).click();
  await showMonthOf(form, day);
  await form.getByRole('button', { name: dayLabel(day) }).click();

  await form.getByRole('checkbox', { name: "Sono socio dell'associazione" }).check();
  await form.getByRole('textbox', { name: 'Nome e cognome del socio' }).fill(MEMBER);
  await form.getByRole('button', { name: 'Verifica' }).click();
  await expect(form.getByText('Iscrizione verificata')).toBeVisible();

  await form.getByRole('button', { name: 'Leggi e accetta i termini e condizioni' }).click();
  const dialog = page.getByRole('dialog');
  const terms = dialog.getByRole('region', { name: 'Testo dei termini e condizioni' });
  await terms.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await dialog.getByRole('checkbox', { name: 'Ho letto e accetto i termini e condizioni' }).check();
  await dialog.getByRole('button', { name: 'Accetta' }).click();

  await form.getByRole('checkbox', { name: /certificato medico valido/ }).check();
  await form.getByRole('button', { name: 'Prenota e paga' }).click();

  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Prenotazione Confermata!' })).toBeVisible({
    timeout: 30_000,
  });
  return day;
}

test('a booking made while signed in is in My bookings, and its ticket opens offline', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('booker');
  const uid = await createAccount(email);
  await signInThroughPage(page, email);

  await bookPojegaAndPay(page, email);

  // The booking carries the uid of the person signed in (the booking callable got the ID token).
  const stored = await testDb().collection('bookings').where('uid', '==', uid).get();
  expect(stored.docs).toHaveLength(1);
  const bookingId = stored.docs[0]?.id ?? '';
  const code = bookingId.slice(0, 8).toUpperCase();

  await header(page).getByRole('link', { name: 'Le mie prenotazioni' }).click();
  await expect(page.getByRole('heading', { name: 'Le mie prenotazioni', level: 1 })).toBeVisible();
  const item = page.getByRole('article', { name: 'Pojega Tour' });
  await expect(item).toContainText('Pagata');
  await expect(item).toContainText('80,00');
  await expect(item).toContainText(code);
  await expect(page.getByRole('status').filter({ hasText: 'Aggiornato il' })).toBeVisible();

  await item.getByRole('link', { name: /Apri il biglietto/ }).click();
  await expect(page).toHaveURL(new RegExp(`/le-mie-prenotazioni/${bookingId}$`));
  const ticket = page.getByRole('article', { name: 'Pojega Tour' });
  await expect(ticket).toContainText(code);
  await expect(ticket).toContainText('Giulia Bianchi');
  await expect(ticket).toContainText('Via Ingelheim 7');
  await expect(ticket).toContainText('in originale');

  // Offline, a reload opens the ticket from the service worker's shell and the device copy.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await context.setOffline(true);
  await page.reload();
  await expect(ticket).toContainText(code);
  await expect(ticket).toContainText('Giulia Bianchi');
  // The signed ticket's QR code is drawn on the device, and the calendar file made there.
  await expect(ticket.getByRole('img', { name: 'Codice QR del biglietto' })).toBeVisible();
  const download = page.waitForEvent('download');
  await ticket.getByRole('button', { name: 'Aggiungi al calendario' }).click();
  const calendarFile = await download;
  expect(calendarFile.suggestedFilename()).toMatch(/^pojega-\d{4}-\d{2}-\d{2}\.ics$/);
  const calendar = await readFile((await calendarFile.path()) ?? '', 'utf8');
  expect(calendar).toContain('SUMMARY:Pojega Tour');
  expect(calendar).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  await expect(
    page.getByRole('status').filter({ hasText: 'copia salvata su questo dispositivo' }),
  ).toBeVisible();
  await context.setOffline(false);

  // Signing out forgets the device copy: offline, nothing of theirs opens any more.
  await header(page).getByRole('button', { name: 'Esci' }).click();
  await expect(page.getByText('Disconnessione effettuata con successo')).toBeVisible();
  const kept = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('valpolicella-private');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result
            .transaction('user-data', 'readonly')
            .objectStore('user-data')
            .count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );
  expect(kept).toBe(0);
});

test('My bookings asks a signed-out visitor to sign in, then brings them back', async ({
  page,
}) => {
  const email = uniqueEmail('visitor');
  await createAccount(email);
  await page.goto('/le-mie-prenotazioni');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fle-mie-prenotazioni$/);
  const panel = page.getByRole('tabpanel', { name: 'Accedi' });
  await panel.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await panel.getByLabel('Password').fill('vigneti-2026');
  await panel.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/le-mie-prenotazioni$/);
  await expect(page.getByText('Non hai ancora prenotazioni.')).toBeVisible();
});
