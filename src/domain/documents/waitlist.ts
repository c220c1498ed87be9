import { z } from '@/domain/zod';
import { LOCALES } from '@/domain/locale';
import { TOUR_IDS } from '@/domain/tours';
import type { TimestampSchema } from './stored';

/**
 * Where a waiting-list entry stands:
 * - `unconfirmed`: just joined; not in line (no offer, no seats) until the visitor confirms it
 *   from the link in its first mail, before `confirmBy` (24 h); after that it is deleted;
 * - `waiting`: in line for its date, in the order of `createdAt`;
 * - `offered`: seats freed on the date are held for it (`holdsSeats`) until `offerExpiresAt`;
 * - `booked`: its offer was taken by a checkout (`bookingId`), which now holds the seats;
 * - `lapsed`: the offer ran out unanswered; its seats passed to the next in line;
 * - `left`: the visitor left the list ("Esci dalla lista");
 * - `closed`: the date can no longer be booked (passed, closed, paused) while it was waiting.
 */
export const WAITLIST_STATUSES = [
  'unconfirmed',
  'waiting',
  'offered',
  'booked',
  'lapsed',
  'left',
  'closed',
] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/**
 * `waitlist/{entryId}`: a visitor waiting for seats on a full date of a limited tour or event.
 * An entry that holds seats (`holdsSeats`) is counted in `capacity/{tourId}_{date}` like a
 * pending booking, so a seat offered is never sold or offered to anyone else meanwhile.
 */
export function waitlistEntrySchema<T>(timestamp: TimestampSchema<T>) {
  return z.object({
    tourId: z.enum(TOUR_IDS),
    date: z.string(),
    name: z.string(),
    email: z.string(),
    partySize: z.number().int().min(1),
    locale: z.enum(LOCALES),
    status: z.enum(WAITLIST_STATUSES),
    /** Whether `partySize` seats of the date are counted for this entry's offer right now. */
    holdsSeats: z.boolean(),
    createdAt: timestamp,
    updatedAt: timestamp,
    /** An unconfirmed entry's deadline: past it, it can no longer be confirmed. */
    confirmBy: timestamp.optional(),
    confirmedAt: timestamp.optional(),
    /** How many offers this entry has had (each one's mail has its own outbox key). */
    offers: z.number().int().min(0),
    offeredAt: timestamp.optional(),
    offerExpiresAt: timestamp.optional(),
    /** The checkout that took the offer. */
    bookingId: z.string().optional(),
    endedAt: timestamp.optional(),
    /** Set by the retention job once name and e-mail are blanked. */
    anonymisedAt: timestamp.nullable(),
  });
}
