import {
  ASSOCIATION_INBOX,
  MAIL_FROM,
  SMTP_HOST,
  SMTP_PASSWORD,
  SMTP_PORT,
  SMTP_SECURE,
  SMTP_USER,
} from '@functions/lib/config';
import type { Firestore } from 'firebase-admin/firestore';
import type { MailingDeps } from './record-and-send';
import { createSmtpTransport, INLINE_SMTP_TIMEOUTS, type SmtpSettings } from './smtp-transport';

/** How long a callable waits for its mails before answering; slower mail is left to `retryMail`. */
export const INLINE_DELIVERY_TIMEOUT_MS = 5_000;

/** Secrets a function that sends mail must bind: `onCall({ secrets: MAIL_SECRETS }, …)`. */
export const MAIL_SECRETS = [SMTP_PASSWORD];

interface MailSettings {
  smtp: SmtpSettings;
  /** Where contact messages and applications arrive. */
  associationInbox: string;
}

/** Reads the mail params and secrets; call inside a handler only (values exist at run time). */
export function readMailSettings(): MailSettings {
  return {
    smtp: {
      host: SMTP_HOST.value(),
      port: Number(SMTP_PORT.value()),
      secure: SMTP_SECURE.value(),
      user: SMTP_USER.value(),
      password: SMTP_USER.value() ? SMTP_PASSWORD.value() : '',
      from: MAIL_FROM.value(),
    },
    associationInbox: ASSOCIATION_INBOX.value(),
  };
}

/** Dependencies of a callable that mails: live Firestore, clock and an SMTP transport with short timeouts. */
export function callableMailDeps(firestore: Firestore): MailingDeps {
  const settings = readMailSettings();
  return {
    db: firestore,
    now: () => new Date(),
    transport: createSmtpTransport(settings.smtp, INLINE_SMTP_TIMEOUTS),
    associationInbox: settings.associationInbox,
    inlineTimeoutMs: INLINE_DELIVERY_TIMEOUT_MS,
  };
}
