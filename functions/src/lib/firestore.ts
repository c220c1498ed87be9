import { getApps, initializeApp } from 'firebase-admin/app';
import {
  getFirestore,
  type Firestore,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';

/**
 * The Admin SDK's Firestore; on the emulators FIRESTORE_EMULATOR_HOST points it at the local one.
 * The default app is looked for by name: the functions emulator may have created other apps of its
 * own (it does for event triggers), which must not count as ours.
 */
export function db(): Firestore {
  if (!getApps().some((app) => app.name === '[DEFAULT]')) initializeApp();
  return getFirestore();
}

/**
 * Attempts for a transaction on a document other calls update at once (a date's seat counter,
 * which releases update in transactions while checkouts commit optimistically): the SDK's default
 * of 5 can run out in a burst, and the caller would get an internal error instead of its answer.
 */
export const CONTENDED_TRANSACTION_ATTEMPTS = 25;

/** Where a write joins the caller's own: it commits with them, or not at all. */
export type CommitWith = Transaction | WriteBatch;
