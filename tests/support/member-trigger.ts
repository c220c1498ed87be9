import type { Firestore } from 'firebase-admin/firestore';
import {
  normalizeMemberRow,
  type NormalizeOutcome,
} from '@functions/services/membership/normalize-member';

/**
 * What the `normalizeMemberNameOnWrite` trigger does on the deployed stack, for integration tests
 * that write the register directly: every write to `members/*` seen while it runs is handed to
 * `normalizeMemberRow`, as Eventarc hands it to the function. Each outcome is recorded, so a test
 * can tell an update from a write that changed nothing. Returns the outcomes and a stop function
 * that waits for the runs still going.
 */
export function runMemberTrigger(db: Firestore): {
  outcomes: { memberNumber: string; outcome: NormalizeOutcome }[];
  stop: () => Promise<void>;
} {
  const outcomes: { memberNumber: string; outcome: NormalizeOutcome }[] = [];
  const running = new Set<Promise<unknown>>();
  const unsubscribe = db.collection('members').onSnapshot((snapshot) => {
    for (const change of snapshot.docChanges()) {
      if (change.type === 'removed') continue;
      const memberNumber = change.doc.id;
      const run = normalizeMemberRow(db, memberNumber).then((outcome) => {
        outcomes.push({ memberNumber, outcome });
      });
      running.add(run);
      void run.finally(() => running.delete(run));
    }
  });
  return {
    outcomes,
    async stop() {
      unsubscribe();
      await Promise.all(running);
    },
  };
}
