import { z } from '@/domain/zod';
import type { TimestampSchema } from './stored';

export const DELIVERY_STATES = ['pending', 'sending', 'sent', 'failed', 'abandoned'] as const;

/** What staff see in `mail.<key>` of a message, application or booking document. */
export function mailDeliveryStatusSchema<T>(timestamp: TimestampSchema<T>) {
  return z.object({
    status: z.enum(DELIVERY_STATES),
    attempts: z.number().int().min(0),
    updatedAt: timestamp.optional(),
    sentAt: timestamp.optional(),
    nextAttemptAt: timestamp.optional(),
    lastError: z.string().optional(),
  });
}

const mailAddressSchema = z.object({ name: z.string().optional(), address: z.string() });

/** One e-mail as the outbox stores it; the retention job leaves `to` empty and the texts blank. */
export const mailMessageSchema = z.object({
  to: z.array(mailAddressSchema),
  replyTo: mailAddressSchema.optional(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  attachments: z
    .array(
      z.object({
        filename: z.string(),
        contentType: z.string(),
        /** The file's bytes in base64. */
        contentBase64: z.string(),
        /** Set for an image shown in the HTML as `cid:<cid>`: mail clients block `data:` images. */
        cid: z.string().optional(),
      }),
    )
    .optional(),
});

/** A `mailOutbox/{id}` document. `nextAttemptAt` is present only while delivery is due or leased. */
export function outboxEntrySchema<T>(timestamp: TimestampSchema<T>) {
  return z.object({
    message: mailMessageSchema,
    status: z.enum(DELIVERY_STATES),
    attempts: z.number().int().min(0),
    createdAt: timestamp,
    nextAttemptAt: timestamp.optional(),
    lastAttemptAt: timestamp.optional(),
    sentAt: timestamp.optional(),
    messageId: z.string().optional(),
    lastError: z.string().optional(),
    /** Where the outbox mirrors the delivery: `mail.<key>` on the document at `path`. */
    reportTo: z.object({ path: z.string(), key: z.string() }).optional(),
    /**
     * A mail queued only once this one is sent (a voucher's copy to its buyer, which says the
     * recipient's went out), reported to `mail.<key>` of the same document; removed when queued.
     */
    followUp: z
      .object({ dedupeKey: z.string(), key: z.string(), message: mailMessageSchema })
      .optional(),
    /** Retention: when the body is dropped, and the TTL field that deletes the entry. */
    bodyExpiresAt: timestamp.optional(),
    expiresAt: timestamp.optional(),
    bodyDroppedAt: timestamp.optional(),
    /** Set when the outbox gives up (`abandoned`): listed in the staff area until dealt with. */
    needsStaffAttention: z.boolean().optional(),
    /** "Risolto" in the staff area: when, and by whom (staff uid). */
    staffResolvedAt: timestamp.optional(),
    staffResolvedBy: z.string().optional(),
  });
}
