import { formatLongDate } from '@/domain/format';
import type { BookingDoc } from '@functions/services/booking-base/booking-doc';
import type { MailAttachment, MailMessage } from '../types';
import { bookingMail, fieldsBlock, linkBlock, paragraphBlock, ticketBlock } from './mail-layout';
import { MOVED_BOOKING_WORDS, movedBookingRows } from './moved-booking-rows';

const COPY = {
  it: {
    subject: (tour: string, date: string) => `Data cambiata: ${tour}, ${date}`,
    intro: {
      customer: 'la tua prenotazione è stata spostata alla nuova data che hai scelto.',
      staff: 'su tua richiesta il nostro staff ha spostato la tua prenotazione a una nuova data.',
    },
    ...MOVED_BOOKING_WORDS.it,
    oldDate: 'Data precedente',
    ticket: 'Il tuo nuovo biglietto',
    manage: 'Gestisci la prenotazione',
  },
  en: {
    subject: (tour: string, date: string) => `Date changed: ${tour}, ${date}`,
    intro: {
      customer: 'your booking has been moved to the new date you chose.',
      staff: 'as you asked, our staff moved your booking to a new date.',
    },
    ...MOVED_BOOKING_WORDS.en,
    oldDate: 'Previous date',
    ticket: 'Your new ticket',
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
  const rows = movedBookingRows(bookingId, booking, {
    fromLabel: copy.oldDate,
    from: input.from,
    to: booking.selectedDate,
    startsAt: input.startsAt,
  });
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
