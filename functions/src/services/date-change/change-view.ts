import type { DateChangeView, PostponementView } from '@/domain/api/booking-change-view';
import {
  bookingTourBegun,
  customerMayMoveNow,
  dateChangeDeadline,
  postponementAwaitsAnswer,
  postponementChoiceAt,
} from '@/domain/date-change';
import type { Schedule } from '@/domain/schedule';
import type { BookingDoc } from '@functions/services/booking-base/booking-doc';

export interface BookingChangeView {
  dateChange?: DateChangeView;
  postponement?: PostponementView;
}

/**
 * What the manage page and "Le mie prenotazioni" show about changing a booking's date, computed
 * the way `changeBookingDate` judges it (same rules, server clock): only a paid booking whose tour
 * has not begun (or that waits for a postponement's answer) offers "Cambia data"; `allowed` while
 * the customer may move it, with the free limit either way so the page can say why it no longer
 * is. A postponement's answer is shown as it stands now: "kept" once the new date's tour started.
 */
export function bookingChangeView(
  booking: Pick<BookingDoc, 'status' | 'selectedDate' | 'postponement' | 'checkedInAt'>,
  schedule: Pick<Schedule, 'startTime'>,
  now: Date,
): BookingChangeView {
  const upcoming =
    booking.status === 'paid' &&
    (postponementAwaitsAnswer(booking, schedule, now) || !bookingTourBegun(booking, schedule, now));
  const postponement = booking.postponement;
  const choice = postponementChoiceAt(booking, schedule, now);
  return {
    ...(upcoming
      ? {
          dateChange: {
            allowed: customerMayMoveNow(booking, schedule, now),
            freeUntil: dateChangeDeadline(schedule, booking.selectedDate).toISOString(),
          },
        }
      : {}),
    ...(postponement && choice
      ? { postponement: { from: postponement.from, to: postponement.to, choice } }
      : {}),
  };
}
