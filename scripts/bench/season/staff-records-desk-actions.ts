import type { TourId } from '../../../src/domain/tours';
import { shiftDay } from './departures';
import { auditEntry, type DrawnAction, type Maker } from './staff-records-entry';
import { take, type AuditDraw } from './staff-records-sources';
import { SEASON_GUIDE } from './staff-records-staff';
import { MINUTE_MS } from '../../../src/domain/time-units';

/** What the desk does on the day: check-ins, waivers collected, the roster, the waiting list, lookups. */
export function deskActions(draw: AuditDraw) {
  const { random, input, found, nowMs, today, staffOf, anyTime, dayReadAt, pastDay } = draw;
  const seatHolders = (date: string, tourId?: TourId) =>
    (found.byDay.get(date) ?? []).filter(
      ({ doc }) => doc.holdsSeats && (!tourId || doc.tourId === tourId),
    );
  return {
    check_in: () => {
      const booking = take(random, found.checkedIn);
      if (!booking) return undefined;
      const { id, doc } = booking;
      const details = { bookingId: id, scannedAt: doc.checkedInAtDevice! };
      return auditEntry(
        random,
        SEASON_GUIDE,
        'check_in',
        `bookings/${id}`,
        details,
        doc.checkedInAt!.toMillis(),
      );
    },
    waiver_collected: () => {
      const signed = take(random, found.staffWaivers);
      if (!signed) return undefined;
      const { booking, participantIndex, waiver } = signed;
      const details = {
        bookingId: booking.id,
        participantIndex,
        signedAtDevice: waiver.signedAtDevice!,
      };
      const target = `bookings/${booking.id}`;
      return auditEntry(
        random,
        SEASON_GUIDE,
        'waiver_collected',
        target,
        details,
        waiver.signedAt.toMillis(),
      );
    },
    booking_story_read: () => {
      const booking = random.pick(input.bookings);
      const createdMs = booking.doc.createdAt.toMillis();
      const ms =
        createdMs +
        random.int(0, Math.max(0, Math.floor((nowMs - createdMs) / MINUTE_MS))) * MINUTE_MS;
      const details = { bookingId: booking.id };
      return auditEntry(
        random,
        staffOf(),
        'booking_story_read',
        `bookings/${booking.id}/story`,
        details,
        ms,
      );
    },
    bookings_searched: () => {
      const details = { results: random.weighted({ 0: 10, 1: 45, 2: 20, 5: 15, 20: 7, 50: 3 }) };
      return auditEntry(random, staffOf(), 'bookings_searched', 'bookings', details, anyTime());
    },
    roster_read: () => {
      const date = pastDay();
      const details = { date, bookings: seatHolders(date).length };
      const target = `bookings?selectedDate=${date}`;
      return auditEntry(
        random,
        staffOf(),
        'roster_read',
        target,
        details,
        dayReadAt(date, '07:30'),
      );
    },
    waitlist_read: () => {
      const day = random.pick(found.waitlistDays);
      if (!day) return undefined;
      const target = `waitlist?tourId=${day.tourId}&date=${day.date}`;
      // Read in the days before the tour, never after now.
      const readOn = [shiftDay(day.date, -random.int(0, 5)), today].sort()[0]!;
      return auditEntry(
        random,
        staffOf(),
        'waitlist_read',
        target,
        { ...day },
        dayReadAt(readOn, '10:00'),
      );
    },
  } satisfies Partial<Record<DrawnAction, Maker>>;
}
