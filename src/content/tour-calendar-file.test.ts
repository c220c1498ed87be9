import { describe, expect, it } from 'vitest';
import type { Locale } from '@/domain/locale';
import { tourStartsAt } from '@/domain/schedule';
import { TOURS, type TourId } from '@/domain/tours';
import { tourCalendarFile } from './tour-calendar-file';

const unfold = (ics: string) => ics.replace(/\r?\n[ \t]/g, '');

function fileFor(tourId: TourId, startTime: string, date: string, locale: Locale) {
  return tourCalendarFile({
    bookingId: 'aB3dE5fG7hJ9kL1mN2pQ',
    tourId,
    tourName: TOURS[tourId].displayName,
    startsAt: tourStartsAt({ startTime }, date),
    locale,
  });
}

describe('tourCalendarFile', () => {
  it('starts at the schedule time in Rome (summer and winter) and lasts as the catalogue says', () => {
    const summer = fileFor('emotion-in-villa', '09:30', '2027-07-10', 'it');
    expect(summer).toContain('DTSTART:20270710T073000Z');
    expect(summer).toContain('DURATION:PT300M');
    expect(summer).toContain('SUMMARY:E-Motion in Villa');
    expect(summer).toContain('UID:booking-aB3dE5fG7hJ9kL1mN2pQ@valpolicella-ebike-tours');
    expect(unfold(summer)).toContain('Codice prenotazione: AB3DE5FG');
    expect(unfold(summer)).toMatch(/LOCATION:Sede dell’associazione/);

    const winter = fileFor('tre-valli', '09:00', '2027-01-16', 'en');
    expect(winter).toContain('DTSTART:20270116T080000Z');
    expect(winter).toContain('DURATION:PT480M');
    expect(unfold(winter)).toContain('Booking reference: AB3DE5FG');
  });
});
