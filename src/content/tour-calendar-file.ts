import { bookingCode } from '@/domain/api/my-bookings';
import { calendarFile } from '@/domain/calendar-file';
import type { Locale } from '@/domain/locale';
import { TOUR_DURATION_MINUTES } from '@/domain/tour-durations';
import type { TourId } from '@/domain/tours';
import { TOUR_PRACTICAL_INFO } from './tour-practical-info';

export interface BookedTour {
  bookingId: string;
  tourId: TourId;
  tourName: string;
  /** The departure: the schedule's `startTime` on the booked day, in Europe/Rome. */
  startsAt: Date;
  locale: Locale;
}

const REFERENCE = { it: 'Codice prenotazione', en: 'Booking reference' } as const;
const BRING = { it: 'Cosa portare', en: 'What to bring' } as const;

/**
 * The `.ics` file of a booked tour: attached to the confirmation e-mail and offered by "Le mie
 * prenotazioni". Start from the schedule, length from the catalogue, place the meeting point.
 */
export function tourCalendarFile(tour: BookedTour): string {
  const info = TOUR_PRACTICAL_INFO[tour.tourId];
  const { locale } = tour;
  return calendarFile({
    uid: `booking-${tour.bookingId}@valpolicella-ebike-tours`,
    title: tour.tourName,
    startsAt: tour.startsAt,
    durationMinutes: TOUR_DURATION_MINUTES[tour.tourId],
    location: info.meetingPoint[locale],
    description: [
      `${REFERENCE[locale]}: ${bookingCode(tour.bookingId)}`,
      `${BRING[locale]}: ${info.whatToBring[locale]}`,
    ].join('\n'),
  });
}

/** The attachment's or download's file name, e.g. `pojega-tour-2027-05-16.ics`. */
export function calendarFileName(tourId: TourId, date: string): string {
  return `${tourId}-${date}.ics`;
}
