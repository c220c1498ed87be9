import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from './lib/firestore';
import { deliverPending } from './services/mail/deliver';
import { MAIL_SECRETS, readMailSettings } from './services/mail/mail-settings';
import { createSmtpTransport, RETRY_SMTP_TIMEOUTS } from './services/mail/smtp-transport';

/** Sends every outbox mail that is due: first tries that timed out, and failed ones after back-off. */
export const retryMail = onSchedule(
  { schedule: 'every 5 minutes', timeZone: 'Europe/Rome', secrets: MAIL_SECRETS, retryCount: 0 },
  async () => {
    const settings = readMailSettings();
    const report = await deliverPending(
      db(),
      createSmtpTransport(settings.smtp, RETRY_SMTP_TIMEOUTS),
      new Date(),
    );
    if (report.sent + report.failed + report.abandoned > 0) logger.info('mail retry', report);
  },
);
