import { expect, test, type Page } from '@playwright/test';
import { switchToEnglish } from './content-support';
import { mailsTo, type CaughtMail } from './mail-support';

/** The association's inbox the local stack configures (scripts/stack/functions-env.ts). */
const STAFF_INBOX = 'staff@valpolicellaebiketours.it';

async function mailsAbout(address: string, subjectPart: string): Promise<CaughtMail[]> {
  return (await mailsTo(address)).filter((mail) => mail.subject.includes(subjectPart));
}

async function firstMail(address: string, subjectPart: string): Promise<CaughtMail> {
  await expect
    .poll(async () => (await mailsAbout(address, subjectPart)).length, { timeout: 20_000 })
    .toBeGreaterThan(0);
  const [mail] = await mailsAbout(address, subjectPart);
  if (!mail) throw new Error('mail vanished');
  return mail;
}

/** Birth place and date, address, city and postal code: required of every applicant. */
async function fillBirthAndAddress(page: Page) {
  await field(page, 'Place of birth').fill('Roma');
  await field(page, 'Date of birth').fill('1985-12-10');
  await field(page, 'Address').fill('Via Roma 1');
  await field(page, 'City').fill('Verona');
  await field(page, 'Postal code').fill('37121');
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

test('a contact message is sent through the form and reaches the inbox and the sender', async ({
  page,
}) => {
  const name = `Anna Verdi ${unique()}`;
  const email = `anna.${unique()}@example.com`;
  await page.goto('/contatti');
  const form = page.getByRole('form', { name: 'Modulo di contatto' });
  await field(page, 'Nome').fill(name);
  await field(page, 'Email').fill(email);
  await field(page, 'Argomento').selectOption({ label: 'Noleggio e-bike' });
  await field(page, 'Messaggio').fill('Due e-bike per sabato <b>mattina</b>?');
  await form.getByRole('button', { name: 'Invia messaggio' }).click();

  await expect(page.getByText('Messaggio inviato!')).toBeVisible();
  await expect(field(page, 'Nome')).toHaveValue('');

  const inbox = await firstMail(STAFF_INBOX, name);
  expect(inbox.subject).toBe(`Messaggio dal sito: Noleggio e-bike — ${name}`);
  expect(inbox.html).toContain('Due e-bike per sabato &lt;b&gt;mattina&lt;/b&gt;?');
  const confirmation = await firstMail(email, 'Abbiamo ricevuto il tuo messaggio');
  // The confirmation goes to an address anybody could type: it repeats nothing they wrote.
  expect(confirmation.text).toMatch(/^Ciao,/);
  expect(confirmation.text).not.toContain(name);
});

test('a membership application is sent through the form and confirmed in English', async ({
  page,
}) => {
  const name = `Mario Rossi ${unique()}`;
  const email = `mario.${unique()}@example.com`;
  await page.goto('/modulistica');
  await switchToEnglish(page);

  await field(page, 'Full name').fill(name);
  await field(page, 'Tax code').fill('rssmra85t10a562s');
  await expect(field(page, 'Tax code')).toHaveValue('RSSMRA85T10A562S');
  await fillBirthAndAddress(page);
  await field(page, 'Province').fill('vr');
  await field(page, 'Phone').fill('+39 333 7654321');
  await field(page, 'Email').fill(email);
  await page.getByRole('radio', { name: 'Junior member (under 18)' }).check();
  await field(page, "Minor's full name").fill('Luca Rossi');
  await field(page, "Minor's tax code").fill('MRTMTT25D09F205Z');
  await field(page, "Parent or guardian's full name").fill(name);
  await field(page, "Parent or guardian's tax code").fill('RSSMRA85T10A562S');
  await page.getByRole('button', { name: 'Send application' }).click();

  // A server round trip (function, Firestore, outbox) on the shared test machine.
  await expect(page.getByText('Application sent!')).toBeVisible({ timeout: 30_000 });
  // The form gives way to the fee's step (tests/e2e/membership-fee.spec.ts pays it).
  await expect(page.getByRole('button', { name: 'Pay the membership fee' })).toBeVisible();
  await expect(field(page, 'Full name')).toHaveCount(0);

  const inbox = await firstMail(STAFF_INBOX, name);
  expect(inbox.subject).toBe(`Domanda di ammissione: ${name} (Socio minorenne)`);
  expect(inbox.text).toContain('RSSMRA85T10A562S');
  expect(inbox.text).toContain('Luca Rossi');
  const confirmation = await firstMail(email, 'Membership application received');
  expect(confirmation.text).toMatch(/^Hello,/);
  expect(confirmation.text).not.toContain(name);
});

test('a tourist living abroad applies in English with a passport instead of a tax code', async ({
  page,
}) => {
  const name = `Anna Schmidt ${unique()}`;
  const email = `anna.${unique()}@example.com`;
  await page.goto('/modulistica');
  await switchToEnglish(page);

  await expect(
    page.getByText(/if you live elsewhere, give an identity document instead/),
  ).toBeVisible();
  await field(page, 'Country of residence').selectOption({ label: 'Germany' });
  await expect(field(page, 'Province')).toHaveCount(0);
  await field(page, 'Full name').fill(name);
  await fillBirthAndAddress(page);
  await field(page, 'Phone').fill('+49 30 1234567');
  await field(page, 'Email').fill(email);
  await page.getByRole('button', { name: 'Send application' }).click();

  // No tax code asked for; the passport is, on its own fields.
  await expect(page.getByText('Please fill in all required fields')).toBeVisible();
  await expect(field(page, 'Document type')).toBeFocused();
  await expect(page.getByText(/Choose the document type: if you live outside Italy/)).toBeVisible();
  await expect(field(page, 'Tax code')).not.toHaveAttribute('aria-invalid', 'true');

  await field(page, 'Document type').selectOption({ label: 'Passport' });
  await field(page, 'Document number').fill('C01X00T47');
  await page.getByRole('button', { name: 'Send application' }).click();
  // A server round trip (function, Firestore, outbox) on the shared test machine.
  await expect(page.getByText('Application sent!')).toBeVisible({ timeout: 30_000 });

  const inbox = await firstMail(STAFF_INBOX, name);
  expect(inbox.text).toContain('Paese di residenza: Germania (DE)');
  expect(inbox.text).toContain('Numero: C01X00T47');
});

test('an empty application is blocked, then each of the ten marked fields asks for itself', async ({
  page,
}) => {
  await page.goto('/modulistica');
  // The form is in the prerendered HTML: it answers once hydrated, so retry the first submit.
  await expect(async () => {
    await page.getByRole('button', { name: 'Invia domanda' }).click();
    await expect(page.getByText('Inserisci nome e cognome')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  // The retried submit may have raised the same toast more than once.
  await expect(page.getByText('Compila tutti i campi obbligatori').last()).toBeVisible();
  await expect(page.getByText('Errore', { exact: true }).last()).toBeVisible();
  await expect(field(page, 'Nome e cognome')).toBeFocused();

  await field(page, 'Nome e cognome').fill('Mario Rossi');
  await field(page, 'Codice fiscale').fill('RSSMRA85T10A562S');
  await field(page, 'Telefono').fill('+39 333 7654321');
  await field(page, 'Email').fill('mario@example.com');
  await page.getByRole('button', { name: 'Invia domanda' }).click();

  // The first, retried submit may have raised the same toast already.
  await expect(page.getByText('Compila tutti i campi obbligatori').last()).toBeVisible();
  await expect(field(page, 'Luogo di nascita')).toBeFocused();
  await expect(page.getByText('Inserisci il luogo di nascita')).toBeVisible();
  await expect(page.getByText('Inserisci la data di nascita')).toBeVisible();
  await expect(page.getByText("Inserisci l'indirizzo di residenza")).toBeVisible();
  await expect(page.getByText('Inserisci la città di residenza')).toBeVisible();
  await expect(page.getByText('Inserisci il CAP')).toBeVisible();
  await expect(page.getByText('Inserisci la sigla della provincia, per esempio VR')).toBeVisible();
});

test('the contact form refuses on the field what the server would refuse, in both languages', async ({
  page,
}) => {
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/sendContactEmail')) calls += 1;
  });
  await page.goto('/contatti');
  const form = page.getByRole('form', { name: 'Modulo di contatto' });
  await expect(async () => {
    await form.getByRole('button', { name: 'Invia messaggio' }).click();
    await expect(form.getByText('Scrivi il tuo nome.')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await field(page, 'Nome').fill('   ');
  await field(page, 'Email').fill('anna@localhost');
  await field(page, 'Messaggio').fill('  ');
  await form.getByRole('button', { name: 'Invia messaggio' }).click();

  await expect(field(page, 'Nome')).toBeFocused();
  await expect(field(page, 'Nome')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Scrivi il tuo nome.')).toBeVisible();
  await expect(
    form.getByText('Inserisci un indirizzo email valido, per esempio nome@esempio.it.'),
  ).toBeVisible();
  await expect(form.getByText('Scrivi il tuo messaggio.')).toBeVisible();

  await switchToEnglish(page);
  const englishForm = page.getByRole('form', { name: 'Contact form' });
  await expect(englishForm.getByText('Write your name.')).toBeVisible();
  await expect(
    englishForm.getByText('Enter a valid email address, for example name@example.com.'),
  ).toBeVisible();
  expect(calls).toBe(0);
});
