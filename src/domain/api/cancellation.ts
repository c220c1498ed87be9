import { z } from '@/domain/zod';
import { TOUR_IDS } from '@/domain/tours';
import { BOOKING_STATUSES } from './booking';
import { dateChangeViewSchema, postponementViewSchema } from './booking-change-view';
import { ID_MAX_LENGTH, idSchema } from './ids';
import { DATE_LENGTH, TIMESTAMP_MAX_LENGTH, TOUR_NAME_MAX_LENGTH } from './lengths';
import { linkTokenSchema } from './link-token';
import { isoDateSchema } from './calendar-schemas';

/**
 * The callables of cancellation: a tourist's own booking (by the signed link from the confirmation
 * e-mail, or by booking id when signed in as its owner), an abandoned checkout, and a whole tour
 * date called off by staff.
 */

/** Which booking: the signed link's token, or (signed in) the id of one's own booking. */
export const bookingHandleSchema = z.union([
  z.object({ token: linkTokenSchema }).strict(),
  z.object({ bookingId: idSchema }).strict(),
]);
export type BookingHandle = z.infer<typeof bookingHandleSchema>;

export const REFUND_STATES = ['none', 'pending', 'succeeded', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

const refundSchema = z.object({
  /** The policy's 100, 50 or 0; a refund a manager chose may be any share. */
  percent: z.number().int().min(0).max(100),
  amountCents: z.number().int().nonnegative(),
});

/** What the manage page shows: the booking, and what cancelling it now would give back. */
export const manageBookingResponseSchema = z.object({
  bookingId: z.string().max(ID_MAX_LENGTH),
  tourId: z.enum(TOUR_IDS),
  tourName: z.string().max(TOUR_NAME_MAX_LENGTH),
  selectedDate: z.string().max(DATE_LENGTH),
  participants: z.number().int().positive(),
  amountTotalCents: z.number().int().nonnegative(),
  status: z.enum(BOOKING_STATUSES),
  /** When the tour leaves (ISO); cancelling is possible until then. */
  startsAt: z.string().max(TIMESTAMP_MAX_LENGTH),
  canCancel: z.boolean(),
  /** The refund if cancelled now (server clock), or the one made when it was cancelled. */
  refund: refundSchema.extend({ state: z.enum(REFUND_STATES) }),
  /** "Cambia data": a paid booking to come may move while it is free (see date-change.ts). */
  dateChange: dateChangeViewSchema.optional(),
  /** Set once staff postponed the booking's date (rain): the customer keeps it or is refunded. */
  postponement: postponementViewSchema.optional(),
});
export type ManageBookingResponse = z.infer<typeof manageBookingResponseSchema>;

export const cancelBookingResponseSchema = z.object({
  status: z.enum(BOOKING_STATUSES),
  refund: refundSchema.extend({ state: z.enum(REFUND_STATES) }),
});
export type CancelBookingResponse = z.infer<typeof cancelBookingResponseSchema>;

/**
 * The `/booking-cancelled` page names the booking whose checkout Stripe's Cancel came back from
 * (`booking_id` of the cancel URL, fixed when the session is created). The random id is known only
 * to whoever was sent to pay, like the session id Stripe substitutes only into the success URL.
 */
/** The abandoned checkout: a booking's, or a rental's (its cancel page names `rentalId`). */
export const releaseCheckoutRequestSchema = z.union([
  z.object({ bookingId: idSchema }).strict(),
  z.object({ rentalId: idSchema }).strict(),
]);
export const releaseCheckoutResponseSchema = z.object({
  /** True when seats were held for this checkout and are free again now (or already were). */
  released: z.boolean(),
});
export type ReleaseCheckoutResponse = z.infer<typeof releaseCheckoutResponseSchema>;

/** Staff call off a tour on one day (bad weather); `preview` only counts what it would do. */
export const cancelTourDateRequestSchema = z
  .object({
    tourId: z.enum(TOUR_IDS),
    date: isoDateSchema,
    preview: z.boolean(),
  })
  .strict();
export type CancelTourDateRequest = z.infer<typeof cancelTourDateRequestSchema>;

export const cancelTourDateResponseSchema = z.object({
  /** Paid bookings on that date (to be) cancelled with a full refund. */
  bookings: z.number().int().nonnegative(),
  refundCents: z.number().int().nonnegative(),
  participants: z.number().int().nonnegative(),
  /**
   * Bookings listed on the date that had left it (moved by their customer or another manager) or
   * were no longer paid when their turn came: left as they are. Always 0 in a preview.
   */
  skipped: z.number().int().nonnegative(),
});
export type CancelTourDateResponse = z.infer<typeof cancelTourDateResponseSchema>;
