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
const CONTENDED_TRANSACTION_ATTEMPTS = 25;

/**
 * The Firestore emulator's answer to a request in a transaction it has closed under contention.
 * Firestore itself says "transaction has expired" there, which the SDK retries; it never retries
 * this one. Either way the transaction committed nothing.
 */
const CLOSED_TRANSACTION = /Transaction is invalid or closed/;
const CLOSED_TRANSACTION_RUNS = 3;

/**
 * Runs a transaction on documents other calls update at once (a date's seat counter, a year's
 * receipt counter), with CONTENDED_TRANSACTION_ATTEMPTS, and runs it again, whole, when the
 * database closed it before it could commit: its work is judged afresh on what it reads then, as
 * on any retry.
 */
export async function runContendedTransaction<T>(
  firestore: Firestore,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  for (let run = 1; ; run += 1) {
    try {
      return await firestore.runTransaction(work, { maxAttempts: CONTENDED_TRANSACTION_ATTEMPTS });
    } catch (error) {
      const closed = error instanceof Error && CLOSED_TRANSACTION.test(error.message);
      if (!closed || run >= CLOSED_TRANSACTION_RUNS) throw error;
    }
  }
}

/** Where a write joins the caller's own: it commits with them, or not at all. */
export type CommitWith = Transaction | WriteBatch;
