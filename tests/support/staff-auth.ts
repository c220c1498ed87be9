import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth, type DecodedIdToken } from 'firebase-admin/auth';
import { beforeAll, vi } from 'vitest';
import type { StaffCall } from '@functions/lib/require-staff';
import { grantStaffRole, type StaffRole } from '../../scripts/stack/staff-claim';
import { PROJECT_ID } from '../../scripts/stack/ports';

/**
 * Staff accounts on the integration tests' Auth emulator (scripts/with-firestore.ts starts it):
 * real accounts, real ID tokens signed in with a password, claims granted the way
 * `npm run staff:grant` grants them, so the staff callables' token checks run for real.
 */

function emulatorHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) {
    throw new Error(
      'FIREBASE_AUTH_EMULATOR_HOST is not set: run integration tests through `npm test` or ' +
        '`npx tsx scripts/with-firestore.ts npx vitest run --project integration`.',
    );
  }
  return host;
}

/** The Admin SDK's Auth on the emulator, as the functions see it. */
export function testAuth(): Auth {
  emulatorHost();
  const app =
    getApps().find((candidate) => candidate.name === 'tests-auth') ??
    initializeApp({ projectId: PROJECT_ID }, 'tests-auth');
  return getAuth(app);
}

const PASSWORD = 'vigneti-2026';
let accounts = 0;

/** A fresh address per account: the emulator's accounts outlive each test. */
export function uniqueStaffEmail(label: string): string {
  accounts += 1;
  return `${label}-${process.pid}-${Date.now()}-${accounts}@example.com`;
}

export interface TestAccount {
  uid: string;
  email: string;
}

/** Creates an account, its address verified or not (as after sign-up, before the link is opened). */
export async function createTestAccount(
  label: string,
  { emailVerified = true }: { emailVerified?: boolean } = {},
): Promise<TestAccount> {
  const email = uniqueStaffEmail(label);
  const user = await testAuth().createUser({ email, password: PASSWORD, emailVerified });
  return { uid: user.uid, email };
}

/** A staff account with a verified address and `role`, as `npm run staff:grant` leaves it. */
export async function createStaffAccount(role: StaffRole): Promise<TestAccount> {
  const account = await createTestAccount(role);
  await grantStaffRole(testAuth(), account.email, role);
  return account;
}

export interface SignedIn {
  uid: string;
  idToken: string;
  token: DecodedIdToken;
}

/** Signs in with the password, as the web app does: a fresh ID token with the current claims. */
export async function signIn(account: TestAccount, password = PASSWORD): Promise<SignedIn> {
  const response = await fetch(
    `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: account.email, password, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const { idToken } = (await response.json()) as { idToken: string };
  // What the callable framework hands the handler: the decoded token beside the raw one.
  return { uid: account.uid, idToken, token: await testAuth().verifyIdToken(idToken) };
}

/** A callable request from a signed-in account. */
export function callAs(session: SignedIn, data: unknown): StaffCall {
  return { data, auth: { uid: session.uid, token: session.token, rawToken: session.idToken } };
}

/**
 * Firebase records a revocation in whole seconds and refuses tokens signed in before that second:
 * one signed in during the same second as the revocation would still pass. Waits (polling the
 * clock, no fixed delay) until the second of `session`'s sign-in is over.
 */
export async function afterSignInSecond(session: SignedIn): Promise<void> {
  await vi.waitFor(
    () => {
      if (Math.floor(Date.now() / 1000) <= session.token.auth_time) {
        throw new Error('still the sign-in second');
      }
    },
    { timeout: 15_000, interval: 50 },
  );
}

/** Whom a test file signs in: a staff role, or `visitor` for an account without one. */
export type AccountKind = StaffRole | 'visitor';

/**
 * Signs in one account per name once before the file's tests (staff granted their role, a
 * visitor without any) and returns them by name: read them inside tests, once `beforeAll` ran.
 */
export function signInBeforeAll<Name extends string>(
  kinds: Record<Name, AccountKind>,
): Readonly<Record<Name, SignedIn>> {
  const signedIn = {} as Record<Name, SignedIn>;
  beforeAll(async () => {
    for (const [name, kind] of Object.entries(kinds) as [Name, AccountKind][]) {
      const account =
        kind === 'visitor' ? await createTestAccount(name) : await createStaffAccount(kind);
      signedIn[name] = await signIn(account);
    }
  });
  return signedIn;
}
