import { z } from '@/domain/zod';
import { TOUR_IDS } from '@/domain/tours';
import { STAFF_ATTENTION_REASONS } from '@/domain/documents/booking';
import { DELIVERY_STATES } from '@/domain/documents/mail';
import { STAFF_ACTIONS } from './staff-audit';
import { BOOKING_STATUSES, BOOKING_TEXT_LIMITS, PARTICIPANTS_MAX } from './booking';
import { ID_MAX_LENGTH, idSchema } from './ids';
import {
  CURRENCY_LENGTH,
  DATE_LENGTH,
  TIMESTAMP_MAX_LENGTH,
  TOUR_NAME_MAX_LENGTH,
} from './lengths';
import { multiLineText, singleLineText } from './text';

/**
 * "Cerca prenotazione" in the staff area: the search (staffFindBookings, staff), a booking's
 * story (staffBookingStory, staff) and the manager's actions on it (staffResendConfirmation,
 * staffCancelBooking). The search's folding rule is src/domain/booking-search.ts.
 */

/** The longest query: a full e-mail address fits. */
export const SEARCH_QUERY_MAX_LENGTH = 120;
/** Matches one page answers. */
export const SEARCH_PAGE_SIZE = 20;
/** An opaque cursor: `<createdAt millis>.<booking id>` of the last booking looked at. */
const cursorSchema = z
  .string()
  .max(ID_MAX_LENGTH + 20)
  .regex(/^\d{1,15}\.[A-Za-z0-9_-]{1,64}$/, 'Invalid cursor');

export const staffFindBookingsRequestSchema = z
  .object({
    query: singleLineText(SEARCH_QUERY_MAX_LENGTH),
    cursor: cursorSchema.optional(),
  })
  .strict();
export type StaffFindBookingsRequest = z.infer<typeof staffFindBookingsRequestSchema>;

const iso = z.string().max(TIMESTAMP_MAX_LENGTH);
const name = z.string().max(BOOKING_TEXT_LIMITS.name);

/** One booking found: enough to recognise it in a list. */
export const foundBookingSchema = z.object({
  bookingId: z.string().max(ID_MAX_LENGTH),
  tourId: z.enum(TOUR_IDS),
  tourName: z.string().max(TOUR_NAME_MAX_LENGTH),
  selectedDate: z.string().max(DATE_LENGTH),
  participants: z.number().int().positive(),
  customerName: name,
  customerEmail: z.string().max(BOOKING_TEXT_LIMITS.email),
  customerPhone: z.string().max(BOOKING_TEXT_LIMITS.phone).optional(),
  status: z.enum(BOOKING_STATUSES),
  currency: z.string().max(CURRENCY_LENGTH),
  createdAt: iso,
});
export type FoundBooking = z.infer<typeof foundBookingSchema>;

export const staffFindBookingsResponseSchema = z.object({
  bookings: z.array(foundBookingSchema).max(SEARCH_PAGE_SIZE),
  /** Where the next page starts; absent when every booking holding the query was looked at. */
  nextCursor: cursorSchema.optional(),
  asOf: iso,
});
export type StaffFindBookingsResponse = z.infer<typeof staffFindBookingsResponseSchema>;

export const staffBookingRequestSchema = z.object({ bookingId: idSchema }).strict();
export type StaffBookingRequest = z.infer<typeof staffBookingRequestSchema>;

const cents = z.number().int().nonnegative();
const MAIL_KEY_MAX_LENGTH = 40;
const TEXT_MAX_LENGTH = 500;

/** One event of a booking's story, with its time (ISO); the list is oldest first. */
export const storyEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('created'), at: iso }),
  /** `amountCents` for managers only. */
  z.object({ kind: z.literal('paid'), at: iso, amountCents: cents.optional() }),
  z.object({ kind: z.literal('expired'), at: iso }),
  z.object({ kind: z.literal('ticket_issued'), at: iso }),
  /** One e-mail of the outbox, by its kind (`confirmation`, `cancellation`, …) and delivery. */
  z.object({
    kind: z.literal('mail'),
    at: iso,
    mail: z.string().max(MAIL_KEY_MAX_LENGTH),
    status: z.enum(DELIVERY_STATES),
    attempts: z.number().int().nonnegative(),
    sentAt: iso.optional(),
  }),
  z.object({ kind: z.literal('checked_in'), at: iso }),
  z.object({
    kind: z.literal('date_changed'),
    at: iso,
    from: z.string().max(DATE_LENGTH),
    to: z.string().max(DATE_LENGTH),
    by: z.enum(['customer', 'staff', 'postponement']),
  }),
  z.object({
    kind: z.literal('cancelled'),
    at: iso,
    by: z.string().max(MAIL_KEY_MAX_LENGTH).optional(),
  }),
  z.object({
    kind: z.literal('refund'),
    at: iso,
    /** For managers only. */
    amountCents: cents.optional(),
    status: z.enum(['none', 'pending', 'succeeded', 'failed']),
    succeededAt: iso.optional(),
  }),
  /** The payment's receipt; its signed link for managers only (it shows the amount). */
  z.object({
    kind: z.literal('receipt'),
    at: iso,
    number: z.string().max(20),
    url: z.string().url().max(600).optional(),
  }),
  /** A credit note of the receipt, for a refund; the amount for managers only. */
  z.object({
    kind: z.literal('credit_note'),
    at: iso,
    number: z.string().max(20),
    amountCents: cents.optional(),
  }),
  /** Money sent back outside a cancellation (a payment for seats no longer free). */
  z.object({ kind: z.literal('refunded'), at: iso }),
  /** A staff action from the audit log on this booking. */
  z.object({
    kind: z.literal('staff_action'),
    at: iso,
    action: z.enum(STAFF_ACTIONS),
    actorEmail: z.string().max(254),
    /** The manager's free-text reason, for managers only. */
    reason: z.string().max(TEXT_MAX_LENGTH).optional(),
  }),
]);
export type StoryEvent = z.infer<typeof storyEventSchema>;

/** The most events a story carries: far above a booking's real life. */
const STORY_MAX_EVENTS = 200;

export const staffBookingStoryResponseSchema = z.object({
  booking: foundBookingSchema.extend({
    participantNames: z.array(name).max(PARTICIPANTS_MAX),
    /** The money fields are answered to managers only (a guide's story has none of them). */
    amountTotalCents: cents.optional(),
    /** What the customer still has paid (less any refund already made). */
    paidCents: cents.optional(),
    /** Cancelling now: what the terms give back (server clock), for a paid booking to come. */
    policyRefund: z
      .object({ percent: z.number().int().min(0).max(100), amountCents: cents })
      .optional(),
    attentionReasons: z.array(z.enum(STAFF_ATTENTION_REASONS)).max(STAFF_ATTENTION_REASONS.length),
  }),
  events: z.array(storyEventSchema).max(STORY_MAX_EVENTS),
  asOf: iso,
});
export type StaffBookingStory = z.infer<typeof staffBookingStoryResponseSchema>;

/** A double tap on "Invia di nuovo la conferma" within this many minutes sends one mail. */
export const RESEND_WINDOW_MINUTES = 5;

export const staffResendConfirmationResponseSchema = z.object({
  /** False when a resend was queued within RESEND_WINDOW_MINUTES: nothing was sent twice. */
  resent: z.boolean(),
  queuedAt: iso,
});
export type StaffResendConfirmationResponse = z.infer<typeof staffResendConfirmationResponseSchema>;

/** The longest reason a manager writes for a cancellation. */
export const CANCEL_REASON_MAX_LENGTH = TEXT_MAX_LENGTH;

/** The refund of a manager's cancellation: the terms', or one chosen as a share or an amount. */
export const staffRefundChoiceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('policy') }).strict(),
  z.object({ kind: z.literal('percent'), percent: z.number().int().min(0).max(100) }).strict(),
  /** Checked against what the customer still has paid on the server (REFUND_ABOVE_PAID). */
  z
    .object({ kind: z.literal('amount'), amountCents: z.number().int().min(0).max(10_000_000) })
    .strict(),
]);
export type StaffRefundChoice = z.infer<typeof staffRefundChoiceSchema>;

/** Why a manager cancels a booking: kept in the activity log. */
export const cancelReasonSchema = multiLineText(CANCEL_REASON_MAX_LENGTH).pipe(
  z.string().min(1).max(CANCEL_REASON_MAX_LENGTH),
);

export const staffCancelBookingRequestSchema = z
  .object({ bookingId: idSchema, refund: staffRefundChoiceSchema, reason: cancelReasonSchema })
  .strict();
export type StaffCancelBookingRequest = z.input<typeof staffCancelBookingRequestSchema>;

export const staffCancelBookingResponseSchema = z.object({
  /** False when the booking was already cancelled: nothing was refunded twice. */
  cancelled: z.boolean(),
  status: z.enum(BOOKING_STATUSES),
  refundCents: cents,
  refundStatus: z.enum(['none', 'pending', 'succeeded', 'failed']).optional(),
});
export type StaffCancelBookingResponse = z.infer<typeof staffCancelBookingResponseSchema>;
