import { z } from '@/domain/zod';
import { TOUR_IDS } from '@/domain/tours';
import { WAITLIST_STATUSES } from '@/domain/documents/waitlist';
import { BOOKING_TEXT_LIMITS } from './booking';
import { ID_MAX_LENGTH, idSchema } from './ids';
import { linkTokenSchema } from './link-token';
import { DATE_LENGTH, TIMESTAMP_MAX_LENGTH } from './lengths';
import { localeSchema } from './locale-schema';
import { partySizeSchema } from './party';
import { singleLineText } from './text';
import { isoDateSchema } from './calendar-schemas';

/**
 * The waiting list of a full date ("Avvisami se si libera un posto"): joining it, the offer a
 * freed seat brings by e-mail, leaving it, and the staff's view of it.
 */

/**
 * A waiting-list link's token (`<entryId>.<signature>`): the same token serves the offer link and
 * the "leave the list" link, each judged from the entry when it is used.
 */
export const waitlistTokenSchema = linkTokenSchema;

export const joinWaitlistRequestSchema = z
  .object({
    tourId: z.enum(TOUR_IDS),
    date: isoDateSchema,
    name: singleLineText(BOOKING_TEXT_LIMITS.name).min(1),
    email: z.email().max(BOOKING_TEXT_LIMITS.email),
    partySize: partySizeSchema,
    locale: localeSchema,
  })
  .strict();
export type JoinWaitlistRequest = z.input<typeof joinWaitlistRequestSchema>;

export const joinWaitlistResponseSchema = z.object({
  /** 1 for the first in line. */
  position: z.number().int().positive(),
});
export type JoinWaitlistResponse = z.infer<typeof joinWaitlistResponseSchema>;

export const waitlistTokenRequestSchema = z.object({ token: waitlistTokenSchema }).strict();
export type WaitlistTokenRequest = z.infer<typeof waitlistTokenRequestSchema>;

/**
 * The offer as the booking card reads it (getWaitlistOffer): which date and how many seats are
 * held until when, and the name and e-mail to fill in. Refused with WAITLIST_OFFER_ENDED once it
 * is no longer held.
 */
export const waitlistOfferResponseSchema = z.object({
  tourId: z.enum(TOUR_IDS),
  date: z.string().max(DATE_LENGTH),
  partySize: partySizeSchema,
  name: z.string().max(BOOKING_TEXT_LIMITS.name),
  email: z.string().max(BOOKING_TEXT_LIMITS.email),
  /** ISO timestamp: the seats are held until then. */
  heldUntil: z.string().max(TIMESTAMP_MAX_LENGTH),
});
export type WaitlistOfferResponse = z.infer<typeof waitlistOfferResponseSchema>;

export const leaveWaitlistResponseSchema = z.object({
  /** False when the entry had already left, lapsed or booked: nothing changed. */
  left: z.boolean(),
  tourId: z.enum(TOUR_IDS),
  date: z.string().max(DATE_LENGTH),
});
export type LeaveWaitlistResponse = z.infer<typeof leaveWaitlistResponseSchema>;

/** How long a new entry waits for its confirmation link to be followed before it is dropped. */
export const WAITLIST_CONFIRM_HOURS = 24;

export const confirmWaitlistResponseSchema = z.object({
  /**
   * `confirmed`: now in line (or already was); `expired`: the link came after `confirmBy`;
   * `ended`: the entry has left the line meanwhile (left, booked, lapsed, closed).
   */
  outcome: z.enum(['confirmed', 'expired', 'ended']),
  tourId: z.enum(TOUR_IDS),
  date: z.string().max(DATE_LENGTH),
  /** 1 for the first in line; only when confirmed and still waiting. */
  position: z.number().int().positive().optional(),
});
export type ConfirmWaitlistResponse = z.infer<typeof confirmWaitlistResponseSchema>;

/** Staff: the waiting list of one date (staffWaitlist). */
export const staffWaitlistRequestSchema = z
  .object({
    tourId: z.enum(TOUR_IDS),
    date: isoDateSchema,
  })
  .strict();
export type StaffWaitlistRequest = z.infer<typeof staffWaitlistRequestSchema>;

export const staffWaitlistEntrySchema = z.object({
  entryId: z.string().max(ID_MAX_LENGTH),
  name: z.string().max(BOOKING_TEXT_LIMITS.name),
  email: z.string().max(BOOKING_TEXT_LIMITS.email),
  partySize: partySizeSchema,
  status: z.enum(WAITLIST_STATUSES),
  /** ISO timestamps. */
  createdAt: z.string().max(TIMESTAMP_MAX_LENGTH),
  offerExpiresAt: z.string().max(TIMESTAMP_MAX_LENGTH).optional(),
  bookingId: idSchema.optional(),
});
export type StaffWaitlistEntry = z.infer<typeof staffWaitlistEntrySchema>;

export const staffWaitlistResponseSchema = z.object({
  /** In line order (oldest first); ended entries after the live ones. */
  entries: z.array(staffWaitlistEntrySchema).max(500),
});
export type StaffWaitlistResponse = z.infer<typeof staffWaitlistResponseSchema>;
