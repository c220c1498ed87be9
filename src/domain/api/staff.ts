import { z } from '@/domain/zod';
import { TOUR_IDS } from '@/domain/tours';
import { BOOKING_STATUSES, BOOKING_TEXT_LIMITS, PARTICIPANTS_MAX } from './booking';
import { ID_MAX_LENGTH, idSchema } from './ids';
import { participantWaiverSchema } from './participant-waiver';
import { DATE_LENGTH, TIMESTAMP_MAX_LENGTH, TOUR_NAME_MAX_LENGTH, UID_MAX_LENGTH } from './lengths';
import { isoDateSchema } from './calendar-schemas';

/**
 * The staff area's callables (the server checks the `staff` claim of the verified token): the
 * day's roster, and check-ins sent from the device's queue (possibly made offline hours before).
 */

export const staffRosterRequestSchema = z.object({ date: isoDateSchema }).strict();
export type StaffRosterRequest = z.infer<typeof staffRosterRequestSchema>;

/** Statuses the roster lists: a checkout that expired never became a booking. */
export const ROSTER_STATUSES = BOOKING_STATUSES.filter((status) => status !== 'expired');

const rosterBookingSchema = z.object({
  bookingId: z.string().min(1).max(ID_MAX_LENGTH),
  tourId: z.enum(TOUR_IDS),
  tourName: z.string().max(TOUR_NAME_MAX_LENGTH),
  selectedDate: z.string().max(DATE_LENGTH),
  customerName: z.string().max(BOOKING_TEXT_LIMITS.name),
  participantNames: z.array(z.string().max(BOOKING_TEXT_LIMITS.name)).max(PARTICIPANTS_MAX),
  participants: z.number().int().positive(),
  customerEmail: z.string().max(BOOKING_TEXT_LIMITS.email),
  customerPhone: z.string().max(BOOKING_TEXT_LIMITS.phone).optional(),
  notes: z.string().max(BOOKING_TEXT_LIMITS.notes),
  status: z.enum(BOOKING_STATUSES),
  /** ISO timestamps of the check-in (server time) and the staff uid who made it. */
  checkedInAt: z.string().max(TIMESTAMP_MAX_LENGTH).optional(),
  checkedInBy: z.string().max(UID_MAX_LENGTH).optional(),
  /** Each participant's waiver state (an older offline copy has none: read as unknown). */
  waivers: z.array(participantWaiverSchema).max(PARTICIPANTS_MAX).default([]),
});

/**
 * The most bookings one day's roster carries, over every tour: far above what the association's
 * tours seat in a day, a bound against a runaway answer only.
 */
export const ROSTER_MAX_BOOKINGS = 2000;
export type RosterBooking = z.infer<typeof rosterBookingSchema>;

export const staffRosterResponseSchema = z.object({
  date: z.string().max(DATE_LENGTH),
  /** When the server read the bookings (ISO): the offline copy shows it as "as of". */
  asOf: z.string().max(TIMESTAMP_MAX_LENGTH),
  /** The Ed25519 public key (raw, base64url: 43 characters) the device checks tickets with. */
  ticketPublicKey: z.string().max(100),
  /** The waiver text's version in force: a signature collected offline is made on this one. */
  waiverVersion: z.string().max(40).optional(),
  bookings: z.array(rosterBookingSchema).max(ROSTER_MAX_BOOKINGS),
});
export type StaffRoster = z.infer<typeof staffRosterResponseSchema>;

/** How many queued check-ins one call sends. */
export const CHECK_INS_PER_CALL = 50;

export const staffCheckInRequestSchema = z
  .object({
    checkIns: z
      .array(
        z
          .object({
            bookingId: idSchema,
            /** The device's time of the scan: recorded for reference, never trusted. */
            scannedAt: z.iso.datetime(),
          })
          .strict(),
      )
      .min(1)
      .max(CHECK_INS_PER_CALL),
  })
  .strict();
export type StaffCheckInRequest = z.infer<typeof staffCheckInRequestSchema>;
export type QueuedCheckIn = StaffCheckInRequest['checkIns'][number];

export const CHECK_IN_OUTCOMES = [
  /** Recorded now. */
  'checked_in',
  /** Someone (this or another device) had recorded it before: `checkedInAt` says when. */
  'already_checked_in',
  'not_found',
  /** Not (or no longer) a paid booking: cancelled, refunded, pending. */
  'not_admitted',
  /** A paid booking for another day (`date`): a ticket admits on its tour's day only. */
  'other_day',
] as const;
export type CheckInOutcome = (typeof CHECK_IN_OUTCOMES)[number];

export const staffCheckInResponseSchema = z.object({
  results: z
    .array(
      z.object({
        bookingId: z.string().max(ID_MAX_LENGTH),
        outcome: z.enum(CHECK_IN_OUTCOMES),
        status: z.enum(BOOKING_STATUSES).optional(),
        checkedInAt: z.string().max(TIMESTAMP_MAX_LENGTH).optional(),
        /** With `other_day`: the day the booking is for. */
        date: z.string().max(DATE_LENGTH).optional(),
      }),
    )
    .max(CHECK_INS_PER_CALL),
});
export type StaffCheckInResponse = z.infer<typeof staffCheckInResponseSchema>;
export type CheckInResult = StaffCheckInResponse['results'][number];
