import {
  ASSOCIATION_INBOX,
  KEY_HASH_SECRET,
  MAIL_FROM,
  SMTP_HOST,
  SMTP_PASSWORD,
  SMTP_PORT,
  SMTP_SECURE,
  SMTP_USER,
} from '@functions/lib/config';
import type { Firestore } from 'firebase-admin/firestore';
import type { MailingDeps } from './record-and-queue';
import type { SmtpSettings } from './smtp-transport';

/** Secrets a function that sends mail must bind: the outbox trigger and `retryMail`. */
export const MAIL_SECRETS = [SMTP_PASSWORD];

/** Secrets a callable using `callableMailDeps` must bind (contact, membership). */
export const CALLABLE_MAIL_SECRETS = [KEY_HASH_SECRET];

/** Reads the SMTP params and secrets; call inside a function that binds MAIL_SECRETS. */
export function readSmtpSettings(): SmtpSettings {
  return {
    host: SMTP_HOST.value(),
    port: Number(SMTP_PORT.value()),
    secure: SMTP_SECURE.value(),
    user: SMTP_USER.value(),
    password: SMTP_USER.value() ? SMTP_PASSWORD.value() : '',
    from: MAIL_FROM.value(),
  };
}

/**
 * Dependencies of a callable that queues mail: live Firestore, clock, the association's inbox and
 * the key of its rate-limit ids; call inside a function that binds CALLABLE_MAIL_SECRETS.
 */
export function callableMailDeps(firestore: Firestore): MailingDeps {
  return {
    db: firestore,
    now: () => new Date(),
    associationInbox: ASSOCIATION_INBOX.value(),
    keyHashSecret: KEY_HASH_SECRET.value(),
  };
}
