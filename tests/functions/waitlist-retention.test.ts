import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { applyRetention, WAITLIST_RETENTION_DAYS } from '@functions/services/retention';
import { waitlistRef } from '@functions/services/waitlist/waitlist-doc';
import { closeTestDb, resetFirestore, testDb } from '../support/firestore';

/** A fixed clock: retention is judged against it, never against today. */
const NOW = new Date('2026-11-23T03:30:00Z');
const SETTINGS = { bookingMonths: 12, messageMonths: 24 };
const daysBefore = (days: number) =>
  new Date(NOW.getTime() - days * 86_400_000).toISOString().slice(0, 10);

function entry(date: string) {
  const at = Timestamp.fromDate(new Date('2026-09-01T10:00:00Z'));
  return {
    tourId: 'emotion-in-villa',
    date,
    name: 'Anna Verdi',
    email: 'anna@example.com',
    partySize: 2,
    locale: 'it',
    status: 'lapsed',
    holdsSeats: false,
    createdAt: at,
    updatedAt: at,
    offers: 1,
    anonymisedAt: null,
  };
}

describe('retention of the waiting list', () => {
  beforeEach(() => resetFirestore(NOW));
  afterAll(closeTestDb);

  it('blanks name and e-mail of entries whose date is more than 30 days gone, once', async () => {
    const db = testDb();
    await db.doc('waitlist/old').set(entry(daysBefore(WAITLIST_RETENTION_DAYS + 1)));
    await db.doc('waitlist/recent').set(entry(daysBefore(WAITLIST_RETENTION_DAYS - 1)));

    expect((await applyRetention(db, SETTINGS, NOW)).waitlistEntriesAnonymised).toBe(1);

    const old = (await waitlistRef(db, 'old').get()).data();
    expect(old).toMatchObject({ name: '', email: '', partySize: 2, status: 'lapsed' });
    expect(old?.anonymisedAt?.toMillis()).toBe(NOW.getTime());
    expect((await waitlistRef(db, 'recent').get()).data()).toMatchObject({
      name: 'Anna Verdi',
      email: 'anna@example.com',
      anonymisedAt: null,
    });
    expect((await applyRetention(db, SETTINGS, NOW)).waitlistEntriesAnonymised).toBe(0);
  });
});
