import { z } from '@/domain/zod';
import { BOOKING_STATUSES } from '@/domain/api/booking';
import { HALF_DAY_SLOTS, RENTAL_FORMULAS, RENTAL_MODEL_IDS } from '@/domain/rental/price-list';
import { FRAME_SIZES } from '@/domain/rental/sizes';
import {
  bookerFields,
  bookingRefundSchema,
  checkoutFields,
  STAFF_ATTENTION_REASONS,
} from './booking';
import { mailDeliveryStatusSchema } from './mail';
import type { TimestampSchema } from './stored';
import { waiverFields } from './waiver';

const cents = z.number().int().min(0);

/**
 * `rentals/{rentalId}`: one rental from its checkout to its return, as staff read it in the
 * console. It follows a booking's life (pending → paid → cancelled/refunded, or expired) and its
 * money rules; its stock is held in `rentalDays` (the rental stock module) while `holdsStock` is
 * true. Personal fields are plain strings so an anonymised rental still reads.
 */
export function rentalDocumentSchema<T>(timestamp: TimestampSchema<T>) {
  const mailStatus = mailDeliveryStatusSchema(timestamp);
  return z.object({
    modelId: z.enum(RENTAL_MODEL_IDS),
    /** The model's name at booking time. */
    modelName: z.string(),
    formula: z.enum(RENTAL_FORMULAS),
    /** Set for a half day only. */
    slot: z.enum(HALF_DAY_SLOTS).optional(),
    /** First and last calendar day (Europe/Rome), both included. */
    startDate: z.string(),
    endDate: z.string(),
    /** Pick-up and agreed return, as instants (the interval the stock is held for, buffer aside). */
    startsAt: timestamp,
    endsAt: timestamp,
    days: z.number().int().min(1),
    /** One entry per bike: its frame size and who rides it. */
    bikes: z.array(z.object({ size: z.enum(FRAME_SIZES), riderName: z.string() })).min(1),
    addOns: z.array(
      z.object({
        addOnId: z.string(),
        /** The add-on's Italian name at booking time, for staff. */
        name: z.string(),
        quantity: z.number().int().min(1),
        pricePerDayCents: cents,
      }),
    ),
    /** What one bike costs for this formula and these days (price list). */
    bikeUnitPriceCents: cents,
    amountTotalCents: cents,
    currency: z.literal('eur'),
    ...bookerFields(timestamp),
    status: z.enum(BOOKING_STATUSES),
    /** Whether this rental's bikes and add-ons are counted in `rentalDays` now. */
    holdsStock: z.boolean(),
    ...checkoutFields(timestamp),
    expiredAt: timestamp.optional(),
    cancelledAt: timestamp.optional(),
    /** Why a rental was cancelled or expired: a `StatusReason` (./status-reason.ts). */
    statusReason: z.string().optional(),
    cancelledBy: z.enum(['customer', 'weather', 'staff']).optional(),
    refundDueAt: timestamp.optional(),
    refundId: z.string().optional(),
    refundedAt: timestamp.optional(),
    refund: bookingRefundSchema(timestamp).optional(),
    amountRefundedCents: cents.optional(),
    /** Earlier intervals, oldest first, each time the rental moved ("Cambia date"). */
    moves: z
      .array(z.object({ startDate: z.string(), endDate: z.string(), movedAt: timestamp }))
      .optional(),
    /** The desk ("Noleggi"): the pick-up with the frame numbers that went out, and the return. */
    pickedUpAt: timestamp.optional(),
    pickedUpBy: z.string().optional(),
    frameNumbers: z.array(z.string()).optional(),
    returnedAt: timestamp.optional(),
    returnedBy: z.string().optional(),
    returnNote: z.string().optional(),
    /** Each rider's signed waiver (by the bike's index), as a booking keeps its participants'. */
    ...waiverFields(timestamp),
    /** When the mail listing the riders still to sign was queued (48 h before the pick-up). */
    waiverReminderQueuedAt: timestamp.optional(),
    anonymisedAt: timestamp.nullable(),
    needsStaffAttention: z.boolean(),
    staffAttentionReasons: z.array(z.enum(STAFF_ATTENTION_REASONS)),
    /** "Risolto" in "Da controllare" (a failed refund made from the Stripe dashboard): who, when. */
    staffAttentionResolvedAt: timestamp.optional(),
    staffAttentionResolvedBy: z.string().optional(),
    confirmationMailQueuedAt: timestamp.optional(),
    mail: z
      .object({
        confirmation: mailStatus.optional(),
        cancellation: mailStatus.optional(),
        dateChange: mailStatus.optional(),
      })
      .optional(),
  });
}
