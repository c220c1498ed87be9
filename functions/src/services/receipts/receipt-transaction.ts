import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { runContendedTransaction } from '@functions/lib/firestore';

let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs a transaction that may number a receipt or a credit note. Every such transaction reads and
 * writes its year's one counter document, and a Firestore transaction from a server SDK locks
 * what it reads: a burst of payments arriving together aborts itself over and over (on the
 * emulator, 50 concurrent fulfilments ran out of their 25 attempts). So within one instance they
 * run one at a time, each a few tens of milliseconds; the transaction still guards the counter
 * against other instances, whose rarer collisions its retries absorb.
 */
export function runReceiptTransaction<T>(
  db: Firestore,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const run = queue.then(() => runContendedTransaction(db, work));
  // The next one waits for this one to end, whether it committed or failed.
  queue = run.catch(() => undefined);
  return run;
}
