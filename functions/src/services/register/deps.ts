import type { Firestore } from 'firebase-admin/firestore';
import type { StaffAuthDeps } from '@functions/lib/require-staff';

/** What the register's callables need: Firestore, the Auth that vouches for managers, a clock. */
export interface RegisterDeps extends StaffAuthDeps {
  db: Firestore;
  now: () => Date;
}
