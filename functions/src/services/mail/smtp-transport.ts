import { createTransport } from 'nodemailer';
import type { MailAddress, MailMessage, MailTransport } from './types';

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  /** Empty for a server without authentication (the local mail catcher). */
  user: string;
  password: string;
  /** The sender of every mail, e.g. 'Valpolicella E-Bike Tours <noreply@…>'. */
  from: string;
}

/** Limits of one SMTP conversation; a callable uses short ones so its answer never waits long. */
interface SmtpTimeouts {
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
}

export const INLINE_SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionTimeout: 3_000,
  greetingTimeout: 3_000,
  socketTimeout: 5_000,
};

export const RETRY_SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
};

/** A nodemailer SMTP transport behind the outbox's small `MailTransport` interface. */
export function createSmtpTransport(
  settings: SmtpSettings,
  timeouts: SmtpTimeouts = RETRY_SMTP_TIMEOUTS,
): MailTransport {
  const transporter = createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    ...(settings.user ? { auth: { user: settings.user, pass: settings.password } } : {}),
    ...timeouts,
  });
  return {
    async send(message: MailMessage) {
      const info = await transporter.sendMail({
        from: settings.from,
        to: message.to.map(headerSafeAddress),
        ...(message.replyTo ? { replyTo: headerSafeAddress(message.replyTo) } : {}),
        subject: oneLine(message.subject),
        text: message.text,
        html: message.html,
      });
      return { messageId: info.messageId };
    },
  };
}

/**
 * Defence in depth against header injection: the schemas already refuse line breaks in names, and
 * nodemailer encodes header values, but nothing user-typed reaches a header with a control character.
 */
function oneLine(value: string): string {
  return value.replace(/\p{Cc}+/gu, ' ').trim();
}

function headerSafeAddress({ name, address }: MailAddress): { name: string; address: string } {
  return { name: oneLine(name ?? ''), address: oneLine(address) };
}
