import { beforeAll, describe, expect, it } from 'vitest';
import type { RosterBooking, StaffRoster } from '@/domain/api/staff';
import { newTicketSigningKey, signTicket, ticketPublicKey } from '@/domain/ticket/sign-ticket';
import { ticketReference } from '@/domain/ticket/ticket-codec';
import { judgeTicketCode, missingWaiversOfVerdict } from './check-in-verdict';
import { firstSignedParty, rosterBooking } from '@/test/roster-booking';
import { collectedWaiverKey, type CollectedWaivers } from './roster-waivers';

const DATE = '2027-05-16';

const booking = (bookingId: string, overrides: Partial<RosterBooking> = {}) =>
  rosterBooking({ bookingId, selectedDate: DATE, ...overrides });

let key: string;
let roster: StaffRoster;
const ticketFor = (bookingId: string, date = DATE, tourId: RosterBooking['tourId'] = 'pojega') =>
  signTicket(
    {
      reference: ticketReference(bookingId),
      tourId,
      date,
      participants: 2,
      issuedAt: new Date('2027-05-01T10:00:00Z'),
    },
    key,
  );

beforeAll(async () => {
  key = await newTicketSigningKey();
  roster = {
    date: DATE,
    asOf: '2027-05-16T06:00:00.000Z',
    ticketPublicKey: await ticketPublicKey(key),
    bookings: [
      booking('paidBooking0000000001'),
      booking('cancelledBooking00001', { status: 'refunded' }),
      booking('pendingBooking0000001', { status: 'pending' }),
      booking('arrivedBooking0000001', { checkedInAt: '2027-05-16T07:12:00.000Z' }),
    ],
  };
});

const none = new Map<string, string>();

describe('judgeTicketCode', () => {
  it('admits a genuine ticket of a paid booking of the day, by QR content or typed reference', async () => {
    const admitted = await judgeTicketCode(
      await ticketFor('paidBooking0000000001'),
      roster,
      none,
      DATE,
    );
    expect(admitted).toMatchObject({ kind: 'admitted', booking: { participants: 2 } });
    expect(await judgeTicketCode(' paidbook ', roster, none, DATE)).toMatchObject({
      kind: 'admitted',
    });
  });

  it('refuses a tampered code, a forged one and text that is no ticket', async () => {
    const ticket = await ticketFor('paidBooking0000000001');
    const tampered = `${ticket.slice(0, 10)}${ticket[10] === 'A' ? 'B' : 'A'}${ticket.slice(11)}`;
    expect(await judgeTicketCode(tampered, roster, none, DATE)).toEqual({ kind: 'invalid' });
    const forgedKey = await newTicketSigningKey();
    const forged = await signTicket(
      {
        reference: 'paidBook',
        tourId: 'pojega',
        date: DATE,
        participants: 9,
        issuedAt: new Date(),
      },
      forgedKey,
    );
    expect(await judgeTicketCode(forged, roster, none, DATE)).toEqual({ kind: 'invalid' });
    expect(await judgeTicketCode('hello world', roster, none, DATE)).toEqual({ kind: 'invalid' });
  });

  it('names the reason for another date, a cancelled, unpaid, unknown or repeated booking', async () => {
    expect(
      await judgeTicketCode(
        await ticketFor('paidBooking0000000001', '2027-05-17'),
        roster,
        none,
        DATE,
      ),
    ).toEqual({ kind: 'other-date', date: '2027-05-17' });
    expect(
      await judgeTicketCode(await ticketFor('cancelledBooking00001'), roster, none, DATE),
    ).toMatchObject({ kind: 'cancelled' });
    expect(await judgeTicketCode('pendingB', roster, none, DATE)).toMatchObject({ kind: 'unpaid' });
    expect(
      await judgeTicketCode(await ticketFor('revokedBooking000001'), roster, none, DATE),
    ).toEqual({
      kind: 'unknown',
    });
    expect(
      await judgeTicketCode(
        await ticketFor('paidBooking0000000001', DATE, 'colombare'),
        roster,
        none,
        DATE,
      ),
    ).toEqual({ kind: 'unknown' });
    expect(await judgeTicketCode('arrivedB', roster, none, DATE)).toMatchObject({
      kind: 'already-checked-in',
      at: '2027-05-16T07:12:00.000Z',
    });
    const here = new Map([['paidBooking0000000001', '2027-05-16T07:20:00.000Z']]);
    expect(await judgeTicketCode('PAIDBOOK', roster, here, DATE)).toMatchObject({
      kind: 'already-checked-in',
      at: '2027-05-16T07:20:00.000Z',
    });
  });
});

describe('a roster opened on another day', () => {
  it('admits none of its tickets, naming the day they are for', async () => {
    const dayBefore = '2027-05-15';
    expect(
      await judgeTicketCode(await ticketFor('paidBooking0000000001'), roster, none, dayBefore),
    ).toMatchObject({
      kind: 'not-today',
      date: DATE,
      booking: { bookingId: 'paidBooking0000000001' },
    });
    expect(await judgeTicketCode('PAIDBOOK', roster, none, dayBefore)).toMatchObject({
      kind: 'not-today',
    });
    // What it would refuse anyway is told as before.
    expect(await judgeTicketCode('pendingB', roster, none, dayBefore)).toMatchObject({
      kind: 'unpaid',
    });
  });
});

describe('missingWaiversOfVerdict', () => {
  const party = (bookingId: string, overrides: Partial<RosterBooking> = {}) =>
    booking(bookingId, {
      ...firstSignedParty(['Giulia Bianchi', 'Marco Rossi', 'Anna Rossi']),
      ...overrides,
    });
  const day = (bookings: RosterBooking[]): StaffRoster => ({ ...roster, bookings });
  const nothingCollected: CollectedWaivers = new Map();

  it('names who has not signed in an admitted or already checked-in party', async () => {
    const today = day([party('partyBooking00000001')]);
    const admitted = await judgeTicketCode('PARTYBOO', today, none, DATE);
    expect(admitted.kind).toBe('admitted');
    expect(
      missingWaiversOfVerdict(admitted, today, nothingCollected).map((waiver) => waiver.name),
    ).toEqual(['Marco Rossi', 'Anna Rossi']);
    const arrived = day([party('partyBooking00000001', { checkedInAt: '2027-05-16T07:00:00Z' })]);
    const again = await judgeTicketCode('PARTYBOO', arrived, none, DATE);
    expect(again.kind).toBe('already-checked-in');
    expect(missingWaiversOfVerdict(again, arrived, nothingCollected)).toHaveLength(2);
  });

  it('leaves out signatures collected here and reads the roster as refreshed since the scan', async () => {
    const today = day([party('partyBooking00000001')]);
    const verdict = await judgeTicketCode('PARTYBOO', today, none, DATE);
    const collected: CollectedWaivers = new Map([
      [collectedWaiverKey('partyBooking00000001', 2), 'guardian_signed'],
    ]);
    expect(missingWaiversOfVerdict(verdict, today, collected)).toEqual([
      { participantIndex: 1, name: 'Marco Rossi', state: 'missing', pending: false },
    ]);
    const refreshed = day([
      party('partyBooking00000001', {
        waivers: [
          { participantIndex: 0, name: 'Giulia Bianchi', state: 'signed' },
          { participantIndex: 1, name: 'Marco Rossi', state: 'signed' },
          { participantIndex: 2, name: 'Anna Rossi', state: 'missing' },
        ],
      }),
    ]);
    expect(missingWaiversOfVerdict(verdict, refreshed, collected)).toEqual([]);
  });

  it('has nothing to collect for a refused ticket or a roster without waiver states', async () => {
    const today = day([party('partyBooking00000001', { status: 'refunded' })]);
    const refused = await judgeTicketCode('PARTYBOO', today, none, DATE);
    expect(refused.kind).toBe('cancelled');
    expect(missingWaiversOfVerdict(refused, today, nothingCollected)).toEqual([]);
    const oldCopy = day([party('partyBooking00000001', { waivers: [] })]);
    const admitted = await judgeTicketCode('PARTYBOO', oldCopy, none, DATE);
    expect(missingWaiversOfVerdict(admitted, oldCopy, nothingCollected)).toEqual([]);
  });
});
