import { z } from '@/domain/zod';
import { checkoutSessionIdSchema, ID_MAX_LENGTH, idSchema } from './ids';
import { CURRENCY_LENGTH, DATE_LENGTH, TOUR_NAME_MAX_LENGTH, URL_MAX_LENGTH } from './lengths';
import { linkTokenSchema } from './link-token';
import { localeSchema } from './locale-schema';
import { participantWaiverLinkSchema } from './participant-waiver';
import {
  PARTICIPANTS_MAX,
  PARTICIPANTS_MIN,
  partySizeSchema,
  PERSON_NAME_MAX_LENGTH,
} from './party';
import { multiLineText, singleLineText } from './text';
import { TOUR_IDS } from '@/domain/tours';
import { VOUCHER_CODE_INPUT_MAX } from '@/domain/vouchers/code';
import { bookingFeeSchema } from './membership-fee';
import { isoDateSchema } from './calendar-schemas';

export { PARTICIPANTS_MAX, PARTICIPANTS_MIN } from './party';

/** The longest text the booking form takes in each field: the schema refuses more. */
export const BOOKING_TEXT_LIMITS = {
  name: PERSON_NAME_MAX_LENGTH,
  email: 200,
  phone: 40,
  notes: 2000,
  /** A terms version is a date, `YYYY-MM-DD`; the server compares it with the current one. */
  termsVersion: 20,
} as const;

/**
 * How the server found the member: in the register, not at all (a booking staff check), or on an
 * application waiting for the board (`settings/membership.provisionalBooking`).
 */
export const MEMBER_MATCHES = ['found', 'not_found', 'pending_application'] as const;
export type MemberMatch = (typeof MEMBER_MATCHES)[number];

/** What the visitor declared in the form; the server re-checks every claim it can. */
export const bookingGatingSchema = z.object({
  isMember: z.boolean(),
  termsAccepted: z.boolean(),
  termsVersion: z.string().max(BOOKING_TEXT_LIMITS.termsVersion),
  termsAcceptedAt: z.iso.datetime(),
  medicalCertDeclared: z.boolean(),
  /** Never trusted: the server finds the member in the register itself. */
  memberId: idSchema.nullable(),
  memberMatch: z.enum(MEMBER_MATCHES),
  /**
   * The membership application the visitor sent from the booking card (or a renewal): the server
   * accepts it only if it stored it itself, for this name, within the hour, and the setting allows.
   */
  applicationId: idSchema.optional(),
  memberNameEntered: singleLineText(BOOKING_TEXT_LIMITS.name),
});

export const bookingRequestSchema = z
  .object({
    tourId: z.enum(TOUR_IDS),
    customerName: singleLineText(BOOKING_TEXT_LIMITS.name).min(1),
    customerEmail: z.email().max(BOOKING_TEXT_LIMITS.email),
    customerPhone: singleLineText(BOOKING_TEXT_LIMITS.phone).optional(),
    participants: partySizeSchema,
    selectedDate: isoDateSchema,
    additionalNotes: multiLineText(BOOKING_TEXT_LIMITS.notes).default(''),
    participantNames: z
      .array(singleLineText(BOOKING_TEXT_LIMITS.name).min(1))
      .min(PARTICIPANTS_MIN)
      .max(PARTICIPANTS_MAX),
    gating: bookingGatingSchema,
    /** The visitor's language, for the confirmation e-mail. */
    locale: localeSchema,
    /**
     * The waiting-list offer's token (src/domain/api/waitlist.ts) when the visitor came from its
     * mail: the seats held for the offer count as free for this checkout (and no one else's).
     */
    waitlistOffer: linkTokenSchema.optional(),
    /**
     * "Hai un buono regalo?": a gift voucher's code as typed (case, spaces and dashes free); the
     * server finds the voucher and takes its part of the price off in the booking's own commit.
     */
    voucherCode: z.string().trim().max(VOUCHER_CODE_INPUT_MAX).optional(),
  })
  .refine((request) => request.participantNames.length === request.participants, {
    path: ['participantNames'],
    message: 'One name per participant',
  });
export type BookingRequest = z.input<typeof bookingRequestSchema>;
export type ParsedBookingRequest = z.output<typeof bookingRequestSchema>;

export const checkoutSessionResponseSchema = z.object({
  url: z.url().max(URL_MAX_LENGTH),
  bookingId: z.string().min(1).max(ID_MAX_LENGTH),
});
export type CheckoutSessionResponse = z.infer<typeof checkoutSessionResponseSchema>;

export const BOOKING_STATUSES = ['pending', 'paid', 'expired', 'cancelled', 'refunded'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const verifyPaymentRequestSchema = z.object({
  sessionId: checkoutSessionIdSchema,
  bookingId: idSchema,
});
export type VerifyPaymentRequest = z.infer<typeof verifyPaymentRequestSchema>;

/** The booking as the success page shows it. */
export const bookingSummarySchema = z.object({
  bookingId: z.string().max(ID_MAX_LENGTH),
  tourId: z.enum(TOUR_IDS),
  tourName: z.string().max(TOUR_NAME_MAX_LENGTH).optional(),
  selectedDate: z.string().max(DATE_LENGTH),
  participants: z.number().int(),
  customerEmail: z.string().max(BOOKING_TEXT_LIMITS.email),
  customerPhone: z.string().max(BOOKING_TEXT_LIMITS.phone).optional(),
  totalAmountCents: z.number().int(),
  currency: z.string().max(CURRENCY_LENGTH),
  status: z.enum(BOOKING_STATUSES),
  /** A paid booking's participants with their signing links: the lead signs at once. */
  waivers: z.array(participantWaiverLinkSchema).max(PARTICIPANTS_MAX).default([]),
  /** The membership fee paid in the same Checkout (joining or renewing in the booking card). */
  membershipFee: bookingFeeSchema.optional(),
});
export type BookingSummary = z.infer<typeof bookingSummarySchema>;

export const verifyPaymentResponseSchema = z.object({
  success: z.boolean(),
  paymentStatus: z.enum(BOOKING_STATUSES),
  booking: bookingSummarySchema.nullable(),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;
