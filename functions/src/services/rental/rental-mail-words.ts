import { formatLongDate, formatTime } from '@/domain/format';
import type { RentalDoc } from './rental-docs';

/**
 * What every mail about a rental words alike, so the confirmation and the change mails never
 * drift apart: the pick-up and return, the reference, the ticket and where to go.
 */
export const RENTAL_MAIL_WORDS = {
  it: {
    pickUp: 'Ritiro',
    returnBy: 'Riconsegna entro',
    reference: 'Riferimento',
    where: 'Dove ritirare e riconsegnare',
    ticket: 'Il tuo biglietto',
    ticketHint: 'Mostra questo codice QR al banco al ritiro delle bici.',
    ticketAlt: 'Codice QR del noleggio',
  },
  en: {
    pickUp: 'Pick-up',
    returnBy: 'Return by',
    reference: 'Reference',
    where: 'Where to pick up and return',
    ticket: 'Your ticket',
    ticketHint: 'Show this QR code at the desk when you pick up the bikes.',
    ticketAlt: 'Rental QR code',
  },
} as const;

/** The pick-up and return rows, in the rental's language: each the day and the time in Rome. */
export function rentalIntervalRows(
  rental: Pick<RentalDoc, 'startDate' | 'endDate' | 'startsAt' | 'endsAt' | 'locale'>,
): (readonly [string, string])[] {
  const { locale } = rental;
  const words = RENTAL_MAIL_WORDS[locale];
  const moment = (date: string, at: Date) =>
    `${formatLongDate(date, locale)}, ${formatTime(at, locale)}`;
  return [
    [words.pickUp, moment(rental.startDate, rental.startsAt.toDate())],
    [words.returnBy, moment(rental.endDate, rental.endsAt.toDate())],
  ];
}
