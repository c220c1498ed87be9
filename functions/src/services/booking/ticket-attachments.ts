import { calendarFileName, tourCalendarFile } from '@/content/tour-calendar-file';
import { tourStartsAt } from '@/domain/schedule';
import { ticketQrAttachment } from '@functions/services/mail/ticket-qr';
import type { MailAttachment } from '@functions/services/mail/types';
import type { BookingDoc } from '@functions/services/booking-base/booking-doc';

export { TICKET_QR_CID } from '@functions/services/mail/ticket-qr';

/**
 * What the confirmation e-mail carries besides its text: the ticket's QR code as an inline PNG,
 * and the tour as an `.ics` file (start from the live schedule's `startTime`, in Europe/Rome).
 */
export async function ticketAttachments(
  bookingId: string,
  booking: Pick<BookingDoc, 'ticket' | 'tourId' | 'tourName' | 'selectedDate' | 'locale'>,
  startTime: string,
): Promise<MailAttachment[]> {
  const calendar = tourCalendarFile({
    bookingId,
    tourId: booking.tourId,
    tourName: booking.tourName,
    startsAt: tourStartsAt({ startTime }, booking.selectedDate),
    locale: booking.locale,
  });
  const attachments: MailAttachment[] = [
    {
      filename: calendarFileName(booking.tourId, booking.selectedDate),
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      contentBase64: Buffer.from(calendar, 'utf8').toString('base64'),
    },
  ];
  if (booking.ticket) attachments.unshift(await ticketQrAttachment(booking.ticket));
  return attachments;
}
