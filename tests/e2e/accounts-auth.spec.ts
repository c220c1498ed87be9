import { expect, test } from '@playwright/test';
import {
  continueUrl,
  createAccount,
  header,
  PASSWORD,
  sentAuthEmails,
  signInThroughPage,
  uniqueEmail,
} from './accounts-support';

test('sign up, sign out, sign in, and /auth sends a signed-in person home', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Accedi al tuo Account' })).toBeVisible();
  await page.getByRole('tab', { name: 'Registrati' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Registrati' });
  await panel.getByRole('textbox', { name: 'E-mail' }).fill(email);

  // The browser itself refuses a password under 6 characters.
  const password = panel.getByLabel('Password');
  await password.fill('12345');
  await panel.getByRole('button', { name: 'Registrati' }).click();
  expect(await password.evaluate((input: HTMLInputElement) => input.validity.tooShort)).toBe(true);
  await expect(page).toHaveURL(/\/auth$/);

  await password.fill(PASSWORD);
  await panel.getByRole('button', { name: 'Registrati' }).click();
  await expect(
    page.getByText('Account creato! Controlla la tua e-mail per verificare il tuo account.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole('link', { name: 'Le mie prenotazioni' })).toBeVisible();

  // Firebase sent the verification e-mail, whose link returns to the site root.
  await expect.poll(async () => (await sentAuthEmails(email)).length).toBeGreaterThan(0);
  const [verification] = await sentAuthEmails(email);
  expect(verification?.requestType).toBe('VERIFY_EMAIL');
  expect(continueUrl(verification?.oobLink ?? '')).toBe(new URL('/', page.url()).href);

  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);

  await header(page).getByRole('button', { name: 'Esci' }).click();
  await expect(page.getByText('Disconnessione effettuata con successo')).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Accedi' })).toBeVisible();

  await signInThroughPage(page, email);
  await expect(header(page).getByRole('button', { name: 'Esci' })).toBeVisible();
});

test('a wrong password shows the translated message and stays on /auth', async ({ page }) => {
  const email = uniqueEmail('wrong');
  await createAccount(email);
  await page.goto('/auth');
  const panel = page.getByRole('tabpanel', { name: 'Accedi' });
  await panel.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await panel.getByLabel('Password').fill('not-the-password');
  await panel.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByText('E-mail o password non corretti.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Accedi' })).toBeEnabled();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(header(page).getByRole('link', { name: 'Accedi' })).toBeVisible();
});

test('"forgot password" sends the reset e-mail to the address typed', async ({ page }) => {
  const email = uniqueEmail('reset');
  await createAccount(email);
  await page.goto('/auth');
  const panel = page.getByRole('tabpanel', { name: 'Accedi' });
  await panel.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await panel.getByRole('button', { name: 'Password dimenticata?' }).click();
  await expect(
    page.getByText('Se esiste un account con questa e-mail, ti abbiamo inviato un link'),
  ).toBeVisible();
  const codes = await sentAuthEmails(email);
  expect(codes.map((code) => code.requestType)).toContain('PASSWORD_RESET');
});

test.describe('lazy Firebase Auth', () => {
  // Without the service worker, which precaches every chunk, the requests are the page's own.
  test.use({ serviceWorkers: 'block' });

  test('a content page never downloads Firebase Auth for a visitor who never signed in', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/tour');
    await expect(header(page).getByRole('link', { name: 'Accedi' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.some((url) => url.includes('auth-instance'))).toBe(false);

    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Accedi' })).toBeVisible();
    await expect.poll(() => scripts.some((url) => url.includes('auth-instance'))).toBe(true);
  });
});
