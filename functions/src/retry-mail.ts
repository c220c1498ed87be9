import { logger } from 'firebase-functions';
import { db } from './lib/firestore';
import { scheduledJob } from './lib/scheduled-job';
import { deliverPending } from './services/mail/deliver';
import { MAIL_SECRETS, readSmtpSettings } from './services/mail/mail-settings';
import { createSmtpTransport } from './services/mail/smtp-transport';

/** Sends every outbox mail that is due: attempts whose sender died, and failed ones after back-off. */
export const retryMail = scheduledJob(
  'retryMail',
  { secrets: MAIL_SECRETS, retryCount: 0 },
  async () => {
    const report = await deliverPending(
      db(),
      createSmtpTransport(readSmtpSettings()),
      () => new Date(),
    );
    if (report.sent + report.failed + report.abandoned > 0) logger.info('mail retry', report);
  },
);
