import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { AUDIT_LOG_COLLECTION } from '@functions/services/audit-log/audit-log';
import { handleStaffMembers } from '@functions/services/register/read-register';
import { handleStaffRecordFee } from '@functions/services/register/record-fee';
import { closeTestDb, resetFirestore, testDb } from '../support/firestore';
import { refusalCodeAndReason as refusal } from '../support/refusal';
import { callAs, signInBeforeAll, testAuth } from '../support/staff-auth';

// "Registra quota" in the member register: a fee paid at the desk or by bank transfer, recorded
// with its numbered receipt, on the Firestore and Auth emulators.

/** Monday 23 November 2026 in Rome: the fee year under way is 2026 (the year ends 31 December). */
const NOW = new Date('2026-11-23T09:00:00Z');
const MEMBER = '2025-001';

const deps = () => ({ db: testDb(), auth: testAuth(), now: () => NOW });
const signedIn = signInBeforeAll({ guide: 'guide', manager: 'manager' });
const record = (data: unknown, as: 'guide' | 'manager' = 'manager') =>
  handleStaffRecordFee(deps(), callAs(signedIn[as], data));

beforeEach(async () => {
  await resetFirestore(NOW);
  await testDb()
    .doc('settings/membership')
    .set({
      provisionalBooking: true,
      membershipYearEnds: '12-31',
      fees: { ordinario: 2500, sostenitore: 5000, minore: 1000 },
    });
});
afterAll(closeTestDb);

const feeReceipts = async () =>
  (await testDb().collection('receipts').where('memberId', '==', MEMBER).get()).docs.map((doc) =>
    doc.data(),
  );

describe('staffRecordFee', () => {
  it('records a cash fee at the settings amount with one numbered receipt and an audit entry', async () => {
    const answer = await record({ memberNumber: MEMBER, year: 2026, method: 'cash' });
    expect(answer).toEqual({
      memberNumber: MEMBER,
      year: 2026,
      amountCents: 2500,
      receiptNumber: expect.stringMatching(/^2026\/\d{4}$/),
    });
    const member = (await testDb().doc(`members/${MEMBER}`).get()).data()!;
    expect(member['feesPaid']['2026']).toMatchObject({
      year: 2026,
      amountCents: 2500,
      paymentIntentId: null,
      method: 'cash',
      receiptNumber: answer.receiptNumber,
    });
    expect(await feeReceipts()).toEqual([
      expect.objectContaining({
        kind: 'fee',
        number: answer.receiptNumber,
        amountCents: 2500,
        paymentIntentId: null,
        description: expect.arrayContaining([{ it: 'Pagata in contanti', en: 'Paid in cash' }]),
      }),
    ]);
    const audit = await testDb()
      .collection(AUDIT_LOG_COLLECTION)
      .where('action', '==', 'member_fee_recorded')
      .get();
    expect(audit.docs.map((doc) => doc.get('details'))).toEqual([
      {
        memberNumber: MEMBER,
        year: 2026,
        amountCents: 2500,
        method: 'cash',
        receiptNumber: answer.receiptNumber,
      },
    ]);
    // "Registro soci" now counts the member's fee as paid.
    const register = await handleStaffMembers(deps(), callAs(signedIn.manager, { all: true }));
    const row = register.members.find((each) => each.memberNumber === MEMBER);
    expect(row?.feeYearsPaid).toEqual([2026]);
  });

  it('gives one receipt when two managers tap at once, and refuses the second', async () => {
    const outcomes = await Promise.allSettled([
      record({ memberNumber: MEMBER, year: 2026, method: 'cash' }),
      record({ memberNumber: MEMBER, year: 2026, method: 'bank_transfer' }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(await refusal(Promise.reject((refused as PromiseRejectedResult).reason))).toEqual({
      code: 'failed-precondition',
      reason: 'FEE_NOT_DUE',
    });
    expect(await feeReceipts()).toHaveLength(1);
  });

  it('takes next year ahead but no other year, and only from a manager', async () => {
    await expect(
      record({ memberNumber: MEMBER, year: 2027, method: 'bank_transfer' }),
    ).resolves.toMatchObject({ year: 2027 });
    expect(await refusal(record({ memberNumber: MEMBER, year: 2028, method: 'cash' }))).toEqual({
      code: 'invalid-argument',
      reason: 'INVALID_INPUT',
    });
    expect(
      await refusal(record({ memberNumber: MEMBER, year: 2026, method: 'cash' }, 'guide')),
    ).toEqual({ code: 'permission-denied', reason: 'MANAGER_ONLY' });
    expect(await refusal(record({ memberNumber: '2099-999', year: 2026, method: 'cash' }))).toEqual(
      { code: 'not-found', reason: 'NOT_FOUND' },
    );
    // A price from the caller is not part of the request.
    expect(
      await refusal(record({ memberNumber: MEMBER, year: 2026, method: 'cash', amountCents: 1 })),
    ).toEqual({ code: 'invalid-argument', reason: 'INVALID_INPUT' });
    expect(
      (await feeReceipts()).map((receipt) => receipt['feeYear'] ?? receipt['number']),
    ).toHaveLength(1);
  });
});
