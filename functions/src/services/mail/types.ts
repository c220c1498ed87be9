import type { Timestamp } from 'firebase-admin/firestore';
import type {
  DELIVERY_STATES,
  mailDeliveryStatusSchema,
  mailMessageSchema,
  outboxEntrySchema,
} from '@/domain/documents/mail';
import type { z } from '@/domain/zod';

/** One e-mail as the outbox stores it (src/domain/documents/mail.ts). The sender is the transport's. */
export type MailMessage = z.infer<typeof mailMessageSchema>;

/** An address with an optional display name; nodemailer encodes the name, so it cannot break a header. */
export type MailAddress = MailMessage['to'][number];

/** A file sent with a mail; kept small (a QR code, a calendar file): it is stored in the outbox. */
export type MailAttachment = NonNullable<MailMessage['attachments']>[number];

/** Sends one message or throws; a nodemailer SMTP transport wrapped by `createSmtpTransport`. */
export interface MailTransport {
  /** `dedupeKey` is the outbox entry's id, from which the Message-ID is made. */
  send(message: MailMessage, identity: { dedupeKey: string }): Promise<{ messageId: string }>;
}

export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** What staff see in `mail.<key>` of a message, application or booking document. */
export type MailDeliveryStatus = z.infer<ReturnType<typeof mailDeliveryStatusSchema<Timestamp>>>;

/** A `mailOutbox/{id}` document. `nextAttemptAt` is present only while delivery is due or leased. */
export type OutboxEntry = z.infer<ReturnType<typeof outboxEntrySchema<Timestamp>>>;

/** Where the outbox mirrors a mail's delivery: `mail.<key>` on the document at `path`. */
export type ReportTo = NonNullable<OutboxEntry['reportTo']>;
