import { bookingCode } from '@/domain/api/my-bookings';
import type { ParticipantWaiverLink } from '@/domain/api/participant-waiver';
import type { WaiverActivity } from '@/domain/api/waiver';
import { formatLongDate, formatTime } from '@/domain/format';
import type { BookingDoc } from '@functions/services/booking-base/booking-doc';
import type { MailMessage } from '../types';
import { bookingMail, paragraphBlock } from './mail-layout';
import { waiverLinksBlock } from './waiver-links';

const COPY = {
  it: {
    tour: {
      subject: (tour: string, date: string) => `Liberatorie da firmare: ${tour}, ${date}`,
      intro: (tour: string, date: string, time: string, missing: number) =>
        `il tour ${tour} parte ${date} alle ${time} e ${
          missing === 1
            ? 'un partecipante non ha ancora firmato la liberatoria'
            : `${missing} partecipanti non hanno ancora firmato la liberatoria`
        }, che va firmata prima di partire.`,
      reference: (code: string) => `Riferimento prenotazione: ${code}`,
    },
    rental: {
      subject: (model: string, date: string) =>
        `Liberatorie da firmare: noleggio ${model}, ${date}`,
      intro: (model: string, date: string, time: string, missing: number) =>
        `il ritiro delle bici ${model} è ${date} alle ${time} e ${
          missing === 1
            ? 'chi pedala una bici non ha ancora firmato la liberatoria'
            : `${missing} ciclisti non hanno ancora firmato la liberatoria`
        }: senza, la bici non viene consegnata.`,
      reference: (code: string) => `Riferimento noleggio: ${code}`,
    },
  },
  en: {
    tour: {
      subject: (tour: string, date: string) => `Waivers still to sign: ${tour}, ${date}`,
      intro: (tour: string, date: string, time: string, missing: number) =>
        `${tour} leaves on ${date} at ${time} and ${
          missing === 1
            ? 'one participant has not signed the waiver yet'
            : `${missing} participants have not signed the waiver yet`
        }; it must be signed before setting off.`,
      reference: (code: string) => `Booking reference: ${code}`,
    },
    rental: {
      subject: (model: string, date: string) => `Waivers still to sign: ${model} rental, ${date}`,
      intro: (model: string, date: string, time: string, missing: number) =>
        `the ${model} bikes are picked up on ${date} at ${time} and ${
          missing === 1
            ? 'one rider has not signed the waiver yet'
            : `${missing} riders have not signed the waiver yet`
        }: without it, no bike is handed over.`,
      reference: (code: string) => `Rental reference: ${code}`,
    },
  },
} as const;

/** What a reminder is about: a tour's booking or a rental, and the person who booked it. */
export interface RemindedBooking {
  kind: WaiverActivity;
  /** The booking's or the rental's id, whose code the mail gives as its reference. */
  id: string;
  to: Pick<BookingDoc, 'customerName' | 'customerEmail' | 'locale'>;
  /** The tour's name, or the rented model's. */
  name: string;
  /** The tour's day, or the pick-up's. */
  date: string;
  /** When the tour leaves, or the bikes are picked up. */
  startsAt: Date;
}

/**
 * The reminder sent to the booker before the tour or the pick-up, in their language: who has not
 * signed the waiver yet, each with their own signing link to forward (no one sets off, and no bike
 * goes out, without it).
 */
export function composeWaiverReminder(
  reminded: RemindedBooking,
  missing: readonly ParticipantWaiverLink[],
): MailMessage {
  const { locale } = reminded.to;
  const copy = COPY[locale][reminded.kind];
  const date = formatLongDate(reminded.date, locale);
  const time = formatTime(reminded.startsAt, locale);
  return bookingMail(reminded.to, {
    subject: copy.subject(reminded.name, date),
    body: [
      paragraphBlock(copy.intro(reminded.name, date, time, missing.length)),
      waiverLinksBlock(missing, locale, reminded.kind),
      paragraphBlock(copy.reference(bookingCode(reminded.id))),
    ],
  });
}
