import { z } from '@/domain/zod';
import { localeSchema } from './locale-schema';
import { isIsoDate } from '@/domain/calendar';
import { TOUR_IDS } from '@/domain/tours';

export const PARTICIPANTS_MIN = 1;
export const PARTICIPANTS_MAX = 9;

const trimmed = (max: number) => z.string().trim().max(max);

/** What the visitor declared in the form; the server re-checks every claim it can. */
const bookingGatingSchema = z.object({
  isMember: z.boolean(),
  termsAccepted: z.boolean(),
  termsVersion: z.string(),
  termsAcceptedAt: z.iso.datetime(),
  medicalCertDeclared: z.boolean(),
  memberId: z.string().max(40).nullable(),
  memberMatch: z.enum(['found', 'not_found']),
  memberNameEntered: trimmed(120),
});

export const bookingRequestSchema = z
  .object({
    tourId: z.enum(TOUR_IDS),
    customerName: trimmed(120).min(1),
    customerEmail: z.email().max(200),
    customerPhone: trimmed(40).optional(),
    participants: z.number().int().min(PARTICIPANTS_MIN).max(PARTICIPANTS_MAX),
    selectedDate: z.string().refine(isIsoDate, 'Invalid date'),
    additionalNotes: trimmed(2000).default(''),
    participantNames: z.array(trimmed(120).min(1)).min(PARTICIPANTS_MIN).max(PARTICIPANTS_MAX),
    gating: bookingGatingSchema,
    /** The visitor's language, for the confirmation e-mail. */
    locale: localeSchema,
  })
  .refine((request) => request.participantNames.length === request.participants, {
    path: ['participantNames'],
    message: 'One name per participant',
  });
export type BookingRequest = z.input<typeof bookingRequestSchema>;
export type ParsedBookingRequest = z.output<typeof bookingRequestSchema>;

export const checkoutSessionResponseSchema = z.object({
  url: z.url(),
  bookingId: z.string().min(1),
});
export type CheckoutSessionResponse = z.infer<typeof checkoutSessionResponseSchema>;

export const BOOKING_STATUSES = ['pending', 'paid', 'expired', 'cancelled', 'refunded'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const verifyPaymentRequestSchema = z.object({
  sessionId: z.string().trim().min(1).max(200),
  bookingId: z.string().trim().min(1).max(100),
});
export type VerifyPaymentRequest = z.infer<typeof verifyPaymentRequestSchema>;

/** The booking as the success page shows it. */
export const bookingSummarySchema = z.object({
  bookingId: z.string(),
  tourId: z.enum(TOUR_IDS),
  tourName: z.string().optional(),
  selectedDate: z.string(),
  participants: z.number().int(),
  customerEmail: z.string(),
  customerPhone: z.string().optional(),
  totalAmountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(BOOKING_STATUSES),
});
export type BookingSummary = z.infer<typeof bookingSummarySchema>;

export const verifyPaymentResponseSchema = z.object({
  success: z.boolean(),
  paymentStatus: z.enum(BOOKING_STATUSES),
  booking: bookingSummarySchema.nullable(),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;
