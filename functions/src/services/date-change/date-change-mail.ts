import { tourStartsAt } from '@/domain/schedule';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import type { MoveBookingDate } from '@functions/services/booking/move-booking-date';
import { ticketAttachments } from '@functions/services/booking/ticket-attachments';
import { manageUrl } from '@functions/services/booking-base/manage-link';
import { composeDateChangeMail } from '@functions/services/mail/templates/date-change-mail';

/**
 * The date-changed mail a move queues: composed in the move's transaction from the booking as
 * moved, so its QR code is the reissued ticket and its .ics the new date's start on the live
 * schedule.
 */
export function dateChangeMail(
  deps: Pick<BookingDeps, 'links'>,
  by: 'customer' | 'staff',
): MoveBookingDate['mail'] {
  return {
    key: 'dateChange',
    compose: async (bookingId, moved, from, schedule) =>
      composeDateChangeMail(bookingId, moved, {
        from,
        startsAt: tourStartsAt(schedule, moved.selectedDate),
        by,
        manageUrl: manageUrl(bookingId, deps.links),
        attachments: await ticketAttachments(bookingId, moved, schedule.startTime),
      }),
  };
}
