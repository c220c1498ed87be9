import type { DateChangeView, PostponementView } from '@/domain/api/booking-change-view';
import { canChangeDateFree, dateChangeDeadline } from '@/domain/date-change';
import { tourStartsAt, type Schedule } from '@/domain/schedule';
import type { BookingDoc } from '@functions/services/booking-base/booking-doc';

export interface BookingChangeView {
  dateChange?: DateChangeView;
  postponement?: PostponementView;
}

/** A postponement waiting for its answer lets the customer pick another date at any time. */
export function postponementAwaitsAnswer(booking: Pick<BookingDoc, 'postponement'>): boolean {
  return booking.postponement?.choice === 'pending';
}

/**
 * What the manage page and "Le mie prenotazioni" show about changing a booking's date, computed
 * the way `changeBookingDate` judges it (same rule, server clock): only a paid booking whose tour
 * has not left offers "Cambia data"; `allowed` while it is free (or a postponement waits for an
 * answer), with the free limit either way so the page can say why it no longer is.
 */
export function bookingChangeView(
  booking: Pick<BookingDoc, 'status' | 'selectedDate' | 'postponement'>,
  schedule: Pick<Schedule, 'startTime'>,
  now: Date,
): BookingChangeView {
  const upcoming = booking.status === 'paid' && tourStartsAt(schedule, booking.selectedDate) > now;
  const postponement = booking.postponement;
  return {
    ...(upcoming
      ? {
          dateChange: {
            allowed:
              postponementAwaitsAnswer(booking) ||
              canChangeDateFree(schedule, booking.selectedDate, now),
            freeUntil: dateChangeDeadline(schedule, booking.selectedDate).toISOString(),
          },
        }
      : {}),
    ...(postponement
      ? {
          postponement: {
            from: postponement.from,
            to: postponement.to,
            choice: postponement.choice,
          },
        }
      : {}),
  };
}
