import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpsError } from 'firebase-functions/v2/https';
import { handleVerifyMember } from '@functions/services/verify-member';
import { verifyMemberResponseSchema } from '@/domain/api/members';
import { closeTestDb, resetFirestore, testDb } from '../support/firestore';
import { TEST_KEY_HASH_SECRET } from '../support/key-hash-secret';

let nowMs = Date.parse('2026-11-23T09:00:00Z');
let client = 0;

function deps() {
  return { db: testDb(), keyHashSecret: TEST_KEY_HASH_SECRET, now: () => new Date(nowMs) };
}

/** Each check from a new client unless one is given, so the limit only bites where intended. */
async function check(data: unknown, clientKey = `ip:192.0.2.${(client += 1)}`) {
  return verifyMemberResponseSchema.parse(await handleVerifyMember(deps(), { data, clientKey }));
}

describe('verifyMember', () => {
  beforeEach(async () => {
    nowMs = Date.parse('2026-11-23T09:00:00Z');
    await resetFirestore(new Date(nowMs));
  });
  afterAll(closeTestDb);

  it('finds a member by the normalised exact name', async () => {
    // The verdict alone: no member number, no expiry date, nothing else of the register.
    expect(await check({ memberName: '  giulia   BIANCHI ' })).toStrictEqual({ status: 'found' });
    expect(await check({ memberName: "Lucia D'Amico", onDate: '2026-12-31' })).toStrictEqual({
      status: 'found',
    });
  });

  it('answers not_found for anything but an exact match, revealing nothing else', async () => {
    for (const memberName of ['Giulia', 'Giulia Bianchi Rossi', 'Giulia Bianch', 'Mario Nessuno']) {
      expect(await check({ memberName })).toEqual({ status: 'not_found' });
    }
  });

  it('answers lapsed when the membership ends before the tour date (default today in Rome)', async () => {
    expect(await check({ memberName: 'Paolo Verdi' })).toStrictEqual({ status: 'lapsed' });
    // Counted from the clock, the demo register keeps Giulia valid to the end of next year.
    await testDb().doc('members/2025-001').update({ validUntil: '2026-12-31' });
    expect(await check({ memberName: 'Giulia Bianchi', onDate: '2027-01-02' })).toStrictEqual({
      status: 'lapsed',
    });
    // 23:30 UTC on 31 December is already 1 January in Rome.
    nowMs = Date.parse('2026-12-31T23:30:00Z');
    expect(await check({ memberName: 'Giulia Bianchi' })).toMatchObject({ status: 'lapsed' });
  });

  it('limits each client to 5 attempts a minute, across instances', async () => {
    const clientKey = 'ip:203.0.113.50';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await check({ memberName: `Guess ${attempt}` }, clientKey);
    }
    const refused = await check({ memberName: 'Giulia Bianchi' }, clientKey).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(HttpsError);
    expect((refused as HttpsError).code).toBe('resource-exhausted');
    expect((refused as HttpsError).details).toEqual({ reason: 'RATE_LIMITED' });
    expect((refused as HttpsError).message).toContain('RATE_LIMITED');

    // Another client is not affected; the same one may try again a minute later.
    expect(await check({ memberName: 'Giulia Bianchi' })).toMatchObject({ status: 'found' });
    nowMs += 60_000;
    expect(await check({ memberName: 'Giulia Bianchi' }, clientKey)).toMatchObject({
      status: 'found',
    });
    const counters = await testDb().collection('rateLimits').get();
    expect(counters.docs.every((doc) => /^[0-9a-f]{64}$/.test(doc.id))).toBe(true);
  });

  it('counts concurrent attempts exactly', async () => {
    const clientKey = 'ip:203.0.113.77';
    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, () => check({ memberName: 'Giulia Bianchi' }, clientKey)),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
    const refusals = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [(outcome.reason as HttpsError).details] : [],
    );
    expect(refusals).toEqual(Array.from({ length: 7 }, () => ({ reason: 'RATE_LIMITED' })));
  });

  it('refuses an empty name', async () => {
    const refused = await check({ memberName: '   ' }).then(
      () => null,
      (error: unknown) => error,
    );
    expect((refused as HttpsError).details).toMatchObject({ reason: 'INVALID_INPUT' });
  });

  it('refuses dates outside the booking horizon, counting nothing', async () => {
    for (const onDate of ['2026-11-22', '2030-01-01']) {
      const refused = await check({ memberName: 'Giulia Bianchi', onDate }).then(
        () => null,
        (error: unknown) => error,
      );
      expect((refused as HttpsError).details).toEqual({
        reason: 'INVALID_DATE',
        fields: ['onDate'],
      });
    }
    expect(await check({ memberName: 'Giulia Bianchi', onDate: '2026-11-23' })).toStrictEqual({
      status: 'found',
    });
  });

  it('lets no other caller lock a member out of checking their own name', async () => {
    // Twelve callers elsewhere probe the name, each up to its own per-minute limit.
    for (let caller = 0; caller < 12; caller += 1) {
      for (let probe = 0; probe < 5; probe += 1) {
        await check({ memberName: 'Giulia Bianchi' }, `ip:198.51.100.${caller}`);
      }
    }
    expect(await check({ memberName: ' giulia  BIANCHI' }, 'ip:203.0.113.8')).toStrictEqual({
      status: 'found',
    });
  });

  it('limits one caller’s checks of one name to ten an hour, other names and callers unaffected', async () => {
    const clientKey = 'ip:203.0.113.9';
    for (let probe = 0; probe < 10; probe += 1) {
      // Spread over minutes, so the per-minute limit is not the one that bites.
      nowMs += 60_000;
      await check({ memberName: 'Marco Rossi' }, clientKey);
    }
    nowMs += 60_000;
    const refused = await check({ memberName: '  MARCO   rossi' }, clientKey).then(
      () => null,
      (error: unknown) => error,
    );
    expect((refused as HttpsError).details).toEqual({ reason: 'RATE_LIMITED' });
    expect(await check({ memberName: 'Giulia Bianchi' }, clientKey)).toStrictEqual({
      status: 'found',
    });
    expect(await check({ memberName: 'Marco Rossi' })).toStrictEqual({ status: 'found' });
    nowMs += 60 * 60_000;
    expect(await check({ memberName: 'Marco Rossi' }, clientKey)).toStrictEqual({
      status: 'found',
    });
  });
});
