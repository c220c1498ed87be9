import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { z } from '../../../src/domain/zod';
import { todayInRome } from '../../../src/domain/calendar';
import { bookingDocumentSchema } from '../../../src/domain/documents/booking';
import { memberDocumentSchema } from '../../../src/domain/documents/member';
import { STATUS_REASONS } from '../../../src/domain/documents/status-reason';
import { waitlistEntrySchema } from '../../../src/domain/documents/waitlist';
import { DEFAULT_SCHEDULES } from '../../../src/domain/schedule';
import { SEASON_STATES } from './booking-states';
import { SEASON_DAYS_AHEAD, SEASON_DAYS_BEHIND, shiftDay } from './departures';
import { generateSeason } from './season';
import { SMALL_SEASON, testSeasonInput } from './test-season';

const timestamp = z.instanceof(Timestamp);
const input = testSeasonInput;

describe('the season seed', () => {
  it('gives the same documents for the same seed and day', () => {
    const now = new Date();
    expect(generateSeason(input({ now }))).toEqual(generateSeason(input({ now })));
  });

  it('gives other documents for another seed', () => {
    const now = new Date();
    const first = generateSeason(input({ now, seed: 1 }));
    const second = generateSeason(input({ now, seed: 2 }));
    expect(second.bookings.map((b) => b.id)).not.toEqual(first.bookings.map((b) => b.id));
    expect(second.members.map((m) => m.fullName)).not.toEqual(first.members.map((m) => m.fullName));
  });

  it('stores documents the functions read: every one passes its collection schema', () => {
    const season = generateSeason(input());
    const bookings = bookingDocumentSchema(timestamp);
    const members = memberDocumentSchema(timestamp);
    const waitlist = waitlistEntrySchema(timestamp);
    for (const { id, doc } of season.bookings) {
      expect([id, bookings.safeParse(doc).error]).toEqual([id, undefined]);
      expect([undefined, ...STATUS_REASONS]).toContain(doc.statusReason);
    }
    for (const member of season.members) expect(members.safeParse(member).error).toBeUndefined();
    for (const { doc } of season.waitlist) expect(waitlist.safeParse(doc).error).toBeUndefined();
  });

  it('has the sizes asked for and every state a season has', () => {
    const season = generateSeason(input());
    expect(season.bookings).toHaveLength(SMALL_SEASON.bookings);
    expect(new Set(season.members.map((m) => m.memberNumber)).size).toBe(SMALL_SEASON.members);
    expect(new Set(season.bookings.map((b) => b.id)).size).toBe(SMALL_SEASON.bookings);
    expect(season.waitlist).toHaveLength(SMALL_SEASON.waitlist);
    const signed = season.bookings.reduce((n, b) => n + Object.keys(b.doc.waivers ?? {}).length, 0);
    expect([season.waiversSigned, signed]).toEqual([SMALL_SEASON.waivers, SMALL_SEASON.waivers]);
    expect(new Set(season.bookings.map((b) => b.state))).toEqual(new Set(SEASON_STATES));
    expect(new Set(season.bookings.map((b) => b.doc.status))).toEqual(
      new Set(['paid', 'cancelled', 'refunded', 'expired']),
    );
    expect(season.bookings.some((b) => b.doc.checkedInAt)).toBe(true);
    expect(season.bookings.some((b) => b.doc.dateChanges?.length)).toBe(true);
  });

  it('keeps every counter equal to the seats its bookings and offers hold, within capacity', () => {
    const season = generateSeason(input());
    const held = new Map<string, number>();
    const add = (key: string, seats: number) => held.set(key, (held.get(key) ?? 0) + seats);
    for (const { doc } of season.bookings)
      if (doc.holdsSeats) add(`${doc.tourId}_${doc.selectedDate}`, doc.participants);
    for (const { doc } of season.waitlist)
      if (doc.holdsSeats) add(`${doc.tourId}_${doc.date}`, doc.partySize);
    expect(new Map(season.counters.map((c) => [c.id, c.doc.seatsHeld]))).toEqual(held);
    for (const { doc } of season.counters) {
      const capacity = DEFAULT_SCHEDULES[doc.tourId as keyof typeof DEFAULT_SCHEDULES].capacity;
      expect(doc.seatsHeld).toBeLessThanOrEqual(capacity);
    }
  });

  it('places every day and instant relative to the injected today, never after it for what happened', () => {
    for (const now of [new Date(), new Date(Date.now() + 200 * 24 * 3_600_000)]) {
      const season = generateSeason(input({ now }));
      const today = todayInRome(now);
      for (const { doc } of season.bookings) {
        expect(doc.selectedDate >= shiftDay(today, -SEASON_DAYS_BEHIND)).toBe(true);
        expect(doc.selectedDate <= shiftDay(today, SEASON_DAYS_AHEAD)).toBe(true);
        expect(doc.createdAt.toMillis()).toBeLessThanOrEqual(now.getTime());
        expect(doc.updatedAt.toMillis()).toBeLessThanOrEqual(now.getTime() + 60_000);
        if (doc.checkedInAt) expect(doc.selectedDate <= today).toBe(true);
      }
    }
  });
});
