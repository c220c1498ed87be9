import type { Timestamp } from 'firebase-admin/firestore';

/** An address with an optional display name; nodemailer encodes the name, so it cannot break a header. */
export interface MailAddress {
  name?: string;
  address: string;
}

/** A file sent with a mail; kept small (a QR code, a calendar file): it is stored in the outbox. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes in base64. */
  contentBase64: string;
  /** Set for an image shown in the HTML as `cid:<cid>`: mail clients block `data:` images. */
  cid?: string;
}

/** One e-mail as the outbox stores it. The sender (MAIL_FROM) is the transport's. */
export interface MailMessage {
  to: MailAddress[];
  replyTo?: MailAddress;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** Sends one message or throws; a nodemailer SMTP transport wrapped by `createSmtpTransport`. */
export interface MailTransport {
  /** `dedupeKey` is the outbox entry's id, from which the Message-ID is made. */
  send(message: MailMessage, identity: { dedupeKey: string }): Promise<{ messageId: string }>;
}

export type DeliveryState = 'pending' | 'sending' | 'sent' | 'failed' | 'abandoned';

/** Where the outbox mirrors a mail's delivery: `mail.<key>` on the document at `path`. */
export interface ReportTo {
  path: string;
  key: string;
}

/** What staff see in `mail.<key>` of a message, application or booking document. */
export interface MailDeliveryStatus {
  status: DeliveryState;
  attempts: number;
  updatedAt?: Timestamp;
  sentAt?: Timestamp;
  nextAttemptAt?: Timestamp;
  lastError?: string;
}

/** A `mailOutbox/{id}` document. `nextAttemptAt` is present only while delivery is due or leased. */
export interface OutboxEntry {
  message: MailMessage;
  status: DeliveryState;
  attempts: number;
  createdAt: Timestamp;
  nextAttemptAt?: Timestamp;
  lastAttemptAt?: Timestamp;
  sentAt?: Timestamp;
  messageId?: string;
  lastError?: string;
  reportTo?: ReportTo;
  /** Retention (retention.ts): when the body is dropped, and the TTL field that deletes the entry. */
  bodyExpiresAt?: Timestamp;
  expiresAt?: Timestamp;
  bodyDroppedAt?: Timestamp;
}
