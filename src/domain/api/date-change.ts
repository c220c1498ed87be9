import { z } from '@/domain/zod';
import { TOUR_IDS } from '@/domain/tours';
import { BOOKING_STATUSES } from './booking';
import { bookingHandleSchema } from './cancellation';
import { idSchema } from './ids';
import { DATE_LENGTH } from './lengths';
import { linkTokenSchema } from './link-token';
import { POSTPONEMENT_CHOICES } from './booking-change-view';
import { multiLineText } from './text';
import { isoDateSchema } from './calendar-schemas';

/**
 * Moving a paid booking to another date of its tour: by its customer ("Cambia data", free while a
 * cancellation would be refunded in full), by staff for any booking, and for a whole date
 * postponed for rain ("Rinvia data"), whose customers then keep the new date or take a refund.
 */

/** The customer's change, by the manage link's token or (signed in) their own booking's id. */
export const changeBookingDateRequestSchema = z
  .object({ booking: bookingHandleSchema, newDate: isoDateSchema })
  .strict();
export type ChangeBookingDateRequest = z.infer<typeof changeBookingDateRequestSchema>;

/** The longest reason a manager gives for moving a booking whose tour has begun. */
export const MOVE_REASON_MAX_LENGTH = 500;

/**
 * Staff move any paid booking (staffChangeBookingDate, manager claim). Once its tour has begun
 * (started, or checked in) the move needs the manager's `reason`, kept in the audit log.
 */
export const staffChangeBookingDateRequestSchema = z
  .object({
    bookingId: idSchema,
    newDate: isoDateSchema,
    reason: multiLineText(MOVE_REASON_MAX_LENGTH).optional(),
  })
  .strict();
export type StaffChangeBookingDateRequest = z.infer<typeof staffChangeBookingDateRequestSchema>;

export const changeBookingDateResponseSchema = z.object({
  selectedDate: z.string().max(DATE_LENGTH),
  status: z.enum(BOOKING_STATUSES),
  /** The ticket reissued for the new date (the QR code's content). */
  ticket: z.string().max(400).optional(),
});
export type ChangeBookingDateResponse = z.infer<typeof changeBookingDateResponseSchema>;

/** Staff postpone a whole date (postponeTourDate, manager); `preview` only counts. */
export const postponeTourDateRequestSchema = z
  .object({
    tourId: z.enum(TOUR_IDS),
    date: isoDateSchema,
    newDate: isoDateSchema,
    preview: z.boolean(),
  })
  .strict();
export type PostponeTourDateRequest = z.infer<typeof postponeTourDateRequestSchema>;

export const postponeTourDateResponseSchema = z.object({
  /** Paid bookings on the date. */
  bookings: z.number().int().nonnegative(),
  participants: z.number().int().nonnegative(),
  /** Bookings moved to the new date (with preview: that would fit there). */
  moved: z.number().int().nonnegative(),
  /** Bookings that did not fit: their customers are offered another date or a full refund. */
  notMoved: z.number().int().nonnegative(),
  /**
   * Bookings listed on the date that had left it (moved by their customer or another manager) or
   * were no longer paid when their turn came: left as they are. Always 0 in a preview.
   */
  skipped: z.number().int().nonnegative(),
  /** Free seats on the new date before moving anyone. */
  seatsOnNewDate: z.number().int().nonnegative(),
});
export type PostponeTourDateResponse = z.infer<typeof postponeTourDateResponseSchema>;

export const answerPostponementRequestSchema = z
  .object({ token: linkTokenSchema, choice: z.enum(['keep', 'refund']) })
  .strict();
export type AnswerPostponementRequest = z.infer<typeof answerPostponementRequestSchema>;

export const answerPostponementResponseSchema = z.object({
  choice: z.enum(POSTPONEMENT_CHOICES),
  status: z.enum(BOOKING_STATUSES),
});
export type AnswerPostponementResponse = z.infer<typeof answerPostponementResponseSchema>;
