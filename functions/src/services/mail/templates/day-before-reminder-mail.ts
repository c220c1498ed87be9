import { bookingCode } from '@/domain/api/my-bookings';
import { formatLongDate, formatTime } from '@/domain/format';
import { MEET_MINUTES_BEFORE_DEPARTURE } from '@/content/meeting-times';
import { WEATHER_NOTES } from '@/content/weather-notes';
import type { BookingDoc } from '@functions/services/booking-base/booking-doc';
import type { MailAttachment, MailMessage } from '../types';
import {
  bookingMail,
  fieldsBlock,
  linkBlock,
  paragraphBlock,
  sectionBlock,
  ticketBlock,
} from './mail-layout';
import { practicalInfoBlocks } from './practical-info-blocks';

const COPY = {
  it: {
    subject: (tour: string, time: string) => `Domani: ${tour} alle ${time}`,
    intro: 'ti aspettiamo domani! Ecco quello che ti serve per il tour.',
    tour: 'Tour',
    date: 'Data',
    departure: 'Partenza',
    meetAt: 'Ritrovo',
    participants: 'Partecipanti',
    reference: 'Riferimento',
    ticket: 'Il tuo biglietto',
    ticketHint:
      'Mostra questo codice QR allo staff al punto di ritrovo (lo trovi anche in "Le mie prenotazioni"). In allegato il file per il calendario.',
    ticketAlt: 'Codice QR del biglietto',
    weather: 'Meteo',
    manage: 'Gestisci la prenotazione',
    manageHint:
      'Da questo link vedi la prenotazione; se non puoi più venire puoi annullarla, con il rimborso previsto dalle condizioni.',
  },
  en: {
    subject: (tour: string, time: string) => `Tomorrow: ${tour} at ${time}`,
    intro: 'see you tomorrow! Here is what you need for the tour.',
    tour: 'Tour',
    date: 'Date',
    departure: 'Departure',
    meetAt: 'Meeting time',
    participants: 'Participants',
    reference: 'Reference',
    ticket: 'Your ticket',
    ticketHint:
      'Show this QR code to the staff at the meeting point (it is also in "My bookings"). The attached file adds the tour to your calendar.',
    ticketAlt: 'Ticket QR code',
    weather: 'Weather',
    manage: 'Manage your booking',
    manageHint:
      'From this link you can see your booking; if you can no longer come you can cancel it, with the refund the terms provide.',
  },
} as const;

/**
 * The reminder of the day before, in the booking's language: when the tour leaves (the live
 * schedule's start) and when to be at the meeting point, where that is, what to bring, the
 * ticket as the confirmation carries it (QR inline by `cid:`, the calendar file attached), what
 * happens if it rains, and the manage link.
 */
export function composeDayBeforeReminder(
  bookingId: string,
  booking: BookingDoc,
  startsAt: Date,
  manageUrl: string,
  attachments: readonly MailAttachment[] = [],
): MailMessage {
  const copy = COPY[booking.locale];
  const departure = formatTime(startsAt, booking.locale);
  const meetAt = formatTime(
    new Date(startsAt.getTime() - MEET_MINUTES_BEFORE_DEPARTURE * 60_000),
    booking.locale,
  );
  const rows = [
    [copy.tour, booking.tourName],
    [copy.date, formatLongDate(booking.selectedDate, booking.locale)],
    [copy.departure, departure],
    [copy.meetAt, meetAt],
    [copy.participants, `${booking.participants} (${booking.participantNames.join(', ')})`],
    [copy.reference, bookingCode(bookingId)],
  ] as const;
  const weather = WEATHER_NOTES[booking.tourId][booking.locale];
  return bookingMail(booking, {
    subject: copy.subject(booking.tourName, departure),
    body: [
      paragraphBlock(copy.intro),
      fieldsBlock(rows),
      ...practicalInfoBlocks(booking),
      ticketBlock(copy, attachments),
      sectionBlock(copy.weather, weather),
      linkBlock(copy.manage, manageUrl, copy.manageHint),
    ],
    attachments,
  });
}
