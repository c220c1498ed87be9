import { describe, expect, it } from 'vitest';
import { firstSignedParty, rosterBooking } from '@/test/roster-booking';
import { collectedWaiverKey, rosterWaiversOf, waiverTally } from './roster-waivers';

const booking = rosterBooking(firstSignedParty(['Giulia Bianchi', 'Marco Rossi', 'Anna Rossi']));

describe('rosterWaiversOf', () => {
  it("overlays this device's unsent signatures on the server's states, marked pending", () => {
    const collected = new Map([
      [collectedWaiverKey(booking.bookingId, 2), 'guardian_signed' as const],
      // A signature queued for someone the server already counts as signed changes nothing.
      [collectedWaiverKey(booking.bookingId, 0), 'guardian_signed' as const],
    ]);
    expect(rosterWaiversOf(booking, collected)).toEqual([
      { participantIndex: 0, name: 'Giulia Bianchi', state: 'signed', pending: false },
      { participantIndex: 1, name: 'Marco Rossi', state: 'missing', pending: false },
      { participantIndex: 2, name: 'Anna Rossi', state: 'guardian_signed', pending: true },
    ]);
  });
});

describe('waiverTally', () => {
  it('counts the signed ones and names the missing ones', () => {
    expect(waiverTally(booking, new Map())).toEqual({
      total: 3,
      signed: 1,
      missingNames: ['Marco Rossi', 'Anna Rossi'],
    });
    const collected = new Map([[collectedWaiverKey(booking.bookingId, 1), 'signed' as const]]);
    expect(waiverTally(booking, collected)).toEqual({
      total: 3,
      signed: 2,
      missingNames: ['Anna Rossi'],
    });
  });
});
