import { adminAuth } from './lib/admin-auth';
import { siteCallable } from './lib/callable';
import { db } from './lib/firestore';
import { handleStaffResendMail } from './services/attention/resend-mail';
import { MAIL_SECRETS, readSmtpSettings } from './services/mail/mail-settings';
import { createSmtpTransport } from './services/mail/smtp-transport';

/** Managers only: sends a mail the outbox gave up on once more. */
export const staffResendMail = siteCallable(
  'staffResendMail',
  { secrets: MAIL_SECRETS },
  (_call, request) =>
    handleStaffResendMail(
      {
        db: db(),
        auth: adminAuth(),
        transport: createSmtpTransport(readSmtpSettings()),
        now: () => new Date(),
      },
      request,
    ),
);
