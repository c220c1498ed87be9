import type { Firestore } from 'firebase-admin/firestore';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { logger } from 'firebase-functions';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { failure } from './callable-errors';

/** What a staff handler reads from a callable request: the caller's token and the data. */
export type StaffCall = Pick<CallableRequest, 'auth' | 'data'>;

/** What checking a staff call needs: the Admin SDK's Auth (the Auth emulator's, locally). */
export interface StaffAuthDeps {
  auth: Auth;
}

/** What most staff callables need: the Auth that vouches for the caller, Firestore, the clock. */
export interface StaffDeps extends StaffAuthDeps {
  db: Firestore;
  now: () => Date;
}

/** The staff member making a call, as the Auth service vouches for them at this moment. */
export interface StaffMember {
  uid: string;
  email: string;
  manager: boolean;
}

/**
 * The caller's raw ID token verified again, revocation included. The callable framework only
 * checks the signature and expiry, so a token minted before `npm run staff:revoke` would keep its
 * claims for up to an hour; asking Auth whether the account's tokens were revoked since (one
 * lookup per staff call) makes a revocation apply at once.
 */
async function currentToken(deps: StaffAuthDeps, call: StaffCall): Promise<DecodedIdToken> {
  if (!call.auth?.rawToken) {
    throw failure('unauthenticated', 'UNAUTHENTICATED', 'UNAUTHENTICATED: sign in first');
  }
  try {
    return await deps.auth.verifyIdToken(call.auth.rawToken, true);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    // Anything else (Auth unreachable) is the server's fault, not the caller's: it stays internal.
    if (typeof code !== 'string' || !code.startsWith('auth/')) throw error;
    logger.warn('staff token refused', { uid: call.auth.uid, code });
    throw failure('unauthenticated', 'UNAUTHENTICATED', 'UNAUTHENTICATED: sign in again');
  }
}

/**
 * Staff only: a verified, unrevoked ID token of an account with a verified e-mail address and the
 * `staff` claim (guides) or the `manager` claim (a manager is staff too), granted by
 * `npm run staff:grant`. Used by the roster, check-in and everything else a guide may do.
 */
export async function requireStaff(deps: StaffAuthDeps, call: StaffCall): Promise<StaffMember> {
  const token = await currentToken(deps, call);
  const manager = token['manager'] === true;
  if (token['staff'] !== true && !manager) {
    throw failure('permission-denied', 'PERMISSION_DENIED', 'PERMISSION_DENIED: staff only');
  }
  // Claims are granted only to verified addresses; an address changed since is no longer vouched for.
  if (token.email_verified !== true) {
    throw failure(
      'permission-denied',
      'EMAIL_NOT_VERIFIED',
      'EMAIL_NOT_VERIFIED: verify the e-mail address first',
    );
  }
  return { uid: token.uid, email: token.email ?? '', manager };
}

/**
 * Managers only: calling off or postponing dates, refunds and membership decisions. The same
 * checks as `requireStaff`, plus the `manager` claim (`npm run staff:grant -- <email> --manager`).
 */
export async function requireManager(deps: StaffAuthDeps, call: StaffCall): Promise<StaffMember> {
  const member = await requireStaff(deps, call);
  if (!member.manager) {
    throw failure('permission-denied', 'MANAGER_ONLY', 'MANAGER_ONLY: managers only');
  }
  return member;
}
