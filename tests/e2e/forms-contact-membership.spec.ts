import { expect, test, type Page } from '@playwright/test';
import { switchToEnglish } from './content-support';

/** The stack's mail catcher (maildev): its REST API lists every mail it received. */
const MAIL_API = 'http://127.0.0.1:1080/email';
/** The association's inbox the local stack configures (scripts/stack/functions-env.ts). */
const STAFF_INBOX = 'staff@valpolicellaebiketours.it';

interface CaughtMail {
  subject: string;
  to: Array<{ address: string }>;
  html: string;
  text: string;
}

async function mailsTo(address: string, subjectPart: string): Promise<CaughtMail[]> {
  const response = await fetch(MAIL_API);
  const mails = (await response.json()) as CaughtMail[];
  return mails.filter(
    (mail) => mail.to.some((to) => to.address === address) && mail.subject.includes(subjectPart),
  );
}

async function firstMail(address: string, subjectPart: string): Promise<CaughtMail> {
  await expect
    .poll(async () => (await mailsTo(address, subjectPart)).length, { timeout: 20_000 })
    .toBeGreaterThan(0);
  const [mail] = await mailsTo(address, subjectPart);
  if (!mail) throw new Error('mail vanished');
  return mail;
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
  expect(confirmation.text).toContain(`Ciao ${name},`);
});

test('an empty membership application is blocked with the missing-fields message', async ({
  page,
}) => {
  await page.goto('/modulistica');
  await page.getByRole('button', { name: 'Invia domanda' }).click();
  await expect(page.getByText('Compila tutti i campi obbligatori')).toBeVisible();
  await expect(page.getByText('Errore', { exact: true })).toBeVisible();
  await expect(field(page, 'Nome e cognome')).toBeFocused();
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
  await field(page, 'Province').fill('vr');
  await field(page, 'Phone').fill('+39 333 7654321');
  await field(page, 'Email').fill(email);
  await page.getByRole('radio', { name: 'Junior member (under 18)' }).check();
  await field(page, "Minor's full name").fill('Luca Rossi');
  await page.getByRole('button', { name: 'Send application' }).click();

  await expect(page.getByText('Application sent!')).toBeVisible();
  await expect(field(page, 'Full name')).toHaveValue('');

  const inbox = await firstMail(STAFF_INBOX, name);
  expect(inbox.subject).toBe(`Domanda di ammissione: ${name} (Socio minorenne)`);
  expect(inbox.text).toContain('RSSMRA85T10A562S');
  expect(inbox.text).toContain('Luca Rossi');
  const confirmation = await firstMail(email, 'Membership application received');
  expect(confirmation.text).toContain(`Hello ${name},`);
});
