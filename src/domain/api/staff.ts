import { z } from '@/domain/zod';
import { isIsoDate } from '@/domain/calendar';
import { TOUR_IDS } from '@/domain/tours';
import { BOOKING_STATUSES } from './booking';

/**
 * The staff area's callables (the server checks the `staff` claim of the verified token): the
 * day's roster, and check-ins sent from the device's queue (possibly made offline hours before).
 */

const isoDate = z.string().refine(isIsoDate, 'Invalid date');

export const staffRosterRequestSchema = z.object({ date: isoDate }).strict();
export type StaffRosterRequest = z.infer<typeof staffRosterRequestSchema>;

/** Statuses the roster lists: a checkout that expired never became a booking. */
export const ROSTER_STATUSES = BOOKING_STATUSES.filter((status) => status !== 'expired');

const rosterBookingSchema = z.object({
  bookingId: z.string().min(1),
  tourId: z.enum(TOUR_IDS),
  tourName: z.string(),
  selectedDate: z.string(),
  customerName: z.string(),
  participantNames: z.array(z.string()),
  participants: z.number().int().positive(),
  customerEmail: z.string(),
  customerPhone: z.string().optional(),
  notes: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** ISO timestamps of the check-in (server time) and the staff uid who made it. */
  checkedInAt: z.string().optional(),
  checkedInBy: z.string().optional(),
});
export type RosterBooking = z.infer<typeof rosterBookingSchema>;

export const staffRosterResponseSchema = z.object({
  date: z.string(),
  /** When the server read the bookings (ISO): the offline copy shows it as "as of". */
  asOf: z.string(),
  /** The Ed25519 public key (raw, base64url) the device checks tickets with, offline too. */
  ticketPublicKey: z.string(),
  bookings: z.array(rosterBookingSchema),
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
            bookingId: z.string().trim().min(1).max(100),
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
] as const;
export type CheckInOutcome = (typeof CHECK_IN_OUTCOMES)[number];

export const staffCheckInResponseSchema = z.object({
  results: z.array(
    z.object({
      bookingId: z.string(),
      outcome: z.enum(CHECK_IN_OUTCOMES),
      status: z.enum(BOOKING_STATUSES).optional(),
      checkedInAt: z.string().optional(),
    }),
  ),
});
export type StaffCheckInResponse = z.infer<typeof staffCheckInResponseSchema>;
export type CheckInResult = StaffCheckInResponse['results'][number];
