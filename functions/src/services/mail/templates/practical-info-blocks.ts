import { TOUR_PRACTICAL_INFO } from '@/content/tour-practical-info';
import type { BookingDoc } from '@functions/services/booking-base/booking-doc';
import { sectionBlock, type MailBlock } from './mail-layout';

const LABELS = {
  it: { meetingPoint: 'Punto di ritrovo', whatToBring: 'Cosa portare' },
  en: { meetingPoint: 'Meeting point', whatToBring: 'What to bring' },
} as const;

/**
 * Where to meet and what to bring for the booked tour, each under its heading: the booking
 * confirmation and the day-before reminder tell them the same way.
 */
export function practicalInfoBlocks(booking: Pick<BookingDoc, 'tourId' | 'locale'>): MailBlock[] {
  const { locale } = booking;
  const info = TOUR_PRACTICAL_INFO[booking.tourId];
  const labels = LABELS[locale];
  return [
    sectionBlock(labels.meetingPoint, info.meetingPoint[locale]),
    sectionBlock(labels.whatToBring, info.whatToBring[locale]),
  ];
}
