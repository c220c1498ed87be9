import { z } from '@/domain/zod';
import {
  HALF_DAY_SLOTS,
  RENTAL_FORMULAS,
  RENTAL_MAX_DAYS,
  RENTAL_MODEL_IDS,
} from '@/domain/rental/price-list';
import { FRAME_SIZES } from '@/domain/rental/sizes';
import { BOOKING_STATUSES, BOOKING_TEXT_LIMITS, bookingGatingSchema } from './booking';
import { checkoutSessionIdSchema, ID_MAX_LENGTH, idSchema } from './ids';
import { CURRENCY_LENGTH, DATE_LENGTH, TIMESTAMP_MAX_LENGTH, URL_MAX_LENGTH } from './lengths';
import { REFUND_STATES } from './cancellation';
import { linkTokenSchema } from './link-token';
import { localeSchema } from './locale-schema';
import { participantWaiverLinkSchema } from './participant-waiver';
import { multiLineText, singleLineText } from './text';
import { isoDateSchema, monthSchema } from './calendar-schemas';

/**
 * The rental callables' contract (issue 48): availability for the "Prenota" card's calendar and
 * counts, the members-only checkout, and the success page's check. The rules a selection must meet
 * (weekday of each formula, notice, stock) are judged by src/domain/rental/ on both sides; the
 * server judges again on its own clock and stock.
 */

/** The most bikes, and of one add-on, a rental takes online; more is a group quote. */
export const RENTAL_BIKES_MAX = 10;
export const RENTAL_ADD_ON_QUANTITY_MAX = 10;

const countSchema = z.number().int().nonnegative();
const localizedName = z.object({ it: z.string().max(80), en: z.string().max(80) });

/**
 * What is rented when: the formula, its first and last day (the same day for a half or full day)
 * and, for a half day, the morning or the afternoon.
 */
export const rentalSelectionSchema = z
  .object({
    modelId: z.enum(RENTAL_MODEL_IDS),
    formula: z.enum(RENTAL_FORMULAS),
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    slot: z.enum(HALF_DAY_SLOTS).optional(),
  })
  .refine((s) => (s.formula === 'half_day') === (s.slot !== undefined), {
    path: ['slot'],
    message: 'A half day needs a morning or an afternoon, and only a half day has one',
  });
export type RentalSelection = z.infer<typeof rentalSelectionSchema>;

/** Why a day of the calendar cannot start the chosen formula; null when it can. */
export const RENTAL_DAY_REASONS = [
  /** The model is paused online (`rentalStock.bookable` off, or no stock document). */
  'paused',
  'past',
  /** Too soon: it starts within the model's notice (`noticeHours`). */
  'notice',
  /** Past the model's horizon (`horizonDays`). */
  'beyond_horizon',
  /** The formula does not start on this weekday (2 days: Monday–Thursday; 3 days: Friday). */
  'formula_weekday',
  /** No bike of any size is free for the whole interval, buffer and units out of service included. */
  'sold_out',
] as const;
export type RentalDayReason = (typeof RENTAL_DAY_REASONS)[number];

export const rentalAvailabilityRequestSchema = z.object({
  modelId: z.enum(RENTAL_MODEL_IDS),
  formula: z.enum(RENTAL_FORMULAS),
  /** For a half day: which half the calendar judges; without it, a day is free if either is. */
  slot: z.enum(HALF_DAY_SLOTS).optional(),
  /** The calendar month shown, `YYYY-MM`. */
  month: monthSchema,
  /** The chosen interval, when there is one: its free units per size and per add-on come back. */
  selection: z.object({ startDate: isoDateSchema, endDate: isoDateSchema }).optional(),
});
export type RentalAvailabilityRequest = z.infer<typeof rentalAvailabilityRequestSchema>;

const rentalAddOnOfferSchema = z.object({
  addOnId: z.string().max(ID_MAX_LENGTH),
  name: localizedName,
  pricePerDayCents: countSchema,
  /** Units free for the selected interval; null without a selection. */
  free: countSchema.nullable(),
});
export type RentalAddOnOffer = z.infer<typeof rentalAddOnOfferSchema>;

export const rentalAvailabilityResponseSchema = z.object({
  modelId: z.enum(RENTAL_MODEL_IDS),
  formula: z.enum(RENTAL_FORMULAS),
  month: monthSchema,
  bookable: z.boolean(),
  /** The sizes the shop has of this model (units > 0), in size order. */
  sizes: z.array(z.enum(FRAME_SIZES)).max(FRAME_SIZES.length),
  medicalDeclarationRequired: z.boolean(),
  /** Every day of the month, in order, with why it cannot start the formula (null: it can). */
  days: z
    .array(
      z.object({
        date: z.string().max(DATE_LENGTH),
        reason: z.enum(RENTAL_DAY_REASONS).nullable(),
      }),
    )
    .max(31),
  /** The active add-ons, in the shop's order, with what is free for the selection. */
  addOns: z.array(rentalAddOnOfferSchema).max(50),
  /** The selected interval as the server judged it; null without one or when it cannot be rented. */
  selection: z
    .object({
      startDate: z.string().max(DATE_LENGTH),
      endDate: z.string().max(DATE_LENGTH),
      days: z.number().int().min(1).max(RENTAL_MAX_DAYS),
      /** Pick-up and return (ISO instants). */
      startsAt: z.string().max(TIMESTAMP_MAX_LENGTH),
      endsAt: z.string().max(TIMESTAMP_MAX_LENGTH),
      /** Why it cannot be rented; null when it can. */
      problem: z.enum(RENTAL_DAY_REASONS).or(z.literal('invalid_interval')).nullable(),
      freeBySize: z.partialRecord(z.enum(FRAME_SIZES), countSchema),
      bikeUnitPriceCents: countSchema,
    })
    .nullable(),
  asOf: z.string().max(TIMESTAMP_MAX_LENGTH),
});
export type RentalAvailabilityResponse = z.infer<typeof rentalAvailabilityResponseSchema>;

export const rentalBikeSchema = z.object({
  size: z.enum(FRAME_SIZES),
  riderName: singleLineText(BOOKING_TEXT_LIMITS.name).min(1),
});

export const rentalAddOnRequestSchema = z.object({
  addOnId: idSchema,
  quantity: z.number().int().min(1).max(RENTAL_ADD_ON_QUANTITY_MAX),
});

/**
 * "Prenota": the selection, one entry per bike (its size and rider), the add-ons, and the same
 * members-only gating as a tour's booking (name checked against the register on the server, terms
 * accepted; the medical declaration only where the model's stock says so).
 */
export const rentalCheckoutRequestSchema = z
  .object({
    selection: rentalSelectionSchema,
    bikes: z.array(rentalBikeSchema).min(1).max(RENTAL_BIKES_MAX),
    addOns: z.array(rentalAddOnRequestSchema).max(20).default([]),
    customerName: singleLineText(BOOKING_TEXT_LIMITS.name).min(1),
    customerEmail: z.email().max(BOOKING_TEXT_LIMITS.email),
    customerPhone: singleLineText(BOOKING_TEXT_LIMITS.phone).optional(),
    additionalNotes: multiLineText(BOOKING_TEXT_LIMITS.notes).default(''),
    gating: bookingGatingSchema,
    locale: localeSchema,
  })
  .refine(
    (request) =>
      new Set(request.addOns.map((addOn) => addOn.addOnId)).size === request.addOns.length,
    { path: ['addOns'], message: 'Each add-on once' },
  );
export type RentalCheckoutRequest = z.input<typeof rentalCheckoutRequestSchema>;
export type ParsedRentalCheckoutRequest = z.output<typeof rentalCheckoutRequestSchema>;

export const rentalCheckoutResponseSchema = z.object({
  url: z.url().max(URL_MAX_LENGTH),
  rentalId: z.string().min(1).max(ID_MAX_LENGTH),
});
export type RentalCheckoutResponse = z.infer<typeof rentalCheckoutResponseSchema>;

/**
 * Where Stripe sends the visitor back: `/noleggia/grazie?session_id=…&rental_id=…` after paying,
 * `/noleggia?rental_cancelled=<rentalId>` when they left the checkout.
 */
export const RENTAL_SUCCESS_PATH = '/noleggia/grazie';
export const RENTAL_CANCEL_PATH = '/noleggia';

/** verifyPayment from the rental's success page: the session and the rental belong together. */
export const verifyRentalPaymentRequestSchema = z.object({
  sessionId: checkoutSessionIdSchema,
  rentalId: idSchema,
});
export type VerifyRentalPaymentRequest = z.infer<typeof verifyRentalPaymentRequestSchema>;

/** A rental as its success page, manage page and mail show it. */
export const rentalSummarySchema = z.object({
  rentalId: z.string().max(ID_MAX_LENGTH),
  modelId: z.enum(RENTAL_MODEL_IDS),
  modelName: z.string().max(80),
  formula: z.enum(RENTAL_FORMULAS),
  slot: z.enum(HALF_DAY_SLOTS).optional(),
  startDate: z.string().max(DATE_LENGTH),
  endDate: z.string().max(DATE_LENGTH),
  /** Pick-up and agreed return (ISO instants). */
  startsAt: z.string().max(TIMESTAMP_MAX_LENGTH),
  endsAt: z.string().max(TIMESTAMP_MAX_LENGTH),
  bikesBySize: z.partialRecord(z.enum(FRAME_SIZES), countSchema),
  addOns: z
    .array(
      z.object({
        addOnId: z.string().max(ID_MAX_LENGTH),
        name: z.string().max(80),
        quantity: countSchema,
      }),
    )
    .max(20),
  amountTotalCents: countSchema,
  currency: z.string().max(CURRENCY_LENGTH),
  status: z.enum(BOOKING_STATUSES),
  /** Masked unless just paid or asked by the signed-in owner, as for a booking. */
  customerEmail: z.string().max(BOOKING_TEXT_LIMITS.email),
  /** The signed ticket for the QR code, once paid. */
  ticket: z.string().max(400).optional(),
  /** Where the bikes are picked up, one line. */
  pickUpAddress: z.string().max(200),
});
export type RentalSummary = z.infer<typeof rentalSummarySchema>;

/**
 * A rental as its booker sees it (the success page, "Le mie prenotazioni"): each rider's waiver,
 * with their signing link only where the server shows the booker the contact in full.
 */
export const rentalWithWaiversSchema = rentalSummarySchema.extend({
  waivers: z.array(participantWaiverLinkSchema).max(RENTAL_BIKES_MAX).default([]),
});
export type RentalWithWaivers = z.infer<typeof rentalWithWaiversSchema>;

export const verifyRentalPaymentResponseSchema = z.object({
  success: z.boolean(),
  paymentStatus: z.enum(BOOKING_STATUSES),
  rental: rentalWithWaiversSchema.nullable(),
});
export type VerifyRentalPaymentResponse = z.infer<typeof verifyRentalPaymentResponseSchema>;

/**
 * Which rental a manage call is about: the signed link of its confirmation mail (the same links as
 * a tour's, under their own purpose), or, signed in, the id of one's own rental.
 */
export const rentalHandleSchema = z.union([
  z.object({ token: linkTokenSchema }).strict(),
  z.object({ rentalId: idSchema }).strict(),
]);
export type RentalHandle = z.infer<typeof rentalHandleSchema>;

const rentalRefundViewSchema = z.object({
  /** The policy's 100, 50 or 0. */
  percent: z.number().int().min(0).max(100),
  amountCents: countSchema,
  state: z.enum(REFUND_STATES),
});

/** The manage page: the rental, what cancelling now gives back (72 h / 24 h ladder), moves. */
export const manageRentalResponseSchema = z.object({
  rental: rentalSummarySchema,
  canCancel: z.boolean(),
  /** The refund if cancelled now (server clock), or the one made when it was cancelled. */
  refund: rentalRefundViewSchema,
  /** Whether "Cambia date" is open: paid, and more than 72 hours before the pick-up. */
  canChangeDates: z.boolean(),
});
export type ManageRentalResponse = z.infer<typeof manageRentalResponseSchema>;

export const cancelRentalResponseSchema = z.object({
  status: z.enum(BOOKING_STATUSES),
  refund: rentalRefundViewSchema,
});
export type CancelRentalResponse = z.infer<typeof cancelRentalResponseSchema>;

/**
 * "Cambia date": the same bikes and add-ons, the same formula and number of days, over another
 * interval with stock free; the price stays what was paid.
 */
export const changeRentalDatesRequestSchema = z.object({
  handle: rentalHandleSchema,
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  slot: z.enum(HALF_DAY_SLOTS).optional(),
});
export type ChangeRentalDatesRequest = z.infer<typeof changeRentalDatesRequestSchema>;

export const changeRentalDatesResponseSchema = z.object({ rental: rentalSummarySchema });
export type ChangeRentalDatesResponse = z.infer<typeof changeRentalDatesResponseSchema>;
