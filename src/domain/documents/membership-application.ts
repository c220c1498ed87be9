import { z } from '@/domain/zod';
import { LOCALES } from '@/domain/locale';
import { MEMBERSHIP_TYPES } from '@/domain/membership-rules';
import { feeCheckoutSchema, feePaymentSchema, feeRefundSchema } from './fee-payment';
import type { TimestampSchema } from './stored';

/** An application waits for the board (`submitted`) until it is admitted or rejected. */
export const APPLICATION_STATUSES = ['submitted', 'admitted', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * `membershipApplications/{id}`: the form as the server parsed it (`membershipApplicationSchema`,
 * every field of it stored), what the server adds, and the board's decision. Only the fields the
 * functions act on are listed; the others (address, documents, consents…) pass through as stored.
 */
export function membershipApplicationDocumentSchema<T>(timestamp: TimestampSchema<T>) {
  return z.looseObject({
    fullName: z.string(),
    email: z.string(),
    phone: z.string().optional(),
    membershipType: z.enum(MEMBERSHIP_TYPES),
    minorName: z.string().optional(),
    locale: z.enum(LOCALES),
    status: z.enum(APPLICATION_STATUSES),
    /** Server clock: a provisional booking counts from here (PROVISIONAL_APPLICATION_MINUTES). */
    createdAt: timestamp,
    /** `normalizeMemberName(memberNameOf(application))`: whose membership it asks for. */
    normalizedName: z.string().optional(),
    /** A renewal: the member number it renews (created from the card or the reminder's link). */
    renewalOf: z.string().optional(),
    /** A renewal asked for again while it waits (server clock): a booking's hour counts from it. */
    lastRequestedAt: timestamp.optional(),
    /** The board's decision: when it was recorded (server clock), by whom (staff uid). */
    decidedAt: timestamp.optional(),
    decidedBy: z.string().optional(),
    /** The date of the board resolution ("Delibera del"), `YYYY-MM-DD`. */
    resolutionDate: z.string().optional(),
    /** Why it was rejected, as staff wrote it and the applicant was told. */
    rejectionReason: z.string().optional(),
    /** The bookings made on it while it waited (written in each booking's own commit). */
    provisionalBookingIds: z.array(z.string()).optional(),
    /** The member number an admission gave (or a renewal extended). */
    memberNumber: z.string().optional(),
    /** The fee paid online with the application (or the renewal): amount, year, payment. */
    fee: feePaymentSchema(timestamp).optional(),
    /** The fee's Checkout while it may still be paid. */
    feeCheckout: feeCheckoutSchema(timestamp).optional(),
    /** A rejected application's fee, refunded in full. */
    feeRefund: feeRefundSchema(timestamp).optional(),
    /** When the payer's "Quota associativa <year> pagata" mail was queued (once; server clock). */
    feeMailQueuedAt: timestamp.optional(),
    /** When the mail saying the fee was refunded was queued (once; server clock). */
    feeRefundMailQueuedAt: timestamp.optional(),
  });
}
