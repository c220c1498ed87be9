import { signTicket } from '@/domain/ticket/sign-ticket';
import { ticketReference } from '@/domain/ticket/ticket-codec';
import type { BookingDoc } from '@functions/services/booking-base/booking-doc';
import type { TicketSettings } from '@functions/services/booking-base/deps';

/**
 * The signed ticket of a booking that has just been paid (src/domain/ticket): its text is the QR
 * code's content, verifiable offline by the staff area with the public key.
 */
export function issueTicket(
  bookingId: string,
  booking: Pick<BookingDoc, 'tourId' | 'selectedDate' | 'participants'>,
  now: Date,
  settings: TicketSettings,
): Promise<string> {
  return signTicket(
    {
      reference: ticketReference(bookingId),
      tourId: booking.tourId,
      date: booking.selectedDate,
      participants: booking.participants,
      issuedAt: now,
    },
    settings.signingKey,
  );
}
