import { bookingCode } from '@/domain/api/my-bookings';
import { formatLongDate, formatTime } from '@/domain/format';
import { TOUR_PRACTICAL_INFO } from '@/content/tour-practical-info';
import type { BookingDoc } from '@functions/services/booking-base/booking-doc';

/**
 * What the mails of a booking moved to another date (the customer's or staff's change, a
 * postponement) word alike, so they never tell the same facts in two ways.
 */
export const MOVED_BOOKING_WORDS = {
  it: {
    tour: 'Tour',
    newDate: 'Nuova data',
    startTime: 'Partenza',
    participants: 'Partecipanti',
    reference: 'Riferimento',
    meetingPoint: 'Punto di ritrovo',
    ticketHint:
      'Il biglietto è stato riemesso per la nuova data: mostra questo codice QR allo staff al punto di ritrovo (quello precedente non vale più). In allegato il file aggiornato per il calendario.',
    ticketAlt: 'Codice QR del biglietto',
  },
  en: {
    tour: 'Tour',
    newDate: 'New date',
    startTime: 'Start',
    participants: 'Participants',
    reference: 'Reference',
    meetingPoint: 'Meeting point',
    ticketHint:
      'The ticket was reissued for the new date: show this QR code to the staff at the meeting point (the previous one is no longer valid). The attached file updates your calendar.',
    ticketAlt: 'Ticket QR code',
  },
} as const;

/**
 * The facts of a moved booking, in its language: the tour, the date it was on (under each mail's
 * own label), the new date, its start time once the booking is there, the party, the reference and
 * the meeting point.
 */
export function movedBookingRows(
  bookingId: string,
  booking: Pick<BookingDoc, 'tourId' | 'tourName' | 'participants' | 'locale'>,
  move: { fromLabel: string; from: string; to: string; startsAt: Date | null },
): (readonly [string, string])[] {
  const { locale } = booking;
  const words = MOVED_BOOKING_WORDS[locale];
  return [
    [words.tour, booking.tourName],
    [move.fromLabel, formatLongDate(move.from, locale)],
    [words.newDate, formatLongDate(move.to, locale)],
    ...(move.startsAt ? [[words.startTime, formatTime(move.startsAt, locale)] as const] : []),
    [words.participants, String(booking.participants)],
    [words.reference, bookingCode(bookingId)],
    [words.meetingPoint, TOUR_PRACTICAL_INFO[booking.tourId].meetingPoint[locale]],
  ];
}
