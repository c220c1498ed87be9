import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { normalizeMemberRow } from '@functions/services/membership/normalize-member';
import { handleVerifyMember } from '@functions/services/verify-member';
import { verifyMemberResponseSchema } from '@/domain/api/members';
import { memberNumberSortKey, memberSearchTerms } from '@/domain/member-register-keys';
import { closeTestDb, resetFirestore, testDb } from '../support/firestore';
import { TEST_KEY_HASH_SECRET } from '../support/key-hash-secret';
import { runMemberTrigger } from '../support/member-trigger';

const NOW = new Date('2026-11-23T09:00:00Z');
/** The trigger runs a transaction per write: on a busy machine that takes a few seconds. */
const WAIT = { timeout: 15_000, interval: 50 };
let client = 0;

async function verify(memberName: string) {
  const answer = await handleVerifyMember(
    { db: testDb(), keyHashSecret: TEST_KEY_HASH_SECRET, now: () => NOW },
    { data: { memberName }, clientKey: `ip:192.0.2.${(client += 1)}` },
  );
  return verifyMemberResponseSchema.parse(answer).status;
}

describe('normalizeMemberNameOnWrite', () => {
  let trigger: Awaited<ReturnType<typeof runMemberTrigger>>;
  beforeEach(async () => {
    await resetFirestore(NOW);
    trigger = await runMemberTrigger(testDb());
  });
  afterEach(() => trigger.stop());
  afterAll(closeTestDb);

  it('fills normalizedName and memberNumber after a raw console write, once', async () => {
    const ref = testDb().doc('members/2026-010');
    // What staff type in the console: the name as written, with the typographic apostrophe.
    await ref.set({ fullName: 'Chiara Dell\u2019Acqua', validUntil: '2026-12-31' });

    await vi.waitFor(async () => {
      expect((await ref.get()).data()).toEqual({
        fullName: 'Chiara Dell\u2019Acqua',
        validUntil: '2026-12-31',
        normalizedName: "chiara dell'acqua",
        memberNumber: '2026-010',
        memberNumberKey: memberNumberSortKey('2026-010'),
        searchTerms: memberSearchTerms("chiara dell'acqua", '2026-010'),
      });
    }, WAIT);
    // Its own write fired it again and changed nothing: no loop.
    await vi.waitFor(() => {
      const mine = trigger.outcomes.filter((entry) => entry.memberNumber === '2026-010');
      expect(mine.map((entry) => entry.outcome)).toEqual(['updated', 'unchanged']);
    }, WAIT);
    const settled = (await ref.get()).updateTime;
    expect(await normalizeMemberRow(testDb(), '2026-010')).toBe('unchanged');
    expect((await ref.get()).updateTime?.isEqual(settled!)).toBe(true);

    // verifyMember finds the name however it is typed: straight apostrophe, other case.
    expect(await verify("CHIARA dell'acqua")).toBe('found');
    expect(await verify('Chiara Dell\u2019Acqua')).toBe('found');
  });

  it('follows a change of fullName', async () => {
    const ref = testDb().doc('members/2025-002');
    await ref.update({ fullName: 'Marco Rossi Bianchi' });
    await vi.waitFor(async () => {
      expect((await ref.get()).get('normalizedName')).toBe('marco rossi bianchi');
      expect((await ref.get()).get('searchTerms')).toContain('bianc');
    }, WAIT);
    expect(await verify('Marco Rossi Bianchi')).toBe('found');
    expect(await verify('Marco Rossi')).toBe('not_found');
  });

  it('brings a row normalised under the old rule in step (accents now folded)', async () => {
    const ref = testDb().doc('members/2025-003');
    // The old rule kept the accent: "Niccolò" typed decomposed, or without it, did not match.
    await ref.update({ normalizedName: 'niccolò ferrari' });
    await vi.waitFor(async () => {
      expect((await ref.get()).get('normalizedName')).toBe('niccolo ferrari');
    }, WAIT);
    expect(await verify('Niccolo\u0300 Ferrari')).toBe('found');
    expect(await verify('Niccolo Ferrari')).toBe('found');
  });

  it('keys rows written before the register was paged (the backfill), orderable and searchable', async () => {
    // Rows as every writer left them before: the keys missing, like the backfill finds them.
    for (const id of ['2026-999', '2026-1000', '2026-998']) {
      await testDb()
        .doc(`members/${id}`)
        .set({ normalizedName: `socio ${id}`, memberNumber: id, validUntil: '2026-12-31' });
    }
    await trigger.stop();
    for (const id of ['2026-999', '2026-1000', '2026-998']) {
      await testDb().doc(`members/${id}`).update({ memberNumberKey: FieldValue.delete() });
      expect(await normalizeMemberRow(testDb(), id)).toBe('updated');
      expect(await normalizeMemberRow(testDb(), id)).toBe('unchanged');
    }
    const ordered = await testDb()
      .collection('members')
      .where('memberNumberKey', '>=', memberNumberSortKey('2026-998'))
      .orderBy('memberNumberKey')
      .limit(3)
      .get();
    expect(ordered.docs.map((doc) => doc.id)).toEqual(['2026-998', '2026-999', '2026-1000']);
    const found = await testDb()
      .collection('members')
      .where('searchTerms', 'array-contains', '2026-99')
      .get();
    expect(found.docs.map((doc) => doc.id).sort()).toEqual(['2026-998', '2026-999']);
  });

  it('lists the years of the fees paid in feeYearsPaid, which the register counts by', async () => {
    await trigger.stop();
    const fee = (year: number) => ({
      year,
      amountCents: 2500,
      paymentIntentId: null,
      method: 'cash',
      paidAt: new Date(),
      receiptId: `fee_2025-001_${year}`,
      receiptNumber: `${year}/0001`,
    });
    // Typed in the console without the list: the row is brought in step, once.
    await testDb()
      .doc('members/2025-001')
      .update({ 'feesPaid.2027': fee(2027), 'feesPaid.2026': fee(2026) });
    expect(await normalizeMemberRow(testDb(), '2025-001')).toBe('updated');
    expect((await testDb().doc('members/2025-001').get()).get('feeYearsPaid')).toEqual([
      2026, 2027,
    ]);
    expect(await normalizeMemberRow(testDb(), '2025-001')).toBe('unchanged');
  });

  it('deletes nothing, and leaves a row without a fullName as it is', async () => {
    await testDb().doc('members/2025-004').delete();
    const bare = testDb().doc('members/2026-020');
    await bare.set({ normalizedName: 'solo normalizzato', validUntil: '2026-12-31' });
    await vi.waitFor(async () => {
      expect((await bare.get()).get('memberNumber')).toBe('2026-020');
    }, WAIT);
    expect((await bare.get()).get('normalizedName')).toBe('solo normalizzato');
    expect(await normalizeMemberRow(testDb(), '2025-004')).toBe('deleted');
    expect((await testDb().doc('members/2025-004').get()).exists).toBe(false);
  });

  it('logs and skips a row whose fullName is not text', async () => {
    const ref = testDb().doc('members/2026-030');
    await ref.set({ fullName: 42, validUntil: '2026-12-31' });
    expect(await normalizeMemberRow(testDb(), '2026-030')).toBe('malformed');
    expect((await ref.get()).data()).toEqual({ fullName: 42, validUntil: '2026-12-31' });
  });
});
