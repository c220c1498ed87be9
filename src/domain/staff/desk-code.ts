import { bookingCode } from '@/domain/api/my-bookings';
import { decodeTicketPayload, splitTicket } from '@/domain/ticket/ticket-codec';

/**
 * The rental reference a desk code names: the QR code's ticket (its reference, as on every ticket
 * of the site) or the 8 characters typed by hand from the e-mail. Null when it is neither. The
 * desk matches it against the day's rentals on the phone, offline too; the person's identity
 * document is checked at the counter before bikes go out.
 */
export function deskReferenceOf(code: string): string | null {
  const typed = code.trim();
  if (/^[A-Za-z0-9_-]{8}$/.test(typed)) return typed.toUpperCase();
  const ticket = splitTicket(typed);
  const payload = ticket && decodeTicketPayload(ticket.payload);
  // A tour's ticket shown at the desk by mistake names no rental.
  return payload?.tourId.startsWith('rental:') ? payload.reference.toUpperCase() : null;
}

/** The rental of the day a desk code names, if any. */
export function findByDeskCode<Rental extends { rentalId: string }>(
  code: string,
  rentals: readonly Rental[],
): Rental | undefined {
  const reference = deskReferenceOf(code);
  return reference === null
    ? undefined
    : rentals.find((rental) => bookingCode(rental.rentalId) === reference);
}
