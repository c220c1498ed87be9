import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { db } from './lib/firestore';
import { deliverMail } from './services/mail/deliver';
import { MAIL_SECRETS, readSmtpSettings } from './services/mail/mail-settings';
import { OUTBOX_COLLECTION } from './services/mail/outbox';
import { createSmtpTransport } from './services/mail/smtp-transport';

/**
 * Sends each mail as soon as its outbox entry is written, in a function of its own: the callable
 * or webhook that queued it has answered already and nothing of its lifetime matters here. A
 * failure is recorded on the entry with its next attempt; `retryMail` takes it from there (so
 * the trigger itself is not retried by the platform).
 */
export const sendQueuedMail = onDocumentCreated(
  { document: `${OUTBOX_COLLECTION}/{id}`, secrets: MAIL_SECRETS, retry: false },
  async (event) => {
    const outcome = await deliverMail(
      db(),
      createSmtpTransport(readSmtpSettings()),
      event.params.id,
      () => new Date(),
    );
    logger.info('queued mail attempted', { id: event.params.id, outcome });
  },
);
