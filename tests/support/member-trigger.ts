import type { Firestore } from 'firebase-admin/firestore';
import {
  normalizeMemberRow,
  type NormalizeOutcome,
} from '@functions/services/membership/normalize-member';

/**
 * What the `normalizeMemberNameOnWrite` trigger does on the deployed stack, for integration tests
 * that write the register directly: every write to `members/*` made once it listens is handed to
 * `normalizeMemberRow`, as Eventarc hands it to the function. The listener's first answer, the
 * register as it already is, is no write and runs nothing (a run per row would also race the
 * test's own first writes). Each outcome is recorded, so a test can tell an update from a write
 * that changed nothing. Resolves once listening; `stop` waits for the runs still going and throws
 * if the listener failed.
 */
export async function runMemberTrigger(db: Firestore): Promise<{
  outcomes: { memberNumber: string; outcome: NormalizeOutcome }[];
  stop: () => Promise<void>;
}> {
  const outcomes: { memberNumber: string; outcome: NormalizeOutcome }[] = [];
  const running = new Set<Promise<unknown>>();
  let listening: (() => void) | undefined;
  let failure: Error | undefined;
  const ready = new Promise<void>((resolve) => (listening = resolve));
  const unsubscribe = db.collection('members').onSnapshot(
    (snapshot) => {
      if (listening) {
        listening();
        listening = undefined;
        return;
      }
      for (const change of snapshot.docChanges()) {
        if (change.type === 'removed') continue;
        const memberNumber = change.doc.id;
        const run = normalizeMemberRow(db, memberNumber).then((outcome) => {
          outcomes.push({ memberNumber, outcome });
        });
        running.add(run);
        void run.finally(() => running.delete(run));
      }
    },
    (error) => {
      failure = error;
      listening?.();
    },
  );
  await ready;
  return {
    outcomes,
    async stop() {
      unsubscribe();
      await Promise.all(running);
      if (failure) throw failure;
    },
  };
}
