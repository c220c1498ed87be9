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
