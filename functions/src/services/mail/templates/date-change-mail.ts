import { bookingCode } from '@/domain/api/my-bookings';
import { formatLongDate, formatTime } from '@/domain/format';
import { TOUR_PRACTICAL_INFO } from '@/content/tour-practical-info';
import type { BookingDoc } from '@functions/services/booking-base/booking-doc';
import type { MailAttachment, MailMessage } from '../types';
import { bookingMail, fieldsBlock, linkBlock, paragraphBlock, ticketBlock } from './mail-layout';

const COPY = {
  it: {
    subject: (tour: string, date: string) => `Data cambiata: ${tour}, ${date}`,
    intro: {
      customer: 'la tua prenotazione è stata spostata alla nuova data che hai scelto.',
      staff: 'su tua richiesta il nostro staff ha spostato la tua prenotazione a una nuova data.',
    },
    tour: 'Tour',
    oldDate: 'Data precedente',
    newDate: 'Nuova data',
    startTime: 'Partenza',
    participants: 'Partecipanti',
    reference: 'Riferimento',
    meetingPoint: 'Punto di ritrovo',
    ticket: 'Il tuo nuovo biglietto',
    ticketHint:
      'Il biglietto è stato riemesso per la nuova data: mostra questo codice QR allo staff al punto di ritrovo (quello precedente non vale più). In allegato il file aggiornato per il calendario.',
    ticketAlt: 'Codice QR del biglietto',
    manage: 'Gestisci la prenotazione',
  },
  en: {
    subject: (tour: string, date: string) => `Date changed: ${tour}, ${date}`,
    intro: {
      customer: 'your booking has been moved to the new date you chose.',
      staff: 'as you asked, our staff moved your booking to a new date.',
    },
    tour: 'Tour',
    oldDate: 'Previous date',
    newDate: 'New date',
    startTime: 'Start',
    participants: 'Participants',
    reference: 'Reference',
    meetingPoint: 'Meeting point',
    ticket: 'Your new ticket',
    ticketHint:
      'The ticket was reissued for the new date: show this QR code to the staff at the meeting point (the previous one is no longer valid). The attached file updates your calendar.',
    ticketAlt: 'Ticket QR code',
    manage: 'Manage your booking',
  },
} as const;

export interface DateChangeMailInput {
  /** The date the booking was on. */
  from: string;
  /** When the tour leaves on the new date. */
  startsAt: Date;
  by: 'customer' | 'staff';
  manageUrl: string;
  /** The reissued ticket's QR (inline, by `cid:`) and the new date's .ics. */
  attachments: readonly MailAttachment[];
}

/**
 * The customer's confirmation that their booking moved to another date, in the booking's language:
 * the old and the new date, the start time, the reissued ticket's QR code and the updated calendar
 * file, and the manage link. `booking` is the booking as moved (its `selectedDate` the new date).
 */
export function composeDateChangeMail(
  bookingId: string,
  booking: BookingDoc,
  input: DateChangeMailInput,
): MailMessage {
  const copy = COPY[booking.locale];
  const newDate = formatLongDate(booking.selectedDate, booking.locale);
  const rows = [
    [copy.tour, booking.tourName],
    [copy.oldDate, formatLongDate(input.from, booking.locale)],
    [copy.newDate, newDate],
    [copy.startTime, formatTime(input.startsAt, booking.locale)],
    [copy.participants, String(booking.participants)],
    [copy.reference, bookingCode(bookingId)],
    [copy.meetingPoint, TOUR_PRACTICAL_INFO[booking.tourId].meetingPoint[booking.locale]],
  ] as const;
  return bookingMail(booking, {
    subject: copy.subject(booking.tourName, newDate),
    body: [
      paragraphBlock(copy.intro[input.by]),
      fieldsBlock(rows),
      ticketBlock(copy, input.attachments),
      linkBlock(copy.manage, input.manageUrl),
    ],
    attachments: input.attachments,
  });
}
