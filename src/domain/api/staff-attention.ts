import { z } from '@/domain/zod';
import { STAFF_ATTENTION_REASONS } from '@/domain/documents/booking';
import { systemProblemSchema } from '@/domain/documents/system-problem';
import { MEMBERSHIP_TYPES } from '@/domain/membership-rules';
import { RENTAL_FORMULAS } from '@/domain/rental/price-list';
import { TOUR_IDS } from '@/domain/tours';
import { BOOKING_STATUSES, BOOKING_TEXT_LIMITS, PARTICIPANTS_MAX } from './booking';
import { ID_MAX_LENGTH, idSchema } from './ids';
import { RENTAL_BIKES_MAX } from './rental';
import { DATE_LENGTH, TIMESTAMP_MAX_LENGTH, TOUR_NAME_MAX_LENGTH, UID_MAX_LENGTH } from './lengths';

/**
 * "Da controllare": what staff must look at, gathered from seven places (the `staffAttention`
 * callable): bookings flagged `needsStaffAttention` (a refund that failed, a dispute, a refund made
 * in the Stripe dashboard…), mails the outbox gave up on, membership applications waiting for the
 * board longer than APPLICATION_WAIT_DAYS, tomorrow's paid participants without a signed
 * waiver, the open system problems ("Problemi di sistema"), rentals returned late or still out
 * past their agreed return, and cancelled rentals whose refund failed. The server words nothing: the web app says what happened and what to do from `kind` and
 * each booking's `reasons`, in the reader's language.
 */

export { STAFF_ATTENTION_REASONS };
export type { StaffAttentionReason } from '@/domain/documents/booking';

/** An application waiting longer than this (days since it was sent) is listed. */
export const APPLICATION_WAIT_DAYS = 14;

/** How many documents of each source one page reads. */
export const ATTENTION_PAGE_SIZE = 50;

export const ATTENTION_KINDS = [
  /** A booking flagged for staff: its `reasons` say why. */
  'booking',
  /** A mail the outbox gave up on after its attempts. */
  'mail_abandoned',
  /** A membership application waiting for the board too long. */
  'application_waiting',
  /** A paid booking of tomorrow whose participants have not all signed the waiver. */
  'waiver_missing',
  /** Something behind the site failed (Stripe, the webhook, a job, the mail): "Problemi di sistema". */
  'system_problem',
  /** Rental bikes returned after the agreed time, or still out past it. */
  'rental_late',
  /** A cancelled rental whose refund Stripe did not make. */
  'rental_refund_failed',
  /** A paid rental picked up tomorrow whose riders have not all signed the waiver. */
  'rental_waiver_missing',
] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

/**
 * What a row offers. The server lists only those the caller may take: a guide sees the links,
 * a manager also the buttons that change something.
 */
export const ATTENTION_ACTIONS = [
  /** "Risolto": managers record that it was dealt with; the row goes away. */
  'resolve',
  /** Ask Stripe for the failed refund again now (`staffRetryRefund`). */
  'retry_refund',
  /** Send the given-up mail again (`staffResendMail`). */
  'resend_mail',
  /** Open the booking in "Cerca prenotazione". */
  'open_booking',
  /** Open the applications in "Soci". */
  'open_applications',
  /** Open the day's roster. */
  'open_day',
  /** Open the rental's return day in "Noleggi". */
  'open_rental',
] as const;
export type AttentionAction = (typeof ATTENTION_ACTIONS)[number];

const timestamp = z.string().max(TIMESTAMP_MAX_LENGTH);
const actions = z.array(z.enum(ATTENTION_ACTIONS)).max(ATTENTION_ACTIONS.length);

/** The longest mail id (the outbox's dedupe key) and subject an item carries. */
export const MAIL_ID_MAX_LENGTH = 200;
const MAIL_SUBJECT_MAX_LENGTH = 300;
const ERROR_MAX_LENGTH = 300;

/** The booking a row concerns, as staff recognise it. */
const attentionBookingSchema = z.object({
  bookingId: z.string().max(ID_MAX_LENGTH),
  /** The short code the customer quotes (bookingCode). */
  reference: z.string().max(ID_MAX_LENGTH),
  tourId: z.enum(TOUR_IDS),
  tourName: z.string().max(TOUR_NAME_MAX_LENGTH),
  selectedDate: z.string().max(DATE_LENGTH),
  customerName: z.string().max(BOOKING_TEXT_LIMITS.name),
  participants: z.number().int().min(1),
  status: z.enum(BOOKING_STATUSES),
});
export type AttentionBooking = z.infer<typeof attentionBookingSchema>;

const bookingItemSchema = z.object({
  id: z.string().max(ID_MAX_LENGTH + 20),
  kind: z.literal('booking'),
  /** When the booking last changed (the flag is set with a change). */
  at: timestamp,
  booking: attentionBookingSchema,
  /** Why it is listed, each with its own "what happened, what to do"; never empty. */
  reasons: z.array(z.enum(STAFF_ATTENTION_REASONS)).min(1).max(STAFF_ATTENTION_REASONS.length),
  /** The cancellation refund, when the booking has one. */
  refund: z
    .object({
      amountCents: z.number().int().min(0),
      status: z.enum(['none', 'pending', 'succeeded', 'failed']),
      attempts: z.number().int().min(0),
      lastError: z.string().max(ERROR_MAX_LENGTH).optional(),
    })
    .optional(),
  actions,
});

const mailItemSchema = z.object({
  id: z.string().max(MAIL_ID_MAX_LENGTH + 10),
  kind: z.literal('mail_abandoned'),
  /** The last attempt, after which the outbox gave up. */
  at: timestamp,
  mail: z.object({
    mailId: z.string().max(MAIL_ID_MAX_LENGTH),
    subject: z.string().max(MAIL_SUBJECT_MAX_LENGTH),
    attempts: z.number().int().min(0),
    lastError: z.string().max(ERROR_MAX_LENGTH).optional(),
  }),
  /** The booking the mail was about, when it was about one. */
  booking: attentionBookingSchema.optional(),
  actions,
});

const applicationItemSchema = z.object({
  id: z.string().max(ID_MAX_LENGTH + 20),
  kind: z.literal('application_waiting'),
  /** When the application was sent. */
  at: timestamp,
  application: z.object({
    applicationId: z.string().max(ID_MAX_LENGTH),
    fullName: z.string().max(200),
    membershipType: z.enum(MEMBERSHIP_TYPES),
    renewal: z.boolean(),
    /** Whole days it has been waiting, by the server's clock. */
    waitingDays: z.number().int().min(0),
  }),
  actions,
});

const waiverItemSchema = z.object({
  id: z.string().max(ID_MAX_LENGTH + 40),
  kind: z.literal('waiver_missing'),
  /** When the booking was paid. */
  at: timestamp,
  booking: attentionBookingSchema,
  /** The participants who have not signed the text in force. */
  missing: z.array(z.string().max(BOOKING_TEXT_LIMITS.name)).min(1).max(PARTICIPANTS_MAX),
  actions,
});

/** The longest system problem id: its kind, '_' and the hour. */
const SYSTEM_PROBLEM_ID_MAX_LENGTH = 60;

const systemProblemItemSchema = z.object({
  id: z.string().max(SYSTEM_PROBLEM_ID_MAX_LENGTH + 10),
  kind: z.literal('system_problem'),
  /** When it last happened. */
  at: timestamp,
  /** As stored (how many times within its hour, when first and last, short notes), by its id. */
  problem: systemProblemSchema(timestamp)
    .pick({ kind: true, count: true, firstAt: true, lastAt: true, details: true })
    .extend({ problemId: z.string().max(SYSTEM_PROBLEM_ID_MAX_LENGTH) }),
  actions,
});

const rentalLateItemSchema = z.object({
  id: z.string().max(ID_MAX_LENGTH + 20),
  kind: z.literal('rental_late'),
  /** When the bikes came back, or the agreed return while they are still out. */
  at: timestamp,
  rental: z.object({
    rentalId: z.string().max(ID_MAX_LENGTH),
    modelName: z.string().max(TOUR_NAME_MAX_LENGTH),
    customerName: z.string().max(BOOKING_TEXT_LIMITS.name),
    /** The last day (Europe/Rome), the day "Noleggi" lists its return. */
    endDate: z.string().max(DATE_LENGTH),
    bikes: z.number().int().min(1),
    /** The agreed return. */
    endsAt: timestamp,
    /** When the desk recorded the return; absent while the bikes are still out. */
    returnedAt: timestamp.optional(),
  }),
  /** The next price bracket (managers only): what the late return would cost, over what was paid. */
  nextBracket: z
    .object({
      formula: z.enum(RENTAL_FORMULAS),
      days: z.number().int().min(1),
      extraCents: z.number().int().min(0),
    })
    .optional(),
  actions,
});

/** A rental as a row names it: what, the first day, who, and the code of its mails. */
const attentionRentalSchema = z.object({
  rentalId: z.string().max(ID_MAX_LENGTH),
  /** The 8-character code of its mails and ticket. */
  reference: z.string().max(20),
  modelName: z.string().max(TOUR_NAME_MAX_LENGTH),
  customerName: z.string().max(BOOKING_TEXT_LIMITS.name),
  startDate: z.string().max(DATE_LENGTH),
});
export type AttentionRental = z.infer<typeof attentionRentalSchema>;

const rentalWaiverItemSchema = z.object({
  id: z.string().max(ID_MAX_LENGTH + 40),
  kind: z.literal('rental_waiver_missing'),
  /** When the rental was paid. */
  at: timestamp,
  rental: attentionRentalSchema,
  /** The riders who have not signed the text in force. */
  missing: z.array(z.string().max(BOOKING_TEXT_LIMITS.name)).min(1).max(RENTAL_BIKES_MAX),
  actions,
});

const rentalRefundItemSchema = z.object({
  id: z.string().max(ID_MAX_LENGTH + 20),
  kind: z.literal('rental_refund_failed'),
  /** When the rental last changed (its cancellation, the refund's failure). */
  at: timestamp,
  rental: attentionRentalSchema,
  /** The refund's figures, as a booking's row gives them (managers only). */
  refund: z
    .object({
      amountCents: z.number().int().min(0),
      status: z.enum(['none', 'pending', 'succeeded', 'failed']),
      attempts: z.number().int().min(0),
      lastError: z.string().max(300).optional(),
    })
    .optional(),
  actions,
});

export const attentionItemSchema = z.discriminatedUnion('kind', [
  rentalLateItemSchema,
  rentalRefundItemSchema,
  rentalWaiverItemSchema,
  bookingItemSchema,
  mailItemSchema,
  applicationItemSchema,
  waiverItemSchema,
  systemProblemItemSchema,
]);
export type AttentionItem = z.infer<typeof attentionItemSchema>;

/**
 * Where the next page of one source starts: after the document `id` whose ordering time is `at`,
 * or `end` when the source has nothing more.
 */
const positionSchema = z.union([
  z.object({ at: z.iso.datetime(), id: z.string().max(MAIL_ID_MAX_LENGTH) }).strict(),
  z.literal('end'),
]);

export const attentionCursorSchema = z
  .object({
    bookings: positionSchema,
    mails: positionSchema,
    applications: positionSchema,
  })
  .strict();
export type AttentionCursor = z.infer<typeof attentionCursorSchema>;

/** Without a cursor, the first page (tomorrow's waivers come with it); with one, the next. */
export const staffAttentionRequestSchema = z
  .object({ cursor: attentionCursorSchema.optional() })
  .strict();
export type StaffAttentionRequest = z.infer<typeof staffAttentionRequestSchema>;

export const staffAttentionResponseSchema = z.object({
  /** When the server read the sources (ISO): the offline copy shows it as "as of". */
  asOf: timestamp,
  items: z.array(attentionItemSchema).max(ATTENTION_PAGE_SIZE * 4 + 500),
  /** Present while a source has more documents than this page read. */
  nextCursor: attentionCursorSchema.optional(),
});
export type StaffAttention = z.infer<typeof staffAttentionResponseSchema>;

/**
 * "Risolto", managers only: a booking's, a mail's or a system problem's item (`booking:<id>`,
 * `mail:<id>`, `system:<id>`). For a
 * booking, the reasons the manager saw: only those are cleared, so a problem that arrived since
 * stays listed.
 */
export const staffResolveAttentionRequestSchema = z
  .object({
    itemId: z
      .string()
      .max(MAIL_ID_MAX_LENGTH + 10)
      .regex(/^(booking|mail|system|rental-refund):[A-Za-z0-9_-]+$/, 'Invalid item'),
    reasons: z
      .array(z.enum(STAFF_ATTENTION_REASONS))
      .max(STAFF_ATTENTION_REASONS.length)
      .default([]),
  })
  .strict();
export type StaffResolveAttentionRequest = z.input<typeof staffResolveAttentionRequestSchema>;

export const staffResolveAttentionResponseSchema = z.object({
  itemId: z.string().max(MAIL_ID_MAX_LENGTH + 10),
  /** False when it had been resolved already (a double tap): nothing was recorded again. */
  resolved: z.boolean(),
  resolvedAt: timestamp.optional(),
  resolvedBy: z.string().max(UID_MAX_LENGTH).optional(),
});
export type StaffResolveAttentionResponse = z.infer<typeof staffResolveAttentionResponseSchema>;

/** The failed refund to ask Stripe for again: a cancelled booking's or a cancelled rental's. */
export const staffRetryRefundRequestSchema = z.union([
  z.object({ bookingId: idSchema }).strict(),
  z.object({ rentalId: idSchema }).strict(),
]);
export type StaffRetryRefundRequest = z.infer<typeof staffRetryRefundRequestSchema>;

export const REFUND_RETRY_OUTCOMES = [
  /** Stripe made the refund. */
  'succeeded',
  /** Stripe accepted it and is processing it; its event will settle it. */
  'pending',
  /** Stripe refused again: the row stays, with Stripe's reason. */
  'failed',
  /** An attempt is running right now (the scheduled retry): try again in a few minutes. */
  'in_progress',
  /** There is no failed refund on this booking (it went through meanwhile). */
  'nothing_to_retry',
] as const;
export type RefundRetryOutcome = (typeof REFUND_RETRY_OUTCOMES)[number];

export const staffRetryRefundResponseSchema = z.object({
  outcome: z.enum(REFUND_RETRY_OUTCOMES),
  lastError: z.string().max(ERROR_MAX_LENGTH).optional(),
});
export type StaffRetryRefundResponse = z.infer<typeof staffRetryRefundResponseSchema>;

export const staffResendMailRequestSchema = z
  .object({
    mailId: z
      .string()
      .max(MAIL_ID_MAX_LENGTH)
      .regex(/^[A-Za-z0-9_-]+$/, 'Invalid id'),
  })
  .strict();
export type StaffResendMailRequest = z.infer<typeof staffResendMailRequestSchema>;

export const MAIL_RESEND_OUTCOMES = [
  'sent',
  /** The server refused it again: the outbox keeps retrying with its back-off. */
  'failed',
  /** Still being sent when the call stopped waiting; the outbox finishes it. */
  'in_flight',
  /** Not a given-up mail (sent meanwhile, or already being retried). */
  'nothing_to_resend',
  /** Its text was removed by retention: it can no longer be sent. */
  'body_gone',
] as const;
export type MailResendOutcome = (typeof MAIL_RESEND_OUTCOMES)[number];

export const staffResendMailResponseSchema = z.object({ outcome: z.enum(MAIL_RESEND_OUTCOMES) });
export type StaffResendMailResponse = z.infer<typeof staffResendMailResponseSchema>;
