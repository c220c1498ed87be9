import type { Firestore } from 'firebase-admin/firestore';
import { deliverMail, type Clock } from '@functions/services/mail/deliver';
import { OUTBOX_COLLECTION } from '@functions/services/mail/outbox';
import type { MailTransport } from '@functions/services/mail/types';

/**
 * What the `sendQueuedMail` trigger does on the deployed stack, for integration tests that call
 * services directly: every outbox entry created while it runs is handed to `deliverMail`, like
 * the Firestore trigger does. (tests/e2e see the real trigger on the emulators.) Returns a
 * function that stops listening and waits for attempts still running.
 */
export function runOutboxTrigger(
  db: Firestore,
  transport: () => MailTransport,
  clock: Clock,
): () => Promise<void> {
  const running = new Set<Promise<unknown>>();
  const stop = db.collection(OUTBOX_COLLECTION).onSnapshot((snapshot) => {
    for (const change of snapshot.docChanges()) {
      if (change.type !== 'added') continue;
      const attempt = deliverMail(db, transport(), change.doc.id, clock).catch(() => undefined);
      running.add(attempt);
      void attempt.finally(() => running.delete(attempt));
    }
  });
  return async () => {
    stop();
    await Promise.all(running);
  };
}
