import { expect, test } from '@playwright/test';
import { formatLongDate } from '@/domain/format';
import { testDb } from '../support/firestore';
import { createAccount, signInThroughPage, uniqueEmail } from './accounts-support';
import {
  bookableSaturday,
  clearOpenHolds,
  clearRateLimits,
  dayLabel,
  showMonthOf,
  fillBooking,
} from './booking-support';

/** `isoDate` plus `days` calendar days. */
function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

// A member, signed in on a phone, pays a booking, then moves it to the next day from "Le mie
// prenotazioni": the dialog offers the tour's dates with room, confirms, and the reissued ticket
// shows the new date.
test('a member moves a paid booking to another date and the ticket shows the new date', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await clearRateLimits();
  await clearOpenHolds();
  await page.setViewportSize({ width: 390, height: 844 });
  // A week past the first bookable Saturday: well over the 72 hours a free change allows.
  const date = addDays(bookableSaturday(), 7);
  const sunday = addDays(date, 1);

  const email = uniqueEmail('change-date');
  const uid = await createAccount(email);
  await signInThroughPage(page, email);
  const card = await fillBooking(page, email, '', date);
  await card.getByRole('button', { name: 'Prenota e paga' }).click();
  await page.waitForURL(/127\.0\.0\.1:12111\/checkout\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Prenotazione Confermata!' })).toBeVisible({
    timeout: 30_000,
  });
  const stored = await testDb().collection('bookings').where('uid', '==', uid).get();
  expect(stored.docs).toHaveLength(1);
  const bookingId = stored.docs[0]?.id ?? '';
  const ticketBefore = stored.docs[0]?.get('ticket') as string;

  await page.goto('/le-mie-prenotazioni');
  const item = page.getByRole('article', { name: 'E-Motion in Villa' });
  await expect(item).toContainText(formatLongDate(date, 'it'));
  const open = item.getByRole('button', { name: /^Cambia data/ });
  await open.click();

  const dialog = page.getByRole('dialog', { name: 'Cambia data' });
  await expect(dialog.getByRole('heading', { name: 'Cambia data' })).toBeFocused();
  await showMonthOf(dialog, sunday);
  const day = dialog.getByRole('button', { name: dayLabel(sunday) });
  // The booking's own date is no choice (shown beside the new one unless a month ends between).
  if (date.slice(0, 7) === sunday.slice(0, 7)) {
    await expect(dialog.getByRole('button', { name: dayLabel(date) })).toBeDisabled();
  }
  await day.click();
  await dialog.getByRole('button', { name: 'Continua' }).click();
  await expect(page.getByRole('heading', { name: 'Confermi la nuova data?' })).toBeFocused();
  await page.getByRole('button', { name: 'Conferma il cambio' }).click();

  const done = page.getByRole('dialog', { name: 'Data cambiata' });
  await expect(done).toContainText('La prenotazione è ora per');
  await expect(done).toContainText(formatLongDate(sunday, 'it'));
  await expect(done.getByRole('img', { name: 'Codice QR del biglietto' })).toBeVisible();
  await done.getByRole('button', { name: 'Chiudi' }).click();
  await expect(done).toBeHidden();

  const moved = (await testDb().doc(`bookings/${bookingId}`).get()).data() ?? {};
  expect(moved['selectedDate']).toBe(sunday);
  expect(moved['ticket']).not.toBe(ticketBefore);

  await expect(item).toContainText(formatLongDate(sunday, 'it'));
  await item.getByRole('link', { name: /Apri il biglietto/ }).click();
  await expect(page).toHaveURL(new RegExp(`/le-mie-prenotazioni/${bookingId}$`));
  const ticket = page.getByRole('article', { name: 'E-Motion in Villa' });
  await expect(ticket).toContainText(formatLongDate(sunday, 'it'));
  await expect(ticket.getByRole('img', { name: 'Codice QR del biglietto' })).toBeVisible();
});
