import { z } from '@/domain/zod';
import { TOUR_IDS } from '@/domain/tours';
import { ticketReference } from '@/domain/ticket/ticket-codec';
import { BOOKING_STATUSES } from './booking';

/** myBookings takes nothing: whose bookings is decided by the caller's verified ID token. */
export const myBookingsRequestSchema = z.object({}).strict();
export type MyBookingsRequest = z.infer<typeof myBookingsRequestSchema>;

/** How many of a person's most recent bookings the list shows. */
export const MY_BOOKINGS_LIMIT = 50;

/** One of the caller's bookings, with what a ticket shows; no payment or staff fields. */
const myBookingSchema = z.object({
  bookingId: z.string().min(1),
  tourId: z.enum(TOUR_IDS),
  tourName: z.string(),
  selectedDate: z.string(),
  participants: z.number().int().positive(),
  participantNames: z.array(z.string()),
  customerName: z.string(),
  status: z.enum(BOOKING_STATUSES),
  amountTotalCents: z.number().int().nonnegative(),
  currency: z.string(),
  /** ISO timestamps. */
  createdAt: z.string(),
  paidAt: z.string().optional(),
  /** The signed ticket (src/domain/ticket) of a paid booking: the QR code's content. */
  ticket: z.string().optional(),
  /** The departure (ISO): the live schedule's start time on the day, in Europe/Rome. */
  startsAt: z.string().optional(),
});
export type MyBooking = z.infer<typeof myBookingSchema>;

export const myBookingsResponseSchema = z.object({
  /** Newest first (by creation). */
  bookings: z.array(myBookingSchema),
  /** When the server read them (ISO timestamp), for the offline copy's "last updated" note. */
  asOf: z.string(),
});
export type MyBookingsResponse = z.infer<typeof myBookingsResponseSchema>;

/** The short code a person quotes to staff: the ticket's reference, upper-cased. */
export function bookingCode(bookingId: string): string {
  return ticketReference(bookingId).toUpperCase();
}
