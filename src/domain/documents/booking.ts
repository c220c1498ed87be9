import { z } from '@/domain/zod';
import { BOOKING_STATUSES, MEMBER_MATCHES } from '@/domain/api/booking';
import { POSTPONEMENT_CHOICES } from '@/domain/api/booking-change-view';
import { LOCALES } from '@/domain/locale';
import { TOUR_IDS } from '@/domain/tours';
import { mailDeliveryStatusSchema } from './mail';
import type { TimestampSchema } from './stored';
import { bookingVoucherSchema } from './voucher';
import { waiverFields } from './waiver';

/** Why staff should look at a booking in the console. */
export const STAFF_ATTENTION_REASONS = [
  'member_not_verified',
  'paid_after_release_refunded',
  /** A checkout cancelled before it was paid (left by the visitor, date called off) got paid. */
  'paid_after_cancellation_refunded',
  /** A payment arrived after its released seats' date was closed. */
  'paid_for_closed_date_refunded',
  /** A cancellation refund was cut to what Stripe had not refunded yet (dashboard refunds). */
  'refund_capped_by_earlier_refunds',
  'paid_amount_mismatch',
  /** The cancellation refund failed at Stripe; the scheduled job keeps retrying it. */
  'refund_failed',
  /** The customer disputed the payment with their bank (`charge.dispute.created`). */
  'dispute_opened',
  /** Part of the payment was refunded in the Stripe dashboard; the booking stays as it is. */
  'partial_refund_in_dashboard',
  /** A rental's bikes came back after the agreed time (the desk, "Noleggi"). */
  'late_return',
] as const;
export type StaffAttentionReason = (typeof STAFF_ATTENTION_REASONS)[number];

const cents = z.number().int().min(0);

/**
 * The refund of a cancelled booking, as staff read it in the console. `status` follows Stripe's
 * refund (pending → succeeded, or failed); `none` when the policy gives nothing back.
 */
export function bookingRefundSchema<T>(timestamp: TimestampSchema<T>) {
  return z.object({
    /** The policy's 100, 50 or 0; a manager's chosen refund may give any share. */
    percent: z.number().int().min(0).max(100),
    amountCents: cents,
    status: z.enum(['none', 'pending', 'succeeded', 'failed']),
    /** Stripe's refund id, once Stripe accepted the request. */
    id: z.string().optional(),
    /** Calls made to Stripe; a new idempotency key is used only after a known failure. */
    attempts: z.number().int().min(0),
    requestedAt: timestamp,
    lastError: z.string().optional(),
    nextAttemptAt: timestamp.optional(),
    succeededAt: timestamp.optional(),
  });
}

/**
 * Who booked and what they agreed to, the same on a tour booking and a rental: the contact the
 * mails go to, and the gate's record (terms, medical declaration, membership as the register saw it).
 */
export function bookerFields<T>(timestamp: TimestampSchema<T>) {
  return {
    customerName: z.string(),
    customerEmail: z.string(),
    customerPhone: z.string().optional(),
    additionalNotes: z.string(),
    locale: z.enum(LOCALES),
    gating: z.object({
      isMember: z.boolean(),
      termsAccepted: z.boolean(),
      termsVersion: z.string(),
      /** When the server received the accepted terms (its own clock). */
      termsAcceptedAt: timestamp,
      /** What the visitor's device said the time was: kept for reference, never trusted. */
      termsAcceptedAtClient: z.string().optional(),
      medicalCertDeclared: z.boolean(),
      memberNameEntered: z.string(),
      /** Set by the server from the register, never taken from the client. */
      memberMatch: z.enum(MEMBER_MATCHES),
      memberId: z.string().nullable(),
      /** With `pending_application`: the application (or renewal) the booking was accepted on. */
      applicationId: z.string().optional(),
    }),
  };
}

/**
 * The Checkout a booking or a rental is paid through, the same on both: the signed-in owner, the
 * Stripe ids, when it was made, when its hold lapses and when it was paid, and the ticket.
 */
export function checkoutFields<T>(timestamp: TimestampSchema<T>) {
  return {
    uid: z.string().optional(),
    stripeSessionId: z.string().optional(),
    paymentIntentId: z.string().optional(),
    createdAt: timestamp,
    updatedAt: timestamp,
    /** When the hold (seats, or bikes) lapses; the Checkout Session expires at the same instant. */
    expiresAt: timestamp,
    paidAt: timestamp.optional(),
    /** The signed ticket (src/domain/ticket), issued with the payment: the QR code's content. */
    ticket: z.string().optional(),
  };
}

/**
 * A booking as stored in `bookings/{id}`: readable field names, Firestore Timestamps and integer
 * cents, because staff read these documents in the Firebase console.
 *
 * The personal fields are plain strings and lists, never checked as addresses or names: the
 * retention job (retention.ts) blanks them (`''`, `[]`) and deletes `customerPhone` and `uid`, and
 * an anonymised booking must still read. Fields added after the first bookings were stored are
 * optional, so older documents read too.
 */
export function bookingDocumentSchema<T>(timestamp: TimestampSchema<T>) {
  const mailStatus = mailDeliveryStatusSchema(timestamp);
  return z.object({
    tourId: z.enum(TOUR_IDS),
    /** The catalogue's display name at booking time. */
    tourName: z.string(),
    selectedDate: z.string(),
    participants: z.number().int().min(1),
    participantNames: z.array(z.string()),
    ...bookerFields(timestamp),
    unitAmountCents: cents,
    amountTotalCents: cents,
    currency: z.literal('eur'),
    status: z.enum(BOOKING_STATUSES),
    /** Whether this booking's participants are currently counted in `capacity/{tourId}_{date}`. */
    holdsSeats: z.boolean(),
    ...checkoutFields(timestamp),
    /** Set by the staff check-in (staffCheckIn): the server's time, and the staff member's uid. */
    checkedInAt: timestamp.optional(),
    checkedInBy: z.string().optional(),
    /** The staff device's own time of the scan, kept for reference (offline check-ins), never trusted. */
    checkedInAtDevice: z.string().optional(),
    expiredAt: timestamp.optional(),
    cancelledAt: timestamp.optional(),
    /** Why a booking was cancelled or expired: a `StatusReason` (./status-reason.ts). */
    statusReason: z.string().optional(),
    /** Set when a payment arrived for released seats that were taken since: the money goes back. */
    refundDueAt: timestamp.optional(),
    refundId: z.string().optional(),
    refundedAt: timestamp.optional(),
    /** The refund of a cancellation (by the customer or staff). */
    refund: bookingRefundSchema(timestamp).optional(),
    /**
     * Who cancelled: `customer` (manage link or my bookings), `weather` (staff, whole date),
     * `membership_rejected` (the board rejected the application a provisional booking was made on)
     * `postponed` (the customer of a date postponed for bad weather took the full refund) or
     * `staff` (a manager, from "Cerca prenotazione", with the policy's refund or a chosen one).
     */
    cancelledBy: z
      .enum(['customer', 'weather', 'membership_rejected', 'postponed', 'staff'])
      .optional(),
    /** Total refunded as Stripe reports it (`charge.refunded`), also for dashboard refunds. */
    amountRefundedCents: cents.optional(),
    /** When Stripe described the charge that `amountRefundedCents` comes from (its event's time). */
    amountRefundedAsOf: timestamp.optional(),
    disputeId: z.string().optional(),
    /** Set by the retention job once the personal fields are gone; null until then. */
    anonymisedAt: timestamp.nullable(),
    needsStaffAttention: z.boolean(),
    staffAttentionReasons: z.array(z.enum(STAFF_ATTENTION_REASONS)),
    /** "Risolto" in the staff area: when, by whom (staff uid), and the reasons it cleared. */
    staffAttentionResolvedAt: timestamp.optional(),
    staffAttentionResolvedBy: z.string().optional(),
    staffAttentionResolvedReasons: z.array(z.enum(STAFF_ATTENTION_REASONS)).optional(),
    confirmationMailQueuedAt: timestamp.optional(),
    /** When a manager last sent the confirmation again (a double tap within minutes sends one). */
    confirmationResentAt: timestamp.optional(),
    /**
     * The staff search's index: each trigram of the reference, name, e-mail and phone
     * (src/domain/booking-search.ts) mapped to the booking's `createdAt`, so ordering by one
     * gram lists the bookings holding it newest first (functions/src/services/booking-search/);
     * the retention job removes it with the personal fields.
     */
    searchGramsAt: z.record(z.string(), timestamp).optional(),
    ...waiverFields(timestamp),
    /** When the mail listing the participants still to sign was queued (48 h before the start). */
    waiverReminderQueuedAt: timestamp.optional(),
    /** Every move to another date, oldest first (customer, staff, or a postponed date). */
    dateChanges: z
      .array(
        z.object({
          from: z.string(),
          to: z.string(),
          at: timestamp,
          by: z.enum(['customer', 'staff', 'postponement']),
          /** The staff member's uid, for a move made by staff. */
          staffUid: z.string().optional(),
          /** A manager's reason for moving a booking whose tour had begun. */
          reason: z.string().optional(),
          /** The check-in the move cleared (a manager's move after it), kept as evidence. */
          checkedInAt: timestamp.optional(),
        }),
      )
      .optional(),
    /**
     * Staff postponed the booking's date (rain): moved to `to`, or left on `from` (closed) when it
     * did not fit there, and what the customer answered.
     */
    postponement: z
      .object({
        from: z.string(),
        to: z.string().nullable(),
        at: timestamp,
        choice: z.enum(POSTPONEMENT_CHOICES),
        answeredAt: timestamp.optional(),
      })
      .optional(),
    /**
     * The gift voucher paying part or all of the price: `amountTotalCents` is then what the card
     * pays (0 when the voucher covers everything), and the price is their sum.
     */
    voucher: bookingVoucherSchema().optional(),
    /**
     * The membership fee paid in the same Checkout as a booking made on an application
     * (`gating.memberMatch` 'pending_application'): a line of its own, never part of
     * `amountTotalCents`, so the tour's refund rules never touch it. Amount and year from the
     * server's settings when the checkout was opened; `receiptId` once the payment recorded it on
     * the application; `duplicateRefundDueAt` (in the payment's commit) and `duplicateRefundId`
     * when the fee had been paid meanwhile by another payment and this payment's fee line goes back.
     */
    membershipFee: z
      .object({
        applicationId: z.string(),
        year: z.number().int(),
        amountCents: cents.min(1),
        receiptId: z.string().optional(),
        duplicateRefundDueAt: timestamp.optional(),
        duplicateRefundId: z.string().optional(),
      })
      .optional(),
    /** The waiting-list entry whose offer this checkout took. */
    waitlistEntryId: z.string().optional(),
    /** When the mail of the day before was queued (once per booking and date). */
    reminderMailQueuedAt: timestamp.optional(),
    /** The date that reminder was for: a date change makes a new reminder due. */
    reminderMailDate: z.string().optional(),
    /** When the thank-you mail with the review link was queued (checked-in bookings only). */
    reviewMailQueuedAt: timestamp.optional(),
    /** The outbox mirrors each mail's delivery here (see services/mail). */
    mail: z
      .object({
        confirmation: mailStatus.optional(),
        cancellation: mailStatus.optional(),
        dateChange: mailStatus.optional(),
        postponement: mailStatus.optional(),
        reminder: mailStatus.optional(),
        review: mailStatus.optional(),
      })
      .optional(),
  });
}
