import { z } from '@/domain/zod';
import { TOUR_IDS } from '@/domain/tours';
import { ticketReference } from '@/domain/ticket/ticket-codec';
import { BOOKING_STATUSES, BOOKING_TEXT_LIMITS, PARTICIPANTS_MAX } from './booking';
import { dateChangeViewSchema, postponementViewSchema } from './booking-change-view';
import { ID_MAX_LENGTH } from './ids';
import { participantWaiverLinkSchema } from './participant-waiver';
import { rentalWithWaiversSchema } from './rental';
import {
  CURRENCY_LENGTH,
  DATE_LENGTH,
  TIMESTAMP_MAX_LENGTH,
  TOUR_NAME_MAX_LENGTH,
} from './lengths';

/** myBookings takes nothing: whose bookings is decided by the caller's verified ID token. */
export const myBookingsRequestSchema = z.object({}).strict();
export type MyBookingsRequest = z.infer<typeof myBookingsRequestSchema>;

/** How many of a person's most recent bookings the list shows. */
export const MY_BOOKINGS_LIMIT = 50;

/** One of the caller's bookings, with what a ticket shows; no payment or staff fields. */
const myBookingSchema = z.object({
  bookingId: z.string().min(1).max(ID_MAX_LENGTH),
  tourId: z.enum(TOUR_IDS),
  tourName: z.string().max(TOUR_NAME_MAX_LENGTH),
  selectedDate: z.string().max(DATE_LENGTH),
  participants: z.number().int().positive(),
  participantNames: z.array(z.string().max(BOOKING_TEXT_LIMITS.name)).max(PARTICIPANTS_MAX),
  customerName: z.string().max(BOOKING_TEXT_LIMITS.name),
  status: z.enum(BOOKING_STATUSES),
  amountTotalCents: z.number().int().nonnegative(),
  currency: z.string().max(CURRENCY_LENGTH),
  /** ISO timestamps. */
  createdAt: z.string().max(TIMESTAMP_MAX_LENGTH),
  paidAt: z.string().max(TIMESTAMP_MAX_LENGTH).optional(),
  /** The signed ticket (src/domain/ticket) of a paid booking: the QR code's content (~110 characters). */
  ticket: z.string().max(400).optional(),
  /** The departure (ISO): the live schedule's start time on the day, in Europe/Rome. */
  startsAt: z.string().max(TIMESTAMP_MAX_LENGTH).optional(),
  /** Each participant's waiver, with their signing link while the booking is paid and to come. */
  waivers: z.array(participantWaiverLinkSchema).max(PARTICIPANTS_MAX).default([]),
  /** The signed link to the payment's receipt (`/ricevuta?token=…`), once one was issued. */
  receiptUrl: z.string().url().max(600).optional(),
  /** "Cambia data", as on the manage page. */
  dateChange: dateChangeViewSchema.optional(),
  postponement: postponementViewSchema.optional(),
});
export type MyBooking = z.infer<typeof myBookingSchema>;

/**
 * One of the caller's e-bike rentals, as its success page shows it, its receipt's link and each
 * rider's waiver (with their signing link while the rental is paid and to come).
 */
const myRentalSchema = rentalWithWaiversSchema.extend({
  receiptUrl: z.string().url().max(600).optional(),
});
export type MyRental = z.infer<typeof myRentalSchema>;

/**
 * What "Rendiconto annuale" can be asked for: the years and the participants (a booking's, a
 * rental's riders) the account's receipts name, newest first, each name once whatever its case
 * or accents (the statement matches them so).
 */
export const statementChoicesSchema = z.object({
  years: z.array(z.number().int().min(2000).max(2200)).max(50),
  participants: z.array(z.string().max(BOOKING_TEXT_LIMITS.name)).max(500),
});
export type StatementChoices = z.infer<typeof statementChoicesSchema>;

/** A membership fee the account paid, with its receipt: "Quote associative". */
export const myFeeReceiptSchema = z.object({
  /** The receipt's first line, e.g. "Quota associativa 2027", in both languages. */
  title: z.object({ it: z.string().max(200), en: z.string().max(200) }),
  /** The member the fee is for. */
  member: z.string().max(BOOKING_TEXT_LIMITS.name),
  amountCents: z.number().int().min(0),
  receiptNumber: z.string().max(20),
  receiptUrl: z.string().url().max(600),
});
export type MyFeeReceipt = z.infer<typeof myFeeReceiptSchema>;

export const myBookingsResponseSchema = z.object({
  /** Newest first (by creation). */
  bookings: z.array(myBookingSchema).max(MY_BOOKINGS_LIMIT),
  /** The rentals, newest first; a copy kept on the device from before rentals has none. */
  rentals: z.array(myRentalSchema).max(MY_BOOKINGS_LIMIT).default([]),
  statement: statementChoicesSchema.default({ years: [], participants: [] }),
  /** The membership fees the account paid, newest first. */
  fees: z.array(myFeeReceiptSchema).max(MY_BOOKINGS_LIMIT).default([]),
  /** When the server read them (ISO timestamp), for the offline copy's "last updated" note. */
  asOf: z.string().max(TIMESTAMP_MAX_LENGTH),
});
export type MyBookingsResponse = z.infer<typeof myBookingsResponseSchema>;

/** The short code a person quotes to staff: the ticket's reference, upper-cased. */
export function bookingCode(bookingId: string): string {
  return ticketReference(bookingId).toUpperCase();
}
