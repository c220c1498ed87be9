import QRCode from 'qrcode';
import { calendarFileName, tourCalendarFile } from '@/content/tour-calendar-file';
import { tourStartsAt } from '@/domain/schedule';
import { TICKET_QR_OPTIONS } from '@/domain/ticket/qr-options';
import type { MailAttachment } from '@functions/services/mail/types';
import type { BookingDoc } from '@functions/services/booking-base/booking-doc';

/** The QR image's Content-ID, named by the confirmation's HTML as `cid:…`. */
export const TICKET_QR_CID = 'ticket-qr@valpolicella-ebike-tours';
/** Drawn at twice the size shown, so it stays sharp on dense screens. */
const QR_PIXELS = 480;

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
  if (booking.ticket) {
    const png = await QRCode.toBuffer(booking.ticket, {
      ...TICKET_QR_OPTIONS,
      type: 'png',
      width: QR_PIXELS,
    });
    attachments.unshift({
      filename: 'biglietto-ticket.png',
      contentType: 'image/png',
      contentBase64: png.toString('base64'),
      cid: TICKET_QR_CID,
    });
  }
  return attachments;
}
