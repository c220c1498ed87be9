import { formatEuros } from '../../../src/domain/money';
import { TOUR_PRACTICAL_INFO } from '../../../src/domain/tour-practical-info';
import type { BookingDoc } from './booking/booking-doc';

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

type Locale = BookingDoc['locale'];

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
    closing: 'A presto sui colli della Valpolicella!',
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
    closing: 'See you soon in the Valpolicella hills!',
  },
} as const;

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A calendar day as words, e.g. "sabato 28 novembre 2026" / "Saturday 28 November 2026". */
function longDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'it' ? 'it-IT' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** The customer's confirmation e-mail of a paid booking, in the booking's language. */
export function composeBookingConfirmation(bookingId: string, booking: BookingDoc): ComposedMail {
  const copy = COPY[booking.locale];
  const info = TOUR_PRACTICAL_INFO[booking.tourId];
  const date = longDate(booking.selectedDate, booking.locale);
  const rows: [string, string][] = [
    [copy.tour, booking.tourName],
    [copy.date, date],
    [copy.participants, `${booking.participants} (${booking.participantNames.join(', ')})`],
    [copy.amount, formatEuros(booking.amountTotalCents, booking.locale)],
    [copy.reference, bookingId.slice(0, 8).toUpperCase()],
  ];
  const sections: [string, string][] = [
    [copy.meetingPoint, info.meetingPoint[booking.locale]],
    [copy.whatToBring, info.whatToBring[booking.locale]],
  ];
  const text = [
    copy.greeting(booking.customerName),
    copy.intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...sections.flatMap(([label, value]) => [`${label}: ${value}`, '']),
    ...copy.notes.map((note) => `- ${note}`),
    '',
    copy.closing,
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${booking.locale}"><body>`,
    `<p>${escapeHtml(copy.greeting(booking.customerName))}</p>`,
    `<p>${escapeHtml(copy.intro)}</p>`,
    '<table>',
    ...rows.map(([l, v]) => `<tr><th align="left">${escapeHtml(l)}</th><td>${escapeHtml(v)}</td></tr>`),
    '</table>',
    ...sections.map(([l, v]) => `<h2>${escapeHtml(l)}</h2><p>${escapeHtml(v)}</p>`),
    `<ul>${copy.notes.map((note) => `<li>${escapeHtml(note)}</li>`).join('')}</ul>`,
    `<p>${escapeHtml(copy.closing)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: copy.subject(booking.tourName, date), text, html };
}
