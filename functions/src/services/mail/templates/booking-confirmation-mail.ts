import { bookingCode } from '@/domain/api/my-bookings';
import { formatEuros, formatLongDate } from '@/domain/format';
import { TOUR_PRACTICAL_INFO } from '@/content/tour-practical-info';
import type { BookingDoc } from '@functions/services/booking/booking-doc';
import { fieldTable, heading, htmlDocument, paragraph, textTable } from '../html';
import { signature } from './common';
import type { MailMessage } from '../types';

const COPY = {
  it: {
    subject: (tour: string, date: string) => `Prenotazione confermata: ${tour}, ${date}`,
    greeting: (name: string) => `Ciao ${name},`,
    intro: 'il pagamento è andato a buon fine e la tua prenotazione è confermata.',
    tour: 'Tour',
    date: 'Data',
    participants: 'Partecipanti',
    amount: 'Totale pagato',
    reference: 'Riferimento',
    meetingPoint: 'Punto di ritrovo',
    whatToBring: 'Cosa portare',
    notes: [
      'Porta con te un certificato medico sportivo non agonistico valido, in originale.',
      'Se non desideri comparire in foto o video che potrebbero essere pubblicati, avvisa lo staff prima del tour.',
      'In caso di maltempo ti avviseremo di eventuali cambiamenti.',
    ],
  },
  en: {
    subject: (tour: string, date: string) => `Booking confirmed: ${tour}, ${date}`,
    greeting: (name: string) => `Hello ${name},`,
    intro: 'your payment went through and your booking is confirmed.',
    tour: 'Tour',
    date: 'Date',
    participants: 'Participants',
    amount: 'Total paid',
    reference: 'Reference',
    meetingPoint: 'Meeting point',
    whatToBring: 'What to bring',
    notes: [
      'Bring a valid non-competitive sports medical certificate, in original.',
      'If you do not want to appear in photos or videos that may be published, tell the staff before the tour.',
      'In bad weather we will let you know of any changes.',
    ],
  },
} as const;

/**
 * The customer's confirmation of a paid booking, in the booking's language: tour, date,
 * participants, amount, meeting point and what to bring. Every user-typed text is escaped by the
 * mail HTML helpers.
 */
export function composeBookingConfirmation(bookingId: string, booking: BookingDoc): MailMessage {
  const copy = COPY[booking.locale];
  const info = TOUR_PRACTICAL_INFO[booking.tourId];
  const date = formatLongDate(booking.selectedDate, booking.locale);
  const rows = [
    [copy.tour, booking.tourName],
    [copy.date, date],
    [copy.participants, `${booking.participants} (${booking.participantNames.join(', ')})`],
    [copy.amount, formatEuros(booking.amountTotalCents, booking.locale)],
    [copy.reference, bookingCode(bookingId)],
  ] as const;
  const practical = [
    [copy.meetingPoint, info.meetingPoint[booking.locale]],
    [copy.whatToBring, info.whatToBring[booking.locale]],
  ] as const;
  const subject = copy.subject(booking.tourName, date);
  const closing = signature(booking.locale);
  return {
    to: [{ name: booking.customerName, address: booking.customerEmail }],
    subject,
    text: [
      copy.greeting(booking.customerName),
      copy.intro,
      textTable(rows),
      ...practical.map(([label, text]) => `${label}:\n${text}`),
      copy.notes.map((note) => `- ${note}`).join('\n'),
      closing.join('\n'),
    ].join('\n\n'),
    html: htmlDocument(booking.locale, subject, [
      paragraph(copy.greeting(booking.customerName)),
      paragraph(copy.intro),
      fieldTable(rows),
      ...practical.flatMap(([label, text]) => [heading(label), paragraph(text)]),
      paragraph(copy.notes.map((note) => `• ${note}`).join('\n')),
      paragraph(closing.join('\n')),
    ]),
  };
}
