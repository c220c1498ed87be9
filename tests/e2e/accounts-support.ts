import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { expect, type Page } from '@playwright/test';
import { HOST, PORTS } from '../../scripts/stack/ports';
import { grantStaffRole, type StaffRole } from '../../scripts/stack/staff-claim';

/** The local stack's Auth emulator (project demo-valpolicella); see scripts/stack/ports.ts. */
const AUTH_EMULATOR = 'http://127.0.0.1:9099';
const PROJECT_ID = 'demo-valpolicella';
const API_KEY = 'demo-api-key';

export const PASSWORD = 'vigneti-2026';

/** A fresh address per test, so tests never depend on each other's accounts. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Creates an account directly in the emulator; answers its uid. */
export async function createAccount(email: string, password = PASSWORD): Promise<string> {
  const response = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  expect(response.ok).toBe(true);
  return ((await response.json()) as { localId: string }).localId;
}

export interface OobCode {
  email: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | string;
  oobLink: string;
}

/** The e-mails (verification, password reset) the Auth emulator would have sent. */
export async function sentAuthEmails(email: string): Promise<OobCode[]> {
  const response = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  return oobCodes.filter((code) => code.email === email);
}

/** The `continueUrl` a link in one of those e-mails returns to. */
export function continueUrl(oobLink: string): string | null {
  return new URL(oobLink).searchParams.get('continueUrl');
}

/** Signs in through the /auth page, as a person would. */
export async function signInThroughPage(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth');
  const panel = page.getByRole('tabpanel', { name: 'Accedi' });
  await panel.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await panel.getByLabel('Password').fill(password);
  await panel.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByText('Bentornato!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

export function header(page: Page) {
  return page.getByRole('banner');
}

/**
 * Gives an account a staff role, as `npm run staff:grant [--manager]` does. Roles go only to
 * verified addresses: the address is marked verified first, as its verification link would.
 */
export async function grantStaff(email: string, role: StaffRole = 'guide'): Promise<void> {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `${HOST}:${PORTS.auth}`;
  const app = initializeApp({ projectId: PROJECT_ID }, `staff-${email}`);
  try {
    const auth = getAuth(app);
    await auth.updateUser((await auth.getUserByEmail(email)).uid, { emailVerified: true });
    await grantStaffRole(auth, email, role);
  } finally {
    await deleteApp(app);
  }
}
