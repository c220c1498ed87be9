import { bookingCode } from '@/domain/api/my-bookings';
import type { ParticipantWaiverLink } from '@/domain/api/participant-waiver';
import { formatLongDate, formatTime } from '@/domain/format';
import type { BookingDoc } from '@functions/services/booking-base/booking-doc';
import type { MailMessage } from '../types';
import { bookingMail, paragraphBlock } from './mail-layout';
import { waiverLinksBlock } from './waiver-links';

const COPY = {
  it: {
    subject: (tour: string, date: string) => `Liberatorie da firmare: ${tour}, ${date}`,
    intro: (tour: string, date: string, time: string, missing: number) =>
      `il tour ${tour} parte ${date} alle ${time} e ${
        missing === 1
          ? 'un partecipante non ha ancora firmato la liberatoria'
          : `${missing} partecipanti non hanno ancora firmato la liberatoria`
      }, che va firmata prima di partire.`,
    reference: (code: string) => `Riferimento prenotazione: ${code}`,
    rentalSubject: (model: string, date: string) =>
      `Liberatorie da firmare: noleggio ${model}, ${date}`,
    rentalIntro: (model: string, date: string, time: string, missing: number) =>
      `il ritiro delle bici ${model} è ${date} alle ${time} e ${
        missing === 1
          ? 'chi pedala una bici non ha ancora firmato la liberatoria'
          : `${missing} ciclisti non hanno ancora firmato la liberatoria`
      }: senza, la bici non viene consegnata.`,
    rentalReference: (code: string) => `Riferimento noleggio: ${code}`,
  },
  en: {
    subject: (tour: string, date: string) => `Waivers still to sign: ${tour}, ${date}`,
    intro: (tour: string, date: string, time: string, missing: number) =>
      `${tour} leaves on ${date} at ${time} and ${
        missing === 1
          ? 'one participant has not signed the waiver yet'
          : `${missing} participants have not signed the waiver yet`
      }; it must be signed before setting off.`,
    reference: (code: string) => `Booking reference: ${code}`,
    rentalSubject: (model: string, date: string) =>
      `Waivers still to sign: ${model} rental, ${date}`,
    rentalIntro: (model: string, date: string, time: string, missing: number) =>
      `the ${model} bikes are picked up on ${date} at ${time} and ${
        missing === 1
          ? 'one rider has not signed the waiver yet'
          : `${missing} riders have not signed the waiver yet`
      }: without it, no bike is handed over.`,
    rentalReference: (code: string) => `Rental reference: ${code}`,
  },
} as const;

/**
 * The reminder sent to the booker before the tour, in the booking's language: who has not
 * signed the waiver yet, each with their own signing link to forward.
 */
export function composeWaiverReminder(
  bookingId: string,
  booking: BookingDoc,
  startsAt: Date,
  missing: readonly ParticipantWaiverLink[],
): MailMessage {
  const copy = COPY[booking.locale];
  const date = formatLongDate(booking.selectedDate, booking.locale);
  const intro = copy.intro(
    booking.tourName,
    date,
    formatTime(startsAt, booking.locale),
    missing.length,
  );
  const waivers = waiverLinksBlock(missing, booking.locale);
  const reference = copy.reference(bookingCode(bookingId));
  return bookingMail(booking, {
    subject: copy.subject(booking.tourName, date),
    body: [paragraphBlock(intro), waivers, paragraphBlock(reference)],
  });
}

/** What the rental's reminder reads of it (the rental's module owns the document). */
export interface RemindedRental {
  customerName: string;
  customerEmail: string;
  locale: BookingDoc['locale'];
  modelName: string;
  /** The first day: the pick-up's. */
  startDate: string;
}

/**
 * The same reminder for a rental, before the pick-up: which riders have not signed yet, each with
 * their own link; no bike goes out without it.
 */
export function composeRentalWaiverReminder(
  rentalId: string,
  rental: RemindedRental,
  startsAt: Date,
  missing: readonly ParticipantWaiverLink[],
): MailMessage {
  const copy = COPY[rental.locale];
  const date = formatLongDate(rental.startDate, rental.locale);
  const time = formatTime(startsAt, rental.locale);
  return bookingMail(rental, {
    subject: copy.rentalSubject(rental.modelName, date),
    body: [
      paragraphBlock(copy.rentalIntro(rental.modelName, date, time, missing.length)),
      waiverLinksBlock(missing, rental.locale, 'rental'),
      paragraphBlock(copy.rentalReference(bookingCode(rentalId))),
    ],
  });
}
