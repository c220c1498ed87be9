import { describe, expect, it } from 'vitest';
import type { RosterBooking } from '@/domain/api/staff';
import { bookingCode } from '@/domain/api/my-bookings';
import { rosterCsv, waiverCell, type WaiverCellWords } from './roster-csv';
import { firstSignedParty, rosterBooking } from '@/test/roster-booking';
import { collectedWaiverKey } from './roster-waivers';

const booking = rosterBooking({
  customerName: 'Niccolò Müller',
  participantNames: ['Niccolò Müller', 'Zoë "Zo" Brown'],
  customerEmail: 'n@example.com',
  notes: '=HYPERLINK("http://evil")\nsecond line',
});

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

describe('waiverCell', () => {
  const words: WaiverCellWords = {
    signedOf: (signed, total) => `${signed}/${total} firmate`,
    missing: (names) => `mancano: ${names}`,
  };
  const party = {
    ...booking,
    ...firstSignedParty(['Niccolò Müller', 'Zoë "Zo" Brown', 'Ada Brown']),
  };
  const columns = (collected: Map<string, 'signed' | 'guardian_signed'>) => [
    { heading: 'Riferimento', cell: (b: RosterBooking) => bookingCode(b.bookingId) },
    { heading: 'Liberatorie', cell: (b: RosterBooking) => waiverCell(b, collected, words) },
  ];

  it('counts the signed waivers and names the missing ones, unsent ones counted as signed', () => {
    expect(rosterCsv([party], columns(new Map()))).toBe(
      '\uFEFFRiferimento,Liberatorie\r\nAB3DE5FG,"1/3 firmate · mancano: Zoë ""Zo"" Brown, Ada Brown"\r\n',
    );
    const collected = new Map([
      [collectedWaiverKey(party.bookingId, 1), 'signed' as const],
      [collectedWaiverKey(party.bookingId, 2), 'guardian_signed' as const],
    ]);
    expect(rosterCsv([party], columns(collected))).toContain('AB3DE5FG,3/3 firmate\r\n');
  });

  it('leaves the cell empty when the roster carries no waiver states', () => {
    expect(waiverCell(booking, new Map(), words)).toBe('');
  });
});
