import { formatLongDate, formatTime } from '@/domain/format';
import { ticketQrAttachment } from '@functions/services/mail/ticket-qr';
import { sectionBlock, type MailBlock } from '@functions/services/mail/templates/mail-layout';
import type { MailAttachment } from '@functions/services/mail/types';
import { pickUpAddress, type RentalDoc } from './rental-docs';

/**
 * What every mail about a rental shows alike, so the confirmation and the change mails never
 * drift apart (imported as a namespace, `rentalMail`): the words for the pick-up and return, the
 * reference, the ticket and where to go; the interval's rows, the ticket's QR, the pick-up place.
 */
export const WORDS = {
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
export function intervalRows(
  rental: Pick<RentalDoc, 'startDate' | 'endDate' | 'startsAt' | 'endsAt' | 'locale'>,
): (readonly [string, string])[] {
  const { locale } = rental;
  const words = WORDS[locale];
  const moment = (date: string, at: Date) =>
    `${formatLongDate(date, locale)}, ${formatTime(at, locale)}`;
  return [
    [words.pickUp, moment(rental.startDate, rental.startsAt.toDate())],
    [words.returnBy, moment(rental.endDate, rental.endsAt.toDate())],
  ];
}

/** The ticket's QR code, inline, for a rental mail that shows the ticket (none until it is issued). */
export async function ticketAttachments(
  rental: Pick<RentalDoc, 'ticket'>,
): Promise<MailAttachment[]> {
  return rental.ticket ? [await ticketQrAttachment(rental.ticket)] : [];
}

/** Where the bikes are picked up and returned, in the rental's language. */
export function pickUpPlaceBlock(rental: Pick<RentalDoc, 'locale'>): MailBlock {
  return sectionBlock(WORDS[rental.locale].where, pickUpAddress());
}
