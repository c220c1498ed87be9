import { z } from '@/domain/zod';
import type { TimestampSchema } from './stored';

/** `stripeEvents/{eventId}`: the marker of an event applied once, so a redelivery changes nothing. */
export function stripeEventMarkerSchema<T>(timestamp: TimestampSchema<T>) {
  return z.object({
    type: z.string(),
    /** The id of the event's object (a session, charge, refund or dispute), when it has one. */
    objectId: z.string().nullable(),
    /** Whether the webhook acts on this type of event at all. */
    handled: z.boolean(),
    /** When Stripe created the event. */
    createdAt: timestamp,
    processedAt: timestamp,
    /** TTL field: Stripe redelivers an event for three days at most; the marker outlives that. */
    expiresAt: timestamp,
  });
}
