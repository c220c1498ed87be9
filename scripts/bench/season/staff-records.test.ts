import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { z } from '../../../src/domain/zod';
import { STAFF_ACTIONS, auditEntrySchema } from '../../../src/domain/api/staff-audit';
import { todayInRome } from '../../../src/domain/calendar';
import { auditLogDocumentSchema } from '../../../src/domain/documents/audit-log';
import { membershipApplicationDocumentSchema } from '../../../src/domain/documents/membership-application';
import { DEFAULT_SCHEDULES } from '../../../src/domain/schedule';
import { SEASON_DAYS_AHEAD, SEASON_DAYS_BEHIND, seasonDepartures, shiftDay } from './departures';
import { seededRandom } from './random';
import { seasonBookings } from './bookings';
import { seatsHeldByDay } from './counters';
import { seasonMembers } from './members';
import { signWaivers } from './waivers';
import { seasonWaitlist } from './waitlist';
import {
  SEASON_GUIDE,
  SEASON_MANAGER,
  seasonApplications,
  seasonAuditLog,
  staffRecordWrites,
} from './staff-records';
import { DAY_MS } from '../../../src/domain/time-units';

const timestamp = z.instanceof(Timestamp);
/** A tenth of a season: enough that every staff action finds what it names (staff cancellations). */
const SIZE = { bookings: 2_000, members: 500, waivers: 200, waitlist: 200 };
const COUNTS = { applications: 300, auditLog: 1_200 };
const TEXT = { version: 'v-test', digests: { it: 'a'.repeat(64), en: 'b'.repeat(64) } };
/** What a guide may do (requireStaff); everything else is a manager's (requireManager). */
const GUIDE_ACTIONS: ReadonlySet<string> = new Set([
  'check_in',
  'waiver_collected',
  'roster_read',
  'booking_story_read',
  'bookings_searched',
  'waitlist_read',
  'rental_day_read',
  'rental_picked_up',
  'rental_returned',
]);

/**
 * The season's members, bookings, waivers and waiting list, drawn as generateSeason draws them
 * first (the staff records name nothing else it holds).
 */
function coreSeason(seed: number, now: Date) {
  const random = seededRandom(seed);
  const today = todayInRome(now);
  const departures = seasonDepartures(DEFAULT_SCHEDULES, today);
  const members = seasonMembers(random, SIZE.members, today);
  const bookings = seasonBookings(random, {
    departures,
    members,
    schedules: DEFAULT_SCHEDULES,
    today,
    now,
    count: SIZE.bookings,
  });
  signWaivers(random, bookings, SIZE.waivers, TEXT, now);
  const waitlist = seasonWaitlist(random, {
    departures,
    seatsHeld: seatsHeldByDay(bookings),
    today,
    now,
    count: SIZE.waitlist,
  });
  return { members, bookings, waitlist };
}

/** A season and its staff records around an injected "today" (the suite runs on any day). */
function staffRecords(
  seed: number,
  now: Date,
  known: { receiptsTaken?: Map<number, number>; voucherCodes?: string[] } = {},
) {
  const season = coreSeason(seed, now);
  const random = seededRandom(seed + 1);
  const today = todayInRome(now);
  const applications = seasonApplications(random, {
    today,
    now,
    members: season.members,
    receiptsTaken: known.receiptsTaken,
    count: COUNTS.applications,
  });
  const auditLog = seasonAuditLog(random, {
    now,
    bookings: season.bookings,
    members: season.members,
    waitlist: season.waitlist,
    applications,
    voucherCodes: known.voucherCodes,
    count: COUNTS.auditLog,
  });
  return { season, today, applications, auditLog };
}

const NOW = new Date(Date.now() - 3 * DAY_MS);
const records = staffRecords(49, NOW);

describe('the season staff records', () => {
  it('gives the same documents for the same seed and day', () => {
    const again = staffRecords(49, NOW);
    expect(staffRecordWrites(again.applications, again.auditLog)).toEqual(
      staffRecordWrites(records.applications, records.auditLog),
    );
  });

  it('gives other documents for another seed', () => {
    const other = staffRecords(50, NOW);
    expect(other.applications.map((a) => a.id)).not.toEqual(records.applications.map((a) => a.id));
    expect(other.auditLog.map((e) => e.id)).not.toEqual(records.auditLog.map((e) => e.id));
  });

  it('stores documents the functions read: each passes its schema, each entry the log answer', () => {
    const applicationSchema = membershipApplicationDocumentSchema(timestamp);
    const auditSchema = auditLogDocumentSchema(timestamp);
    for (const { id, doc } of records.applications) {
      expect([id, applicationSchema.safeParse(doc).error]).toEqual([id, undefined]);
    }
    for (const { id, doc } of records.auditLog) {
      expect([id, auditSchema.safeParse(doc).error]).toEqual([id, undefined]);
      // As staffAuditLog answers it: the details checked against their action's own schema.
      const answered = { ...doc, id, at: doc.at.toDate().toISOString() };
      expect([id, auditEntrySchema.safeParse(answered).error]).toEqual([id, undefined]);
    }
  });

  it('writes the collections the callables query, under unique ids', () => {
    const writes = staffRecordWrites(records.applications, records.auditLog);
    const paths = writes.map((write) => write.path);
    expect(new Set(paths).size).toBe(COUNTS.applications + COUNTS.auditLog);
    expect(paths.filter((path) => path.startsWith('membershipApplications/'))).toHaveLength(
      COUNTS.applications,
    );
    expect(paths.filter((path) => path.startsWith('auditLog/'))).toHaveLength(COUNTS.auditLog);
  });

  it('logs every action the staff area has, by the demo accounts, guides never a manager’s', () => {
    const { auditLog } = records;
    expect(new Set(auditLog.map((e) => e.doc.action))).toEqual(new Set(STAFF_ACTIONS));
    const byGuide = auditLog.filter((e) => e.doc.actorUid === SEASON_GUIDE.uid);
    expect(byGuide.length).toBeGreaterThan(0);
    for (const { doc } of byGuide)
      expect([doc.action, GUIDE_ACTIONS.has(doc.action)]).toEqual([doc.action, true]);
    for (const { doc } of auditLog) {
      expect([SEASON_MANAGER, SEASON_GUIDE]).toContainEqual({
        uid: doc.actorUid,
        email: doc.actorEmail,
      });
    }
    const details = auditLog.map((e) => e.doc.details);
    expect(details.some((d) => d['completed'] === false)).toBe(true);
    expect(details.some((d) => d['completed'] === true)).toBe(true);
  });

  it('has applications in every state: waiting, admitted, renewed, rejected; paid or not', () => {
    const docs = records.applications.map((a) => a.doc);
    expect(new Set(docs.map((d) => d.status))).toEqual(
      new Set(['submitted', 'admitted', 'rejected']),
    );
    for (const status of ['submitted', 'admitted', 'rejected'] as const) {
      const ofStatus = docs.filter((d) => d.status === status);
      expect([status, ofStatus.some((d) => d.fee)]).toEqual([status, true]);
      expect([status, ofStatus.some((d) => !d.fee)]).toEqual([status, true]);
      expect([status, ofStatus.some((d) => d.renewalOf)]).toEqual([status, true]);
      expect([status, ofStatus.some((d) => !d.renewalOf)]).toEqual([status, true]);
    }
    expect(docs.some((d) => d.status === 'rejected' && d.feeRefund?.refundId)).toBe(true);
    expect(docs.some((d) => d.membershipType === 'minore' && d.minorName)).toBe(true);
    // "Da controllare" lists those waiting longer than 14 days.
    const waitedLong = (d: (typeof docs)[number]) =>
      d.status === 'submitted' && d.createdAt.toMillis() < NOW.getTime() - 14 * DAY_MS;
    expect(docs.some(waitedLong)).toBe(true);
  });

  it('decides applications as the board does: one entry each, the register’s members renewed', () => {
    const { applications, auditLog, season } = records;
    const members = new Map(season.members.map((m) => [m.memberNumber, m]));
    const renewals = applications.filter((a) => a.doc.renewalOf);
    expect(new Set(renewals.map((a) => a.doc.renewalOf)).size).toBe(renewals.length);
    for (const { doc } of renewals) expect(members.has(doc.renewalOf)).toBe(true);
    const decided = applications.filter((a) => a.doc.status !== 'submitted');
    const decisions = auditLog.filter((e) => e.doc.action.startsWith('application_'));
    expect(decisions).toHaveLength(decided.length);
    const byApplication = new Map(decisions.map((e) => [e.doc.details['applicationId'], e.doc]));
    for (const { id, doc, validUntil } of decided) {
      const entry = byApplication.get(id)!;
      expect(entry.at).toEqual(doc.decidedAt);
      expect(entry.actorUid).toBe(doc.decidedBy);
      expect(entry.target).toBe(`membershipApplications/${id}`);
      if (doc.status === 'rejected') {
        expect(entry.action).toBe('application_rejected');
        continue;
      }
      expect(entry.action).toBe(doc.renewalOf ? 'application_renewed' : 'application_admitted');
      expect(entry.details['memberNumber']).toBe(doc.memberNumber);
      if (doc.renewalOf) expect(validUntil).toBe(members.get(doc.renewalOf)!.validUntil);
      else expect(members.has(doc.memberNumber)).toBe(false);
    }
    const numbers = decided.flatMap((a) => (a.doc.memberNumber ? [a.doc.memberNumber] : []));
    expect(new Set(numbers).size).toBe(numbers.length);
    const receipts = applications.flatMap((a) => (a.doc.fee ? [a.doc.fee.receiptNumber] : []));
    expect(new Set(receipts).size).toBe(receipts.length);
  });

  it('continues the season’s receipt series and names its vouchers when given them', () => {
    const year = Number(todayInRome(NOW).slice(0, 4));
    const taken = new Map([
      [year - 1, 700],
      [year, 900],
    ]);
    const { applications, auditLog } = staffRecords(49, NOW, {
      receiptsTaken: taken,
      voucherCodes: ['ABCDEFGHJKMN'],
    });
    const numbers = [
      ...applications.flatMap((a) => (a.doc.fee ? [a.doc.fee.receiptNumber] : [])),
      ...auditLog.flatMap((e) =>
        e.doc.action === 'member_fee_recorded' ? [e.doc.details['receiptNumber'] as string] : [],
      ),
    ];
    expect(numbers.length).toBeGreaterThan(0);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const number of numbers) {
      const [numberYear, sequence] = number.split('/').map(Number);
      expect([number, sequence! > (taken.get(numberYear!) ?? 0)]).toEqual([number, true]);
    }
    const vouchers = auditLog.filter((e) => e.doc.details['code'] !== undefined);
    expect(vouchers.length).toBeGreaterThan(0);
    for (const { doc } of vouchers) {
      expect(doc.target).toBe('vouchers/ABCDEFGHJKMN');
      expect(doc.details['code']).toBe('VPT-ABCD-EFGH-JKMN');
    }
  });

  it('names the season’s own bookings, each check-in and staff move once, when they happened', () => {
    const { auditLog, season } = records;
    const bookings = new Map(season.bookings.map((b) => [b.id, b.doc]));
    const named = auditLog.filter((e) => typeof e.doc.details['bookingId'] === 'string');
    expect(named.length).toBeGreaterThan(0);
    for (const { doc } of named) {
      const bookingId = doc.details['bookingId'] as string;
      expect(bookings.has(bookingId)).toBe(true);
      expect(doc.target.startsWith(`bookings/${bookingId}`)).toBe(true);
    }
    const checkIns = auditLog.filter((e) => e.doc.action === 'check_in');
    const checkedIn = new Set(checkIns.map((e) => e.doc.details['bookingId']));
    expect(checkedIn.size).toBe(checkIns.length);
    for (const { doc } of checkIns) {
      const booking = bookings.get(doc.details['bookingId'] as string)!;
      expect(doc.at).toEqual(booking.checkedInAt);
      expect(doc.details['scannedAt']).toBe(booking.checkedInAtDevice);
    }
    for (const { doc } of auditLog.filter((e) => e.doc.action === 'booking_date_changed')) {
      const move = bookings.get(doc.details['bookingId'] as string)!.dateChanges![0]!;
      expect([move.by, move.from, move.to]).toEqual([
        'staff',
        doc.details['from'],
        doc.details['to'],
      ]);
    }
    for (const { doc } of auditLog.filter((e) => e.doc.action === 'booking_cancelled')) {
      const booking = bookings.get(doc.details['bookingId'] as string)!;
      expect([booking.cancelledBy, doc.at]).toEqual(['staff', booking.cancelledAt]);
    }
    const days = new Set(season.bookings.map((b) => b.doc.selectedDate));
    for (const { doc } of auditLog.filter((e) =>
      ['roster_read', 'cancel_tour_date', 'postpone_tour_date'].includes(e.doc.action),
    )) {
      expect(days.has(doc.details['date'] as string)).toBe(true);
    }
  });

  it('places every instant and day within the season around the injected today, none after now', () => {
    for (const now of [new Date(), new Date(Date.now() + 200 * DAY_MS)]) {
      const { season, today, applications, auditLog } = staffRecords(7, now);
      const first = shiftDay(today, -SEASON_DAYS_BEHIND);
      const last = shiftDay(today, SEASON_DAYS_AHEAD);
      const inSeason = (day: unknown) =>
        typeof day === 'string' && day >= first && day <= last ? day : `${String(day)} outside`;
      const earliest = Math.min(...season.bookings.map((b) => b.doc.createdAt.toMillis()));
      for (const { doc } of auditLog) {
        expect(doc.at.toMillis()).toBeLessThanOrEqual(now.getTime());
        expect(doc.at.toMillis()).toBeGreaterThanOrEqual(earliest);
        expect(doc.expiresAt.toMillis()).toBeGreaterThan(now.getTime());
        const { details } = doc;
        const days = [details['date'], details['newDate'], details['resolutionDate']];
        // A move's `from` is its booking's, which may lie a week before the season's first day.
        if (doc.action === 'booking_date_changed') days.push(details['to']);
        for (const day of days.filter((d) => d !== undefined)) {
          expect([doc.action, inSeason(day)]).toEqual([doc.action, day]);
        }
      }
      for (const { doc } of applications) {
        const created = doc.createdAt.toMillis();
        expect(created).toBeLessThanOrEqual(now.getTime());
        expect(created).toBeGreaterThanOrEqual(now.getTime() - (SEASON_DAYS_BEHIND + 1) * DAY_MS);
        if (doc.decidedAt) {
          expect(doc.decidedAt.toMillis()).toBeGreaterThan(created);
          expect(doc.decidedAt.toMillis()).toBeLessThanOrEqual(now.getTime());
          expect(inSeason(doc.resolutionDate)).toBe(doc.resolutionDate);
          expect(doc.resolutionDate! <= today).toBe(true);
        }
        if (doc.fee) expect(doc.fee.paidAt.toMillis()).toBeLessThanOrEqual(now.getTime());
      }
    }
  });
});
