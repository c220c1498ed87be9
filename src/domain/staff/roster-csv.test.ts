import { describe, expect, it } from 'vitest';
import type { RosterBooking } from '@/domain/api/staff';
import { bookingCode } from '@/domain/api/my-bookings';
import { rosterCsv } from './roster-csv';

const booking: RosterBooking = {
  bookingId: 'aB3dE5fG7hJ9kL1mN2pQ',
  tourId: 'pojega',
  tourName: 'Pojega Tour',
  selectedDate: '2027-05-16',
  customerName: 'Niccolò Müller',
  participantNames: ['Niccolò Müller', 'Zoë "Zo" Brown'],
  participants: 2,
  customerEmail: 'n@example.com',
  notes: '=HYPERLINK("http://evil")\nsecond line',
  status: 'paid',
  waivers: [],
};

describe('rosterCsv', () => {
  it('starts with a BOM, quotes what needs it and defuses formulas', () => {
    const csv = rosterCsv(
      [booking],
      [
        { heading: 'Riferimento', cell: (b) => bookingCode(b.bookingId) },
        { heading: 'Partecipanti', cell: (b) => b.participantNames.join(', ') },
        { heading: 'Note', cell: (b) => b.notes },
      ],
    );
    expect(csv.startsWith('\uFEFFRiferimento,Partecipanti,Note\r\n')).toBe(true);
    expect(csv).toContain('AB3DE5FG,"Niccolò Müller, Zoë ""Zo"" Brown",');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")\nsecond line"\r\n`);
  });
});
