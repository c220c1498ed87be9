import { expect, test, type Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { bookingCode } from '@/domain/api/my-bookings';
import { todayInRome } from '@/domain/calendar';
import { testDb } from '../support/firestore';
import { createAccount, grantStaff, signInThroughPage, uniqueEmail } from './accounts-support';
import { linkInConfirmation } from './mail-support';
import {
  MEMBER,
  acceptTerms,
  bookableSaturday,
  clearOpenHolds,
  clearRateLimits,
  dayLabel,
  showMonthOf,
  verifyMembership,
} from './booking-support';
import { signAsAdult } from './waiver-support';

// A member rents two medium Focus Jarifa and a child seat for a Saturday morning on a phone, pays
// on the Stripe stand-in and gets the QR ticket; at the desk, with no signal, a guide scans it,
// records the two frame numbers, is refused the hand-over until both riders sign their waivers on
// the desk's phone, and once back online the signatures and the pick-up sync; the return clears
// the day's list. The whole local stack: Hosting, functions, Firestore, the stand-in's webhook.
// The desk's page stays open through the loss of signal (its work waits in the phone's outbox):
// no reload offline, so the service worker stays blocked as in the suite's other specs.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test.beforeEach(async () => {
  await clearRateLimits();
  await clearOpenHolds();
});

async function openJarifaPanel(page: Page) {
  await page.goto('/noleggia');
  const book = page.getByRole('button', { name: 'Prenota Focus Jarifa' });
  const panel = page.getByRole('form', { name: 'Prenotazione noleggio Focus Jarifa' });
  // The button is in the prerendered HTML; it answers once React has hydrated it (slow on a
  // loaded machine). It only opens, so a press replayed after hydration is harmless.
  await expect
    .poll(
      () =>
        book.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))),
      { timeout: 30_000 },
    )
    .toBe(true);
  await book.click();
  await expect(panel).toBeVisible({ timeout: 20_000 });
  return panel;
}

/** Brings the paid rental to today, as the desk sees a rental on its day (its ticket unchanged). */
async function rentalToday(rentalId: string) {
  const today = todayInRome(new Date());
  const now = Date.now();
  await testDb()
    .doc(`rentals/${rentalId}`)
    .update({
      startDate: today,
      endDate: today,
      startsAt: Timestamp.fromMillis(now - 30 * 60_000),
      endsAt: Timestamp.fromMillis(now + 3 * 3600_000),
    });
}

test('a member rents two medium bikes and a child seat on a phone; the desk hands them out offline and takes them back', async ({
  page,
  context,
}) => {
  // Checkout, payment, a staff sign-in and the desk's round trips: one long visit on purpose.
  test.setTimeout(180_000);
  const saturday = bookableSaturday();
  const email = uniqueEmail('rental');
  const panel = await openJarifaPanel(page);

  await expect(panel.getByRole('radio', { name: /Mezza giornata/ })).toBeChecked();
  await panel.getByRole('radio', { name: 'Mattina (09:00–13:00)' }).check();
  await panel.getByRole('button', { name: /Data del noleggio/ }).click();
  await showMonthOf(panel, saturday);
  await panel.getByRole('button', { name: dayLabel(saturday) }).click();
  await expect(panel.getByText(/Taglia M/).first()).toBeVisible();
  const mediums = panel.getByRole('combobox', { name: 'Taglia M' });
  await expect(mediums.locator('option')).not.toHaveCount(1);
  await mediums.selectOption('2');
  await panel.getByRole('combobox', { name: 'Seggiolino per bambini' }).selectOption('1');
  await panel.getByRole('textbox', { name: /^Ciclista 1/ }).fill(MEMBER);
  await panel.getByRole('textbox', { name: /^Ciclista 2/ }).fill('Marco Rossi');
  await panel.getByRole('textbox', { name: /^Nome e cognome/ }).fill(MEMBER);
  await panel.getByRole('textbox', { name: /^Email/ }).fill(email);
  await verifyMembership(page, MEMBER);
  await expect(panel.getByText(/Iscrizione verificata/)).toBeVisible();
  await acceptTerms(page);
  // Half a day of two Jarifa (35 € each) and the demo shop's child seat (5 € a day).
  await expect(panel.getByText(/^75,00\s€$/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('rental-panel-390.png'), fullPage: true });
  await panel.getByRole('button', { name: 'Prenota e paga' }).click();

  await page.waitForURL(/127\.0\.0\.1:12111\/checkout\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/\/noleggia\/grazie$/);
  await expect(page.getByRole('heading', { name: 'Noleggio confermato!' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Codice QR del biglietto' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '2 × M' })).toBeVisible();
  // Each rider's waiver, still to sign, with their own link to sign or pass on.
  const waivers = page.getByRole('region', { name: 'Liberatorie dei partecipanti' });
  for (const rider of [MEMBER, 'Marco Rossi']) {
    await expect(
      waivers.getByRole('link', { name: `Firma la liberatoria di ${rider}` }),
    ).toHaveAttribute('href', /\/liberatoria\?token=/);
    await expect(
      waivers.getByRole('button', { name: `Condividi il link di ${rider}` }),
    ).toBeVisible();
  }
  await page.screenshot({ path: test.info().outputPath('rental-success-390.png'), fullPage: true });

  const rentals = await testDb().collection('rentals').where('customerEmail', '==', email).get();
  expect(rentals.size).toBe(1);
  const rentalId = rentals.docs[0]!.id;
  const ticket = rentals.docs[0]!.get('ticket') as string;
  expect(ticket).toBeTruthy();

  // The confirmation's "Gestisci il noleggio" opens the rental with no account; the token leaves
  // the address bar at once.
  const manage = await linkInConfirmation(email, 'gestisci-noleggio', 'Noleggio confermato');
  await page.goto(manage.pathname + manage.search);
  await expect(page.getByRole('heading', { name: 'Gestisci il noleggio' })).toBeVisible();
  await expect(page).toHaveURL(/\/gestisci-noleggio$/);
  await expect(page.getByRole('definition').filter({ hasText: '2 × M' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Annulla il noleggio' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('rental-manage-390.png'), fullPage: true });

  await rentalToday(rentalId);
  const code = bookingCode(rentalId);

  // The desk: a guide opens "Noleggi" once online, then loses the signal.
  const guide = uniqueEmail('desk');
  await createAccount(guide);
  await grantStaff(guide);
  await signInThroughPage(page, guide);
  await page.goto('/staff?vista=noleggi');
  const pickUps = page.getByRole('region', { name: /Ritiri da fare/ });
  await expect(pickUps.getByText(code, { exact: false })).toBeVisible();

  await context.setOffline(true);
  const field = page.getByRole('textbox', { name: 'Codice biglietto' });
  // A hardware scanner (or the camera) types the QR's content.
  await field.fill(ticket);
  await field.press('Enter');
  const handOut = page.getByRole('form', { name: `Consegna delle bici ${code}` });
  await handOut.getByRole('textbox', { name: /Telaio bici 1/ }).fill('WJA-1001');
  await handOut.getByRole('textbox', { name: /Telaio bici 2/ }).fill('WJA-1002');
  // Nobody has signed the waiver yet: no bike goes out until both riders have.
  await handOut.getByRole('button', { name: 'Consegna le bici' }).click();
  await expect(handOut.getByRole('alert')).toContainText(
    `manca la liberatoria di ${MEMBER}, Marco Rossi`,
  );
  const card = pickUps.getByRole('listitem').filter({ hasText: code });
  for (const [rider, born] of [
    [MEMBER, '1979-11-02'],
    ['Marco Rossi', '1988-03-14'],
  ] as const) {
    await expect(card.getByRole('listitem').filter({ hasText: rider })).toContainText('mancante');
    await card.getByRole('button', { name: `Firma qui: ${rider}` }).click();
    const dialog = page.getByRole('dialog', { name: `Liberatoria di ${rider}` });
    await expect(dialog.getByRole('textbox', { name: /Nome e cognome/ })).toHaveValue(rider);
    await signAsAdult(dialog, born);
    await dialog.getByRole('button', { name: 'Firma e salva' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card.getByRole('listitem').filter({ hasText: rider })).toContainText('da inviare');
  }
  await page.screenshot({ path: test.info().outputPath('rental-desk-waivers-390.png') });
  await handOut.getByRole('button', { name: 'Consegna le bici' }).click();
  await expect(page.getByText(/tra ritiri e riconsegne da inviare/)).toBeVisible();
  await expect(pickUps.getByText(code, { exact: false })).toBeHidden();
  const stored = testDb().doc(`rentals/${rentalId}`);
  expect((await stored.get()).get('frameNumbers')).toBeUndefined();
  expect((await stored.get()).get('waivers')).toBeUndefined();

  // Back online the signatures go first, then the pick-up they allow.
  await context.setOffline(false);
  await expect
    .poll(async () => (await stored.get()).get('frameNumbers'), { timeout: 20_000 })
    .toEqual(['WJA-1001', 'WJA-1002']);
  expect((await stored.get()).get('waivers.1')).toMatchObject({
    signerName: 'Marco Rossi',
    channel: 'staff',
  });
  await expect(page.getByText(/tra ritiri e riconsegne da inviare/)).toBeHidden();

  const returns = page.getByRole('region', { name: /Riconsegne attese/ });
  const row = returns.getByRole('listitem').filter({ hasText: code });
  await row.getByRole('button', { name: 'Riconsegna' }).click();
  const back = page.getByRole('form', { name: `Riconsegna delle bici ${code}` });
  await back.getByRole('textbox', { name: /Stato delle bici/ }).fill('Tutto a posto');
  await back.getByRole('button', { name: 'Registra la riconsegna' }).click();
  await expect(returns.getByRole('listitem').filter({ hasText: code })).toHaveCount(0);
  await expect
    .poll(async () => (await stored.get()).get('returnNote'), { timeout: 20_000 })
    .toBe('Tutto a posto');
  await page.screenshot({ path: test.info().outputPath('rental-desk-390.png'), fullPage: true });
});
