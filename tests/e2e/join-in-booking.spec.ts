import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { todayInRome } from '@/domain/calendar';
import { INITIAL_MEMBERSHIP_SETTINGS } from '@/domain/documents/membership-settings';
import { formatEuros } from '@/domain/format';
import { feeYearOfNewMember } from '@/domain/membership-fee/fee-year';
import { DEMO_STAFF } from '../../scripts/stack/staff-claim';
import { signInThroughPage } from './accounts-support';
import {
  acceptAndPay,
  acceptTerms,
  clearRateLimits,
  openCardOnDate,
  verifyMembership,
} from './booking-support';
import { mailsTo } from './mail-support';

// The whole journey on the local stack: a tourist who is not a member joins inside the
// booking card, books and pays on the application (settings/membership.provisionalBooking is on
// in the demo); the demo manager admits them in the staff area; the register then knows them, by
// name as people type it, in the CSV staff keep, and the welcome mail tells them their number.

/** Letters only (a name field takes no digits): one new person per run. */
const RUN = Date.now()
  .toString(26)
  .split('')
  .map((digit) => String.fromCharCode(97 + parseInt(digit, 26)))
  .join('');
const SURNAME = `Dell’Acqua ${RUN[0]!.toUpperCase()}${RUN.slice(1)}`;
/** As an iPhone types it: a typographic apostrophe. */
const APPLIED_NAME = `Chiara ${SURNAME}`;
const EMAIL = `join.e2e.${RUN}@example.com`;

async function fillApplication(page: Page, applicant = { name: APPLIED_NAME, email: EMAIL }) {
  const application = page.getByRole('form', { name: 'Domanda di ammissione' });
  const field = (label: string) => application.getByLabel(new RegExp(`^${label}( \\*)?$`));
  // What the card already had.
  await expect(field('Nome e cognome')).toHaveValue(applicant.name);
  await expect(field('Email')).toHaveValue(applicant.email);
  await expect(field('Telefono')).toHaveValue('+39 333 1234567');
  await field('Codice fiscale').fill('RSSMRA85T10A562S');
  await field('Luogo di nascita').fill('Verona');
  await field('Data di nascita').fill('1985-12-10');
  await field('Indirizzo').fill('Via Roma 1');
  await field('Città').fill('Verona');
  await field('CAP').fill('37121');
  await field('Provincia').fill('VR');
  return application;
}

test.beforeEach(clearRateLimits);

test('a visitor joins inside the card, books and pays; once admitted the register knows them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const card = await openCardOnDate(page);
  await card.getByRole('textbox', { name: /^Nome e cognome/ }).fill(APPLIED_NAME);
  await card.getByRole('textbox', { name: /^Email/ }).fill(EMAIL);
  await card.getByRole('textbox', { name: 'Telefono (facoltativo)' }).fill('+39 333 1234567');

  // Join without leaving the card: the application opens in it, with the card's details.
  await page.getByRole('button', { name: 'Non sono ancora socio: iscriviti ora' }).click();
  await expect(page.getByRole('heading', { name: "Iscriviti all'associazione" })).toBeFocused();
  const application = await fillApplication(page);
  await application.getByRole('button', { name: 'Invia la domanda e continua' }).click();

  await expect(card.getByText('Domanda inviata: in attesa di delibera')).toBeVisible();
  await expect(card.getByRole('textbox', { name: 'Nome e cognome del socio' })).toHaveValue(
    APPLIED_NAME,
  );
  await acceptAndPay(page, card);

  // The demo manager admits them: the application waits with the booking made on it.
  await signInThroughPage(page, DEMO_STAFF.email, DEMO_STAFF.password);
  await page.goto('/staff?vista=soci');
  await page.getByText('Mostra le domande in attesa').click();
  const waiting = page.getByRole('article', { name: APPLIED_NAME });
  await expect(waiting).toContainText('Prenotazioni in attesa di delibera');
  await waiting.getByRole('button', { name: `Ammetti ${APPLIED_NAME}` }).click();
  // The outcome is told back with the member number the admission gave.
  const outcome = page.getByRole('status').filter({ hasText: APPLIED_NAME });
  await expect(outcome).toContainText(/ammess.*\d{4}-\d{3}/);
  const admittedAs = /\d{4}-\d{3}/.exec((await outcome.textContent()) ?? '')?.[0];

  // The card now finds them in the register, typed with a plain apostrophe.
  const checkingCard = await openCardOnDate(page);
  const memberBox = checkingCard.getByRole('checkbox', { name: "Sono socio dell'associazione" });
  // The tab still holds the application: unchecking forgets it, and the register is asked.
  if (await memberBox.isChecked()) await memberBox.uncheck();
  await verifyMembership(page, APPLIED_NAME.replace('’', "'"));
  await expect(checkingCard.getByText(/Iscrizione verificata/)).toBeVisible();

  // The register as staff keep it holds them.
  await page.goto('/staff?vista=soci');
  const register = page.getByRole('region', { name: 'Registro soci' });
  await register.getByText('Mostra il registro soci').click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    register.getByRole('button', { name: 'Esporta CSV' }).click(),
  ]);
  const csv = await readFile(await download.path(), 'utf8');
  const row = csv.split(/\r?\n/).find((line) => line.includes(APPLIED_NAME));
  expect(row, `the register CSV has a line for ${APPLIED_NAME}`).toBeDefined();
  const today = todayInRome(new Date());
  expect(row).toContain(today);
  const memberNumber = row!.split(';')[0]!.replace(/"/g, '');
  expect(memberNumber).toBe(admittedAs);

  // And the welcome mail tells them that number.
  await expect
    .poll(async () => (await mailsTo(EMAIL)).some((mail) => mail.text.includes(memberNumber)), {
      timeout: 30_000,
    })
    .toBe(true);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  const PHONE_NAME = `Marta ${SURNAME}`;
  const PHONE_EMAIL = `join.fee.e2e.${RUN}@example.com`;
  // The demo's settings/membership, read by the server: the year by the cut-off, an ordinary fee.
  const FEE_YEAR = feeYearOfNewMember(todayInRome(new Date()), INITIAL_MEMBERSHIP_SETTINGS);
  const FEE = formatEuros(INITIAL_MEMBERSHIP_SETTINGS.fees.ordinario, 'it');

  test('a visitor joins and books in one Checkout, the fee and the tour each with its receipt', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const card = await openCardOnDate(page);
    await card.getByRole('textbox', { name: /^Nome e cognome/ }).fill(PHONE_NAME);
    await card.getByRole('textbox', { name: /^Email/ }).fill(PHONE_EMAIL);
    await card.getByRole('textbox', { name: 'Telefono (facoltativo)' }).fill('+39 333 1234567');
    await page.getByRole('button', { name: 'Non sono ancora socio: iscriviti ora' }).click();
    const application = await fillApplication(page, { name: PHONE_NAME, email: PHONE_EMAIL });
    await application.getByRole('button', { name: 'Invia la domanda e continua' }).click();
    await expect(card.getByText('Domanda inviata: in attesa di delibera')).toBeVisible();
    // The card's total already holds the fee the server quoted with the application.
    const feeLine = card.getByText(`Quota associativa ${FEE_YEAR}`, { exact: true }).locator('..');
    await expect(feeLine).toContainText(FEE);
    await acceptTerms(page);
    await card.getByRole('checkbox', { name: /Dichiaro che ogni partecipante/ }).check();
    await card.getByRole('button', { name: 'Prenota e paga' }).click();

    // One Checkout, two lines: the fee first, then the tour.
    await page.waitForURL(/127\.0\.0\.1:12111\/checkout\//, { timeout: 30_000 });
    const lines = page.getByRole('row');
    await expect(lines.filter({ hasText: `Quota associativa ${FEE_YEAR}` })).toHaveCount(1);
    await expect(lines.filter({ hasText: 'E-Motion in Villa' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Pay' }).click();

    await page.waitForURL(/\/booking-success/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Prenotazione Confermata!' })).toBeVisible();
    const feeRow = page.getByText(`Quota associativa ${FEE_YEAR} pagata`).locator('..');
    await expect(feeRow).toContainText(FEE);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // The one confirmation links both receipts; the fee's opens as the fee's.
    let links: string[] = [];
    await expect
      .poll(
        async () => {
          const mails = await mailsTo(PHONE_EMAIL);
          const confirmation = mails.find((mail) =>
            mail.subject.startsWith('Prenotazione confermata'),
          );
          links = confirmation?.text.match(/https?:\/\/\S+\/ricevuta\?token=[\w.-]+/g) ?? [];
          // Which of the two went wrong, should it: no confirmation yet, or its links.
          return confirmation
            ? links.length
            : `no confirmation; caught: ${mails.map((mail) => mail.subject).join(' | ') || 'none'}`;
        },
        { timeout: 30_000 },
      )
      .toBe(2);
    const opened: string[] = [];
    for (const link of links) {
      const url = new URL(link);
      await page.goto(`${url.pathname}${url.search}`);
      await expect(page.getByRole('heading', { name: 'La tua ricevuta' })).toBeVisible();
      // The heading shows while the receipt loads; its text is read once it is there.
      await expect(page.getByText('Caricamento della ricevuta...')).toHaveCount(0);
      opened.push((await page.locator('main').textContent()) ?? '');
    }
    expect(opened.filter((text) => text.includes(`Quota associativa ${FEE_YEAR}`))).toHaveLength(1);
    expect(opened.filter((text) => text.includes('E-Motion in Villa'))).toHaveLength(1);
  });
});
