import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { bookingCode } from '@/domain/api/my-bookings';
import { judgeTicketCode } from '@/domain/staff/check-in-verdict';
import { ticketPublicKey } from '@/domain/ticket/sign-ticket';
import { verifyTicket } from '@/domain/ticket/verify-ticket';
import { handleCancelTourDate } from '@functions/services/cancellation/cancel-tour-date';
import { handleStaffCheckIn } from '@functions/services/staff/check-in';
import { handleStaffRoster } from '@functions/services/staff/roster';
import { testDb } from '../support/firestore';
import { callAs, signInBeforeAll, testAuth } from '../support/staff-auth';
import { SATURDAY } from '../support/harness-dates';
import { eventually } from '../support/eventually';
import { registerBookingHarness } from '../support/booking-harness';
import { storedBooking } from '../support/stored-bookings';
import { byMember, paidBooking, party, pendingBooking } from '../support/bookings';
import { refusedCode } from '../support/refusal';

const h = registerBookingHarness();

/** Signed-in accounts on the Auth emulator: two guides, a manager and a visitor without a role. */
const signedIn = signInBeforeAll({
  guideA: 'guide',
  guideB: 'guide',
  manager: 'manager',
  visitor: 'visitor',
});
type Staff = 'guideA' | 'guideB' | 'manager';
const staff = (data: unknown, who: Staff = 'guideA') => callAs(signedIn[who], data);
const visitor = (data: unknown) => callAs(signedIn.visitor, data);
const anonymous = (data: unknown) => ({ data });

const rosterDeps = () => ({
  db: h().deps.db,
  auth: testAuth(),
  now: h().deps.now,
  ticketSigningKey: h().deps.tickets.signingKey,
});
const checkInDeps = () => ({ db: h().deps.db, auth: testAuth(), now: h().deps.now });

describe('tickets', () => {
  it('issues a signed ticket with the payment and mails it as an inline QR code with a calendar file', async () => {
    const { bookingId } = await paidBooking(h(), party(2));
    const booking = await storedBooking(bookingId);
    const publicKey = await ticketPublicKey(h().deps.tickets.signingKey);
    expect(await verifyTicket(booking.ticket ?? '', publicKey)).toMatchObject({
      reference: bookingId.slice(0, 8),
      tourId: 'emotion-in-villa',
      date: SATURDAY,
      participants: 2,
    });

    await eventually(async () => h().mails.length === 1);
    const mail = await simpleParser(h().mails[0]?.raw ?? '');
    const qr = mail.attachments.find((attachment) => attachment.contentType === 'image/png');
    expect(qr?.cid).toBe('ticket-qr@valpolicella-ebike-tours');
    expect(qr?.content.subarray(1, 4).toString('ascii')).toBe('PNG');
    // The HTML names the image by its Content-ID; the parser swaps in the attachment it found.
    expect(mail.html).toContain(
      `<img src="data:image/png;base64,${qr?.content.toString('base64')}"`,
    );
    const ics = mail.attachments.find((attachment) => attachment.filename?.endsWith('.ics'));
    expect(ics?.filename).toBe(`emotion-in-villa-${SATURDAY}.ics`);
    const calendar = ics?.content.toString('utf8') ?? '';
    // The demo schedule leaves at 09:00 in Rome: 08:00 UTC on a November Saturday.
    expect(calendar).toContain('DTSTART:20261128T080000Z');
    expect(calendar).toContain('DURATION:PT300M');
    expect(calendar.replace(/\r?\n[ \t]/g, '')).toContain(bookingCode(bookingId));
  });
});

describe('staff roster', () => {
  it('is refused to an anonymous caller and to a signed-in visitor', async () => {
    await paidBooking(h(), party(2));
    const request = { date: SATURDAY };
    expect(await refusedCode(handleStaffRoster(rosterDeps(), anonymous(request)))).toBe(
      'unauthenticated',
    );
    expect(await refusedCode(handleStaffRoster(rosterDeps(), visitor(request)))).toBe(
      'permission-denied',
    );
    expect(await refusedCode(handleStaffCheckIn(checkInDeps(), visitor({ checkIns: [] })))).toBe(
      'permission-denied',
    );
  });

  it('lists the day’s bookings with the key that verifies their tickets offline', async () => {
    const { bookingId: first } = await paidBooking(h(), {
      ...party(2),
      ...byMember('Giulia Bianchi'),
    });
    const { bookingId: second } = await paidBooking(h(), {
      ...party(3),
      ...byMember('Marco Rossi'),
    });
    const { bookingId: unpaid } = await pendingBooking(h(), {
      ...party(1),
      ...byMember('Emma Schneider'),
    });
    const roster = await handleStaffRoster(rosterDeps(), staff({ date: SATURDAY }));
    expect(roster.date).toBe(SATURDAY);
    const listed = roster.bookings.map(({ bookingId, status, participants }) => ({
      bookingId,
      status,
      participants,
    }));
    expect(listed).toHaveLength(3);
    expect(listed).toEqual(
      expect.arrayContaining([
        { bookingId: first, status: 'paid', participants: 2 },
        { bookingId: second, status: 'paid', participants: 3 },
        { bookingId: unpaid, status: 'pending', participants: 1 },
      ]),
    );
    expect(roster.bookings[0]).toMatchObject({
      customerEmail: expect.stringContaining('@example.com'),
      customerPhone: '+39 333 123 4567',
      tourName: 'E-Motion in Villa',
    });
    const ticket = (await storedBooking(second)).ticket ?? '';
    const verdict = await judgeTicketCode(ticket, roster, new Map(), SATURDAY);
    expect(verdict).toMatchObject({ kind: 'admitted', booking: { bookingId: second } });
    expect(await handleStaffRoster(rosterDeps(), staff({ date: '2026-11-29' }))).toMatchObject({
      bookings: [],
    });
  });

  it('refuses a ticket of a booking called off since, once the roster is synced', async () => {
    const { bookingId } = await paidBooking(h(), party(2));
    const ticket = (await storedBooking(bookingId)).ticket ?? '';
    const before = await handleStaffRoster(rosterDeps(), staff({ date: SATURDAY }));
    expect(await judgeTicketCode(ticket, before, new Map(), SATURDAY)).toMatchObject({
      kind: 'admitted',
    });
    await handleCancelTourDate(
      { ...h().deps, auth: testAuth() },
      staff({ tourId: 'emotion-in-villa', date: SATURDAY, preview: false }, 'manager'),
    );
    expect((await storedBooking(bookingId)).status).toBe('cancelled');
    const after = await handleStaffRoster(rosterDeps(), staff({ date: SATURDAY }));
    expect(await judgeTicketCode(ticket, after, new Map(), SATURDAY)).toMatchObject({
      kind: 'cancelled',
    });
    const sent = await handleStaffCheckIn(
      checkInDeps(),
      staff({ checkIns: [{ bookingId, scannedAt: '2026-11-28T07:40:00.000Z' }] }),
    );
    expect(sent.results).toEqual([{ bookingId, outcome: 'not_admitted', status: 'cancelled' }]);
    expect((await storedBooking(bookingId)).checkedInAt).toBeUndefined();
  });
});

describe('staff check-in', () => {
  it('records one check-in when two devices send the same ticket at once', async () => {
    const { bookingId } = await paidBooking(h(), party(2));
    // The scans reach the server on the tour's morning (a ticket admits on its own day only).
    h().clock.ms = Date.parse('2026-11-28T07:42:00Z');
    const queued = (scannedAt: string) => ({ checkIns: [{ bookingId, scannedAt }] });
    const answers = await Promise.all([
      handleStaffCheckIn(checkInDeps(), staff(queued('2026-11-28T07:41:00.000Z'), 'guideA')),
      handleStaffCheckIn(checkInDeps(), staff(queued('2026-11-28T07:41:05.000Z'), 'guideB')),
    ]);
    const outcomes = answers.map((answer) => answer.results[0]?.outcome).sort();
    expect(outcomes).toEqual(['already_checked_in', 'checked_in']);
    const stored = await storedBooking(bookingId);
    const winner = answers.findIndex((answer) => answer.results[0]?.outcome === 'checked_in');
    expect(stored.checkedInBy).toBe((winner === 0 ? signedIn.guideA : signedIn.guideB).uid);
    const when = stored.checkedInAt?.toDate().toISOString();
    // The second device is told when the first one recorded it.
    expect(answers[1 - winner]?.results[0]?.checkedInAt).toBe(when);
    // The winner resending its queue (the answer was lost) is told it succeeded; nothing changes.
    const [winnerWho, winnerScan] =
      winner === 0
        ? (['guideA', '2026-11-28T07:41:00.000Z'] as const)
        : (['guideB', '2026-11-28T07:41:05.000Z'] as const);
    const resent = await handleStaffCheckIn(checkInDeps(), staff(queued(winnerScan), winnerWho));
    expect(resent.results[0]).toMatchObject({ outcome: 'checked_in', checkedInAt: when });
    const doc = await testDb().doc(`bookings/${bookingId}`).get();
    expect(doc.get('checkedInAt').toMillis()).toBe(stored.checkedInAt?.toMillis());
  });

  it('refuses malformed queues and unknown bookings without writing', async () => {
    expect(
      await refusedCode(
        handleStaffCheckIn(checkInDeps(), staff({ checkIns: [{ bookingId: 'x' }] })),
      ),
    ).toBe('invalid-argument');
    const answer = await handleStaffCheckIn(
      checkInDeps(),
      staff({ checkIns: [{ bookingId: 'no-such-booking', scannedAt: '2026-11-28T07:41:00Z' }] }),
    );
    expect(answer.results).toEqual([{ bookingId: 'no-such-booking', outcome: 'not_found' }]);
  });
});
