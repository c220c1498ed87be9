import type { Auth } from 'firebase-admin/auth';

/**
 * The staff roles, as custom claims of a Firebase Auth account: `staff: true` for a guide (the
 * roster and check-in), `manager: true` beside it for calling off or postponing dates, refunds
 * and membership decisions. The server checks both again on every call
 * (functions/src/lib/require-staff.ts).
 */
export type StaffRole = 'guide' | 'manager';

/** The demo accounts `npm start` creates (docs/operations.md, "Staff"), both with verified addresses. */
export const DEMO_STAFF = {
  email: 'staff@example.com',
  password: 'staff-demo',
  role: 'manager',
} as const;
export const DEMO_GUIDE = {
  email: 'guide@example.com',
  password: 'guide-demo',
  role: 'guide',
} as const;

/** Refused because nobody has proved they read the address's mail (anyone can register one). */
export class UnverifiedEmailError extends Error {
  constructor(email: string) {
    super(
      `${email} has not verified its e-mail address. Staff access is granted only to verified ` +
        'addresses: sign in once with the account and follow the link in the verification e-mail.',
    );
    this.name = 'UnverifiedEmailError';
  }
}

function withoutStaffClaims(claims: Record<string, unknown> | undefined): Record<string, unknown> {
  const { staff: _staff, manager: _manager, ...others } = claims ?? {};
  return others;
}

/**
 * Gives an account one staff role, keeping its other claims; a manager made a guide loses the
 * manager claim. Only an account whose e-mail address is verified. A role taken away (manager to
 * guide) also revokes the account's refresh tokens, so the old token stops working at once; a
 * role given reaches the account's ID token at its next refresh (or sign-in). Answers the uid.
 */
export async function grantStaffRole(auth: Auth, email: string, role: StaffRole): Promise<string> {
  const user = await auth.getUserByEmail(email);
  if (!user.emailVerified) throw new UnverifiedEmailError(email);
  const demoted = user.customClaims?.['manager'] === true && role !== 'manager';
  await auth.setCustomUserClaims(user.uid, {
    ...withoutStaffClaims(user.customClaims),
    staff: true,
    ...(role === 'manager' ? { manager: true } : {}),
  });
  if (demoted) await auth.revokeRefreshTokens(user.uid);
  return user.uid;
}

/**
 * Takes every staff role away, keeping the account's other claims, and revokes its refresh
 * tokens: the staff callables check revocation, so its current ID token is refused at once instead
 * of at its expiry (up to an hour). Answers the uid.
 */
export async function revokeStaffRoles(auth: Auth, email: string): Promise<string> {
  const user = await auth.getUserByEmail(email);
  await auth.setCustomUserClaims(user.uid, withoutStaffClaims(user.customClaims));
  await auth.revokeRefreshTokens(user.uid);
  return user.uid;
}

/** Creates (or resets) a demo account on the Auth emulator, verified, with its role. */
async function ensureDemoAccount(
  auth: Auth,
  account: typeof DEMO_STAFF | typeof DEMO_GUIDE,
  displayName: string,
): Promise<void> {
  const { email, password, role } = account;
  const existing = await auth.getUserByEmail(email).catch((error: unknown) => {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') return undefined;
    throw error;
  });
  if (existing) await auth.updateUser(existing.uid, { password, emailVerified: true });
  else await auth.createUser({ email, password, emailVerified: true, displayName });
  await grantStaffRole(auth, email, role);
}

/** The two demo staff accounts of the local stack: a manager and a guide. */
export async function ensureDemoStaff(auth: Auth): Promise<void> {
  await ensureDemoAccount(auth, DEMO_STAFF, 'Staff demo');
  await ensureDemoAccount(auth, DEMO_GUIDE, 'Guide demo');
}
