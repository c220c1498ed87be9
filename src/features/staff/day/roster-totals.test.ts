import { describe, expect, it } from 'vitest';
import type { RosterBooking } from '@/domain/api/staff';
import { rosterBooking } from '@/test/roster-booking';
import { byTour, tourTotals } from './roster-totals';

const booking = (bookingId: string, overrides: Partial<RosterBooking> = {}) =>
  rosterBooking({ bookingId, participantNames: ['Giulia Bianchi'], ...overrides });

describe('tourTotals', () => {
  it('counts people of paid bookings, checked in on the server or on this device', () => {
    const bookings = [
      booking('a', { checkedInAt: '2027-05-16T07:00:00.000Z' }),
      booking('b', { participants: 3 }),
      booking('c', { participants: 4 }),
      booking('d', { status: 'refunded', participants: 5 }),
      booking('e', { status: 'pending', participants: 6 }),
    ];
    const unsent = new Map([['b', '2027-05-16T07:05:00.000Z']]);
    expect(tourTotals(bookings, unsent)).toEqual({ booked: 9, checkedIn: 5, toCome: 4 });
  });
});

describe('byTour', () => {
  it('groups the roster by tour in its order', () => {
    const groups = byTour([booking('a'), booking('b', { tourId: 'colombare' }), booking('c')]);
    expect(groups.map((group) => group.map(({ bookingId }) => bookingId))).toEqual([
      ['a', 'c'],
      ['b'],
    ]);
  });
});
