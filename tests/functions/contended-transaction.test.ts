import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { runContendedTransaction } from '@functions/lib/firestore';

/**
 * The database's side of a transaction as the emulator answers under contention: each run fails
 * as `answers` says, in order, then commits. What is checked is how often the work is run again.
 */
function database(answers: (Error | 'commit')[]) {
  const runs: { maxAttempts?: number }[] = [];
  const firestore = {
    runTransaction: (work: () => Promise<unknown>, options: { maxAttempts?: number }) => {
      runs.push(options);
      const answer = answers[runs.length - 1] ?? 'commit';
      return answer === 'commit' ? work() : Promise.reject(answer);
    },
  } as unknown as Firestore;
  return { firestore, runs };
}

const closed = () => new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.');

describe('runContendedTransaction', () => {
  it('runs the work again, whole, when the database closed the transaction before its commit', async () => {
    const { firestore, runs } = database([closed(), 'commit']);
    await expect(runContendedTransaction(firestore, async () => 'moved')).resolves.toBe('moved');
    expect(runs).toHaveLength(2);
    // Each run has the contended number of attempts for ABORTED, which the SDK retries itself.
    expect(runs.every((run) => run.maxAttempts === 25)).toBe(true);
  });

  it('answers any other failure at once, and a transaction closed three times running', async () => {
    const refused = database([new Error('CAPACITY_EXCEEDED')]);
    await expect(runContendedTransaction(refused.firestore, async () => 'x')).rejects.toThrow(
      'CAPACITY_EXCEEDED',
    );
    expect(refused.runs).toHaveLength(1);

    const stuck = database([closed(), closed(), closed(), 'commit']);
    await expect(runContendedTransaction(stuck.firestore, async () => 'x')).rejects.toThrow(
      'Transaction is invalid or closed',
    );
    expect(stuck.runs).toHaveLength(3);
  });
});
