import type { RosterBooking } from '@/domain/api/staff';

/**
 * A paid booking of two on the roster of Sunday 16 May 2027 (Pojega Tour), nobody checked in,
 * no waiver asked: a test names only what it changes.
 */
export function rosterBooking(overrides: Partial<RosterBooking> = {}): RosterBooking {
  return {
    bookingId: 'aB3dE5fG7hJ9kL1mN2pQ',
    tourId: 'pojega',
    tourName: 'Pojega Tour',
    selectedDate: '2027-05-16',
    customerName: 'Giulia Bianchi',
    participantNames: ['Giulia Bianchi', 'Marco Rossi'],
    participants: 2,
    customerEmail: 'giulia@example.com',
    notes: '',
    status: 'paid',
    waivers: [],
    ...overrides,
  };
}

/** A party's riders, of whom the first has signed the waiver and the others have not. */
export function firstSignedParty(
  names: string[],
): Pick<RosterBooking, 'participantNames' | 'participants' | 'waivers'> {
  return {
    participantNames: names,
    participants: names.length,
    waivers: names.map((name, participantIndex) => ({
      participantIndex,
      name,
      state: participantIndex === 0 ? 'signed' : 'missing',
    })),
  };
}
