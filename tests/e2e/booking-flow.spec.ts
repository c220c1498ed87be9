import { expect, test, type Page } from '@playwright/test';
import { isoWeekday, todayInRome } from '@/domain/calendar';
import { testDb } from '../support/firestore';

// The booking card as a visitor uses it, against the whole local stack: Hosting → functions →
// Firestore, the Stripe stand-in's checkout page and its signed webhook.

/** Emma Schneider's membership runs to 2027-12-31, past any Saturday these tests pick. */
const MEMBER = 'Emma Schneider';

function nextSaturday(): string {
  const today = todayInRome(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const offset = (6 - isoWeekday(today) + 7) % 7 || 7;
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
}

/** The day picker's name for a date, e.g. 'sabato 28 novembre 2026'. */
function dayLabel(isoDate: string): RegExp {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const month = new Intl.DateTimeFormat('it-IT', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
  return new RegExp(`\\b${d} ${month} ${y}\\b`);
}

async function openCard(page: Page) {
  await page.goto('/tour/emotion-in-villa');
  const card = page.getByRole('form', { name: 'Modulo di prenotazione' });
  // The card is in the prerendered HTML; it answers once hydrated, so retry the first click.
  await expect(async () => {
    const toggle = card.getByRole('button', { name: /Data del tour/ });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(card.getByRole('grid')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  return card;
}

async function pickDate(page: Page, isoDate: string) {
  const day = page.getByRole('button', { name: dayLabel(isoDate) });
  if (!(await day.isVisible()))
    await page.getByRole('button', { name: 'Vai al mese successivo' }).click();
  await day.click();
}

async function verifyMembership(page: Page, name: string) {
  await page.getByRole('checkbox', { name: "Sono socio dell'associazione" }).check();
  await page.getByRole('textbox', { name: 'Nome e cognome del socio' }).fill(name);
  await page.getByRole('button', { name: 'Verifica' }).click();
}

async function acceptTerms(page: Page) {
  await page.getByRole('button', { name: 'Leggi e accetta i termini e condizioni' }).click();
  const dialog = page.getByRole('dialog', { name: 'Termini e Condizioni di Servizio' });
  const agree = dialog.getByRole('checkbox', { name: 'Ho letto e accetto i termini e condizioni' });
  await expect(agree).toBeDisabled();
  await dialog
    .getByRole('region', { name: 'Testo dei termini e condizioni' })
    .evaluate((text) => text.scrollTo({ top: text.scrollHeight }));
  await agree.check();
  await dialog.getByRole('button', { name: 'Accetta' }).click();
  await expect(dialog).toBeHidden();
}

/** Fills the card for two people on the next Saturday, up to (not including) the submit. */
async function fillBooking(page: Page, email: string, phone = '') {
  const card = await openCard(page);
  await pickDate(page, nextSaturday());
  await card.getByRole('textbox', { name: /^Nome e cognome/ }).fill(MEMBER);
  await card.getByRole('textbox', { name: /^Email/ }).fill(email);
  await card.getByRole('textbox', { name: 'Telefono (facoltativo)' }).fill(phone);
  await card.getByRole('combobox', { name: 'Numero di partecipanti' }).selectOption('2');
  await card.getByRole('textbox', { name: /Partecipante 1/ }).fill(MEMBER);
  await card.getByRole('textbox', { name: /Partecipante 2/ }).fill('Marco Rossi');
  await verifyMembership(page, MEMBER);
  await expect(card.getByText(/Iscrizione verificata/)).toBeVisible();
  await acceptTerms(page);
  await card.getByRole('checkbox', { name: /Dichiaro che ogni partecipante/ }).check();
  await expect(card.getByText('260,00 €')).toBeVisible();
  return card;
}

test.beforeEach(async () => {
  // Every request comes from 127.0.0.1: start with fresh rate-limit counters.
  const counters = await testDb().collection('rateLimits').get();
  await Promise.all(counters.docs.map((doc) => doc.ref.delete()));
});

test('a member books E-Motion in Villa, pays and sees the confirmed booking', async ({ page }) => {
  const card = await fillBooking(page, 'emma.flow@example.com', '+39 333 1234567');
  await card.getByRole('button', { name: 'Prenota e paga' }).click();

  await page.waitForURL(/127\.0\.0\.1:12111\/checkout\//);
  await expect(page.getByRole('table', { name: 'Order summary' })).toContainText('€260.00');
  await page.getByRole('button', { name: 'Pay' }).click();

  await page.waitForURL(/\/booking-success\?session_id=.+&booking_id=.+/);
  await expect(page.getByRole('heading', { name: 'Prenotazione Confermata!' })).toBeVisible();
  const details = page.getByRole('definition');
  await expect(details.filter({ hasText: '260,00 €' })).toBeVisible();
  await expect(details.filter({ hasText: 'emma.flow@example.com' })).toBeVisible();
  await expect(details.filter({ hasText: '+39 333 1234567' })).toBeVisible();
  await expect(details.filter({ hasText: /^2$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contattaci' }).last()).toHaveAttribute(
    'href',
    '/contatti',
  );
});

test('a declined card stays on the checkout page; Cancel lands on the cancelled page', async ({
  page,
}) => {
  const card = await fillBooking(page, 'emma.declined@example.com');
  await card.getByRole('button', { name: 'Prenota e paga' }).click();
  await page.waitForURL(/127\.0\.0\.1:12111\/checkout\//);
  const checkoutUrl = page.url();

  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  expect(page.url()).toContain('127.0.0.1:12111/checkout/');
  expect(new URL(page.url()).pathname.startsWith(new URL(checkoutUrl).pathname)).toBe(true);

  await page.getByRole('link', { name: 'Cancel' }).click();
  await page.waitForURL(/\/booking-cancelled\?booking_id=.+/);
  const bookingId = new URL(page.url()).searchParams.get('booking_id') ?? '';
  await expect(page.getByRole('heading', { name: 'Prenotazione Annullata' })).toBeVisible();
  await expect(page.getByText(bookingId.slice(0, 8), { exact: true })).toBeVisible();
  await expect(page.getByText(/salvata ma non completata/)).toBeVisible();
});

test('a non-member cannot submit, and a lapsed member is told to renew', async ({ page }) => {
  const card = await openCard(page);
  await pickDate(page, nextSaturday());
  await card.getByRole('textbox', { name: /^Nome e cognome/ }).fill('Mario Nessuno');
  await card.getByRole('textbox', { name: /^Email/ }).fill('mario@example.com');
  await verifyMembership(page, 'Mario Nessuno');
  await expect(
    card.getByText('Socio non trovato nei registri: procederemo e verificheremo internamente'),
  ).toBeVisible();

  const submit = card.getByRole('button', { name: 'Prenota e paga' });
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await submit.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Inserisci il tuo nome e verifica la tua iscrizione')).toBeVisible();
  await expect(page).toHaveURL(/\/tour\/emotion-in-villa$/);

  await card.getByRole('textbox', { name: 'Nome e cognome del socio' }).fill('Paolo Verdi');
  await card.getByRole('button', { name: 'Verifica' }).click();
  await expect(card.getByText(/La tua iscrizione è scaduta il 31 dicembre 2025/)).toBeVisible();
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
});
