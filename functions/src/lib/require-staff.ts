import type { CallableRequest } from 'firebase-functions/v2/https';
import { failure } from './callable-errors';

/** What a staff handler reads from a callable request: the verified token and the data. */
export type StaffCall = Pick<CallableRequest, 'auth' | 'data'>;

/**
 * Staff-only: the `staff` custom claim of the verified ID token (`npm run staff:grant`). Returns
 * the staff member's uid.
 */
export function requireStaff(call: StaffCall): string {
  if (!call.auth) {
    throw failure('unauthenticated', 'UNAUTHENTICATED', 'UNAUTHENTICATED: sign in first');
  }
  if (call.auth.token['staff'] !== true) {
    throw failure('permission-denied', 'PERMISSION_DENIED', 'PERMISSION_DENIED: staff only');
  }
  return call.auth.uid;
}
