import { expect, type Locator, type Page } from '@playwright/test';
import { testDb } from '../support/firestore';
import { isoWeekday, todayInRome } from '@/domain/calendar';
import { DEFAULT_SCHEDULES } from '@/domain/schedule';

// The booking card as a visitor uses it, shared by the booking and live-schedule specs.

/** Emma Schneider's demo membership runs to the end of next year, past any date these tests pick. */
export const MEMBER = 'Emma Schneider';

/**
 * Whole days between today and the chosen Saturday so that every tour's notice is met at any hour
 * of today: the longest notice in days, plus today itself.
 */
const MIN_DAYS_AHEAD =
  Math.ceil(Math.max(...Object.values(DEFAULT_SCHEDULES).map((s) => s.leadHours)) / 24) + 1;

/** The first Saturday (in Rome) at least `minDaysAhead` whole days after today. */
function saturdayAhead(minDaysAhead: number): string {
  const today = todayInRome(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const days = (6 - isoWeekday(today) + 7) % 7;
  const offset = days < minDaysAhead ? days + 7 : days;
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
}

/** The first Saturday at least MIN_DAYS_AHEAD days ahead (Pojega's 48 h, also on a Thursday). */
export function bookableSaturday(): string {
  return saturdayAhead(MIN_DAYS_AHEAD);
}

/** A Saturday more than 72 hours ahead (4 to 10 days), so the policy gives everything back. */
export function saturdayForFullRefund(): string {
  return saturdayAhead(4);
}

/** The day picker's name for a date, e.g. 'sabato 28 novembre 2026'. */
export function dayLabel(isoDate: string): RegExp {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const month = new Intl.DateTimeFormat('it-IT', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
  return new RegExp(`\\b${d} ${month} ${y}\\b`);
}

export async function openCard(page: Page, path = '/tour/emotion-in-villa') {
  await page.goto(path);
  const card = page.getByRole('form', { name: 'Modulo di prenotazione' });
  // The card is in the prerendered HTML; it answers once hydrated, so retry the first click. It
  // loads as it nears the viewport (on a phone it sits below the description), and hydration may
  // move the page: scroll to it on every try.
  await expect(async () => {
    await page.getByRole('complementary', { name: 'Prenotazione' }).scrollIntoViewIfNeeded();
    const toggle = card.getByRole('button', { name: /Data del tour/ });
    if ((await toggle.getAttribute('aria-expanded', { timeout: 2000 })) !== 'true') {
      await toggle.click({ timeout: 2000 });
    }
    await expect(card.getByRole('grid')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  return card;
}

const ITALIAN_MONTHS = Array.from({ length: 12 }, (_, month) =>
  new Intl.DateTimeFormat('it-IT', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, month, 1)),
  ),
);

/** 'yyyy-MM' of a day picker's grid, named by its month as in 'dicembre 2026'. */
function monthOfGrid(name: string): string {
  const [month = '', year = ''] = name.split(' ');
  return `${year}-${String(ITALIAN_MONTHS.indexOf(month) + 1).padStart(2, '0')}`;
}

/**
 * Shows the month of `isoDate` in the Italian day picker within `scope`, a month at a time. It
 * reads the month from the grid's name, so it never waits on what the live schedule adds to a
 * day's name (", al completo") and moves either way.
 */
export async function showMonthOf(scope: Page | Locator, isoDate: string) {
  const grid = scope.getByRole('grid').first();
  await expect(grid).toBeVisible({ timeout: 20_000 });
  const wanted = isoDate.slice(0, 7);
  // A booking horizon is at most a year: more moves than that mean the month is never shown.
  for (let moves = 0; moves <= 12; moves++) {
    const name = (await grid.getAttribute('aria-label')) ?? '';
    const shown = monthOfGrid(name);
    if (shown === wanted) return;
    const step = shown < wanted ? 'Vai al mese successivo' : 'Vai al mese precedente';
    await scope.getByRole('button', { name: step }).click();
    await expect(grid).not.toHaveAttribute('aria-label', name);
  }
  throw new Error(`the day picker never showed the month of ${isoDate}`);
}

async function pickDate(page: Page, isoDate: string) {
  await showMonthOf(page, isoDate);
  await page.getByRole('button', { name: dayLabel(isoDate) }).click();
}

/** Opens the card and picks a date in its calendar: the first bookable Saturday unless given. */
export async function openCardOnDate(
  page: Page,
  isoDate = bookableSaturday(),
  path = '/tour/emotion-in-villa',
) {
  const card = await openCard(page, path);
  await pickDate(page, isoDate);
  return card;
}

export async function verifyMembership(page: Page, name: string) {
  await page.getByRole('checkbox', { name: "Sono socio dell'associazione" }).check();
  await page.getByRole('textbox', { name: 'Nome e cognome del socio' }).fill(name);
  await page.getByRole('button', { name: 'Verifica' }).click();
}

export async function acceptTerms(page: Page) {
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

/**
 * The end of a filled card: the terms, the participants' declaration, "Prenota e paga", the
 * payment on the Stripe stand-in's page, and the success page.
 */
export async function acceptAndPay(page: Page, card: Locator) {
  await acceptTerms(page);
  await card.getByRole('checkbox', { name: /Dichiaro che ogni partecipante/ }).check();
  await card.getByRole('button', { name: 'Prenota e paga' }).click();
  await page.waitForURL(/127\.0\.0\.1:12111\/checkout\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/\/booking-success/);
  await expect(page.getByRole('heading', { name: 'Prenotazione Confermata!' })).toBeVisible();
}

/** Fills the card for two people on a date (a Saturday unless given), up to (not including) the submit. */
export async function fillBooking(
  page: Page,
  email: string,
  phone = '',
  date = bookableSaturday(),
) {
  const card = await openCardOnDate(page, date);
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

/** Every request of the e2e run comes from 127.0.0.1: each test starts with fresh rate limits. */
export async function clearRateLimits(): Promise<void> {
  const counters = await testDb().collection('rateLimits').get();
  await Promise.all(counters.docs.map((doc) => doc.ref.delete()));
}

/**
 * Every e2e booking is made by the one demo member whose membership outlasts any date the tests
 * pick (MEMBER): the unpaid checkouts earlier specs leave open count against that member's
 * MAX_OPEN_HOLDS for half an hour, and would refuse a later spec's checkout (TOO_MANY_HOLDS).
 */
export async function clearOpenHolds(): Promise<void> {
  const owners = await testDb().collection('holdOwners').get();
  await Promise.all(owners.docs.map((doc) => doc.ref.delete()));
}
