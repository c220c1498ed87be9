import type { Auth } from 'firebase-admin/auth';

/** The demo staff account `npm start` creates (README, "Staff"). */
export const DEMO_STAFF = { email: 'staff@example.com', password: 'staff-demo' } as const;

/**
 * Sets or clears the `staff: true` custom claim, keeping the account's other claims. The claim
 * reaches the account's ID token at its next refresh (sign out and in again to see it at once).
 */
export async function setStaffClaim(auth: Auth, email: string, staff: boolean): Promise<string> {
  const user = await auth.getUserByEmail(email);
  const { staff: _previous, ...others } = user.customClaims ?? {};
  await auth.setCustomUserClaims(user.uid, staff ? { ...others, staff: true } : others);
  return user.uid;
}

/** Creates the demo staff account on the Auth emulator if it is missing, and grants the claim. */
export async function ensureDemoStaff(auth: Auth): Promise<void> {
  try {
    await auth.getUserByEmail(DEMO_STAFF.email);
  } catch {
    await auth.createUser({ ...DEMO_STAFF, emailVerified: true, displayName: 'Staff demo' });
  }
  await setStaffClaim(auth, DEMO_STAFF.email, true);
}
