import type { Firestore } from 'firebase-admin/firestore';
import { deliverMail, type Clock } from '@functions/services/mail/deliver';
import { OUTBOX_COLLECTION } from '@functions/services/mail/outbox';
import type { MailTransport } from '@functions/services/mail/types';

/**
 * What the `sendQueuedMail` trigger does on the deployed stack, for integration tests that call
 * services directly: every outbox entry created while it runs is handed to `deliverMail`, like
 * the Firestore trigger does. (tests/e2e see the real trigger on the emulators.) `settled` waits
 * for the attempts still running (a test's mail must not land in the next test's mailbox); `stop`
 * stops listening, then waits the same way.
 */
export function runOutboxTrigger(
  db: Firestore,
  transport: () => MailTransport,
  clock: Clock,
): { settled: () => Promise<void>; stop: () => Promise<void> } {
  const running = new Set<Promise<unknown>>();
  let stopped = false;
  let stopListening = () => {};
  // A listener the emulator ends with an error (a busy machine) delivers nothing more: listen
  // again. Its first snapshot hands over every entry again; deliverMail skips those already sent.
  const listen = () => {
    stopListening = db.collection(OUTBOX_COLLECTION).onSnapshot(
      (snapshot) => {
        for (const change of snapshot.docChanges()) {
          if (change.type !== 'added') continue;
          const attempt = deliverMail(db, transport(), change.doc.id, clock).catch(() => undefined);
          running.add(attempt);
          void attempt.finally(() => running.delete(attempt));
        }
      },
      (error) => {
        console.error('outbox listener ended, listening again', error);
        if (!stopped) listen();
      },
    );
  };
  listen();
  const settled = async () => {
    await Promise.all(running);
  };
  return {
    settled,
    async stop() {
      stopped = true;
      stopListening();
      await settled();
    },
  };
}
