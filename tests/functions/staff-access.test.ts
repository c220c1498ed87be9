import { afterAll, describe, expect, it } from 'vitest';
import { requireStaff } from '@functions/lib/require-staff';
import {
  DEMO_GUIDE,
  DEMO_STAFF,
  UnverifiedEmailError,
  ensureDemoStaff,
  grantStaffRole,
  revokeStaffRoles,
} from '../../scripts/stack/staff-claim';
import { closeTestDb } from '../support/firestore';
import {
  afterSignInSecond,
  callAs,
  createTestAccount,
  signIn,
  testAuth,
} from '../support/staff-auth';

// What `npm run staff:grant` / `staff:revoke` do (scripts/staff-access.ts), on the Auth emulator.

afterAll(closeTestDb);

const claimsOf = async (uid: string) => (await testAuth().getUser(uid)).customClaims ?? {};

describe('staff:grant', () => {
  it('refuses an account whose e-mail address is not verified, and grants nothing', async () => {
    const account = await createTestAccount('unverified', { emailVerified: false });
    const refused = grantStaffRole(testAuth(), account.email, 'manager');
    await expect(refused).rejects.toBeInstanceOf(UnverifiedEmailError);
    await expect(refused).rejects.toThrow(/has not verified its e-mail address/);
    expect(await claimsOf(account.uid)).toEqual({});
  });

  it('makes a verified account a guide or a manager, keeping its other claims', async () => {
    const account = await createTestAccount('staff');
    await testAuth().setCustomUserClaims(account.uid, { beta: true });
    await grantStaffRole(testAuth(), account.email, 'guide');
    expect(await claimsOf(account.uid)).toEqual({ beta: true, staff: true });
    await grantStaffRole(testAuth(), account.email, 'manager');
    expect(await claimsOf(account.uid)).toEqual({ beta: true, staff: true, manager: true });
  });

  it('ends the sessions of a manager made a guide, so the manager token stops working', async () => {
    const account = await createTestAccount('demoted');
    await grantStaffRole(testAuth(), account.email, 'manager');
    const session = await signIn(account);
    await afterSignInSecond(session);
    await grantStaffRole(testAuth(), account.email, 'guide');
    expect(await claimsOf(account.uid)).toEqual({ staff: true });
    await expect(requireStaff({ auth: testAuth() }, callAs(session, {}))).rejects.toMatchObject({
      details: { reason: 'UNAUTHENTICATED' },
    });
    // Signed in again, the account is a guide.
    const again = await signIn(account);
    expect(await requireStaff({ auth: testAuth() }, callAs(again, {}))).toEqual({
      uid: account.uid,
      email: account.email,
      manager: false,
    });
  });
});

describe('staff:revoke', () => {
  it('takes both roles away, keeps other claims, and revokes the refresh tokens', async () => {
    const account = await createTestAccount('leaving');
    await testAuth().setCustomUserClaims(account.uid, { beta: true });
    await grantStaffRole(testAuth(), account.email, 'manager');
    const before = Date.parse((await testAuth().getUser(account.uid)).tokensValidAfterTime ?? '');
    const session = await signIn(account);
    await afterSignInSecond(session);
    await revokeStaffRoles(testAuth(), account.email);
    expect(await claimsOf(account.uid)).toEqual({ beta: true });
    const after = Date.parse((await testAuth().getUser(account.uid)).tokensValidAfterTime ?? '');
    expect(after).toBeGreaterThan(Number.isNaN(before) ? 0 : before);
  });
});

describe('demo accounts (npm start)', () => {
  it('are a manager and a guide, both with verified addresses and their passwords', async () => {
    await ensureDemoStaff(testAuth());
    // Running it again (every start) changes nothing.
    await ensureDemoStaff(testAuth());
    for (const demo of [DEMO_STAFF, DEMO_GUIDE]) {
      const user = await testAuth().getUserByEmail(demo.email);
      expect(user.emailVerified).toBe(true);
      const session = await signIn({ uid: user.uid, email: demo.email }, demo.password);
      expect(await requireStaff({ auth: testAuth() }, callAs(session, {}))).toEqual({
        uid: user.uid,
        email: demo.email,
        manager: demo.role === 'manager',
      });
    }
  });
});
