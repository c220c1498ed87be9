import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from './lib/firestore';
import { SCHEDULES } from './lib/schedules';
import { deliverPending } from './services/mail/deliver';
import { MAIL_SECRETS, readSmtpSettings } from './services/mail/mail-settings';
import { createSmtpTransport } from './services/mail/smtp-transport';

/** Sends every outbox mail that is due: attempts whose sender died, and failed ones after back-off. */
export const retryMail = onSchedule(
  { ...SCHEDULES.retryMail, secrets: MAIL_SECRETS, retryCount: 0 },
  async () => {
    const report = await deliverPending(
      db(),
      createSmtpTransport(readSmtpSettings()),
      () => new Date(),
    );
    if (report.sent + report.failed + report.abandoned > 0) logger.info('mail retry', report);
  },
);
