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

/** Limits of one SMTP conversation: nobody waits on it, but a hung server must not hold a function. */
interface SmtpTimeouts {
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
}

export const SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
};

/** The local mail catcher listens on the loopback interface; nothing else goes out in clear text. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** `<dedupe-key@sender-domain>`: the same mail always has the same Message-ID. */
export function messageIdFor(dedupeKey: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${dedupeKey}@${domain}>`;
}

/**
 * A nodemailer SMTP transport behind the outbox's small `MailTransport` interface. Mail carries
 * personal data, so TLS is required (implicit with `secure`, else STARTTLS, and nodemailer refuses
 * to send when the server offers none) except to a catcher on this machine's loopback interface.
 */
export function createSmtpTransport(
  settings: SmtpSettings,
  timeouts: SmtpTimeouts = SMTP_TIMEOUTS,
): MailTransport {
  const transporter = createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    requireTLS: !settings.secure && !isLoopbackHost(settings.host),
    ...(settings.user ? { auth: { user: settings.user, pass: settings.password } } : {}),
    ...timeouts,
  });
  return {
    async send(message: MailMessage, { dedupeKey }: { dedupeKey: string }) {
      const info = await transporter.sendMail({
        messageId: messageIdFor(dedupeKey, settings.from),
        from: settings.from,
        to: message.to.map(headerSafeAddress),
        ...(message.replyTo ? { replyTo: headerSafeAddress(message.replyTo) } : {}),
        subject: oneLine(message.subject),
        text: message.text,
        html: message.html,
        ...(message.attachments
          ? {
              attachments: message.attachments.map((attachment) => ({
                filename: attachment.filename,
                contentType: attachment.contentType,
                content: attachment.contentBase64,
                encoding: 'base64',
                ...(attachment.cid ? { cid: attachment.cid } : {}),
              })),
            }
          : {}),
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
