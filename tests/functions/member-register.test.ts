import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { REGISTER_PAGE_SIZE } from '@/domain/api/staff-members';
import { formatRegisterCsv } from '@/domain/member-register-csv';
import { memberRegisterKeys } from '@/domain/member-register-keys';
import { lookupMember } from '@functions/services/members';
import { handleStaffImportMembers } from '@functions/services/register/import-members';
import { handleStaffMembers } from '@functions/services/register/read-register';
import { handleStaffRenewMember } from '@functions/services/register/renew-member';
import { AUDIT_LOG_COLLECTION } from '@functions/services/audit-log/audit-log';
import { closeTestDb, resetFirestore, testDb } from '../support/firestore';
import { callAs, signInBeforeAll, testAuth } from '../support/staff-auth';
import { refusalCodeAndReason as refusal } from '../support/refusal';

// The member register of /staff on the Firestore and Auth emulators: reading it, renewing a
// membership, and importing a CSV with a preview that writes nothing.

/** Monday 23 November 2026, 10:00 in Rome: the demo register's validity is counted from it. */
const NOW = new Date('2026-11-23T09:00:00Z');
/** The demo register (fixtures/members.json) as resetFirestore writes it on NOW. */
const CURRENT = '2027-12-31';
const LAPSED = '2025-12-31';

/** The demo register's member numbers, in the register's order. */
const DEMO_NUMBERS = [
  '2024-017',
  '2025-001',
  '2025-002',
  '2025-003',
  '2025-004',
  '2025-005',
  '2025-006',
];

const deps = () => ({ db: testDb(), auth: testAuth(), now: () => NOW });

const signedIn = signInBeforeAll({ guide: 'guide', manager: 'manager' });
beforeEach(async () => {
  await resetFirestore(NOW);
  await testDb().doc('settings/membership').set({
    provisionalBooking: true,
    membershipYearEnds: '12-31',
  });
});
afterAll(closeTestDb);

/** Every member document as stored, by id. */
async function register(): Promise<Record<string, Record<string, unknown>>> {
  const snapshot = await testDb().collection('members').get();
  return Object.fromEntries(snapshot.docs.map((doc) => [doc.id, doc.data()]));
}

async function auditEntries() {
  const snapshot = await testDb().collection(AUDIT_LOG_COLLECTION).get();
  return snapshot.docs.map((doc) => doc.data());
}

const importCsv = (csv: string, apply: boolean) =>
  handleStaffImportMembers(deps(), callAs(signedIn.manager, { csv, apply }));

const HEADER = 'Numero socio;Nome e cognome;Tipo;Ammesso il;Delibera del;Valido fino al;E-mail';

describe('staffMembers', () => {
  it('gives the whole register for the export by member number, names unreadable rows, and logs the read', async () => {
    await testDb().doc('members/2025-1000').set({
      fullName: 'Zeno Ultimo',
      normalizedName: 'zeno ultimo',
      validUntil: CURRENT,
    });
    // Typed in the console as an Italian date: the server cannot judge it.
    await testDb().doc('members/2025-007').set({
      fullName: 'Rita Scritta A Mano',
      normalizedName: 'rita scritta a mano',
      validUntil: '31/12/2026',
    });

    const answer = await handleStaffMembers(deps(), callAs(signedIn.manager, { all: true }));

    expect(answer.members.map((row) => row.memberNumber)).toEqual([...DEMO_NUMBERS, '2025-1000']);
    expect(answer.members[0]).toEqual({
      memberNumber: '2024-017',
      fullName: 'Paolo Verdi',
      validUntil: LAPSED,
    });
    expect(answer.unreadable).toEqual(['2025-007']);
    expect(await auditEntries()).toEqual([
      expect.objectContaining({
        action: 'register_read',
        target: 'members',
        details: { members: 8 },
        actorUid: signedIn.manager.uid,
      }),
    ]);
  });

  it("answers a page at a time in the register's order, 2026-999 before 2026-1000", async () => {
    // 57 more members around 2026-999, written as every writer writes a row (keys included);
    // 2026-0999 shares 2026-999's key, and the two fall on either side of the page boundary.
    const numbers = [
      ...Array.from({ length: 42 }, (_, i) => `2026-${957 + i}`),
      '2026-0999',
      '2026-999',
      ...Array.from({ length: 13 }, (_, i) => `2026-${1000 + i}`),
    ];
    const batch = testDb().batch();
    for (const memberNumber of numbers) {
      const normalizedName = `socio ${memberNumber}`;
      batch.set(testDb().doc(`members/${memberNumber}`), {
        fullName: `Socio ${memberNumber}`,
        normalizedName,
        memberNumber,
        validUntil: CURRENT,
        ...memberRegisterKeys(memberNumber, normalizedName),
      });
    }
    await batch.commit();

    const first = await handleStaffMembers(deps(), callAs(signedIn.manager, {}));
    expect(first.members).toHaveLength(REGISTER_PAGE_SIZE);
    expect(first.nextCursor).toBeDefined();
    const second = await handleStaffMembers(
      deps(),
      callAs(signedIn.manager, { after: first.nextCursor }),
    );
    expect(second.nextCursor).toBeUndefined();
    const listed = [...first.members, ...second.members].map((row) => row.memberNumber);
    expect(listed).toEqual([...DEMO_NUMBERS, ...numbers]);
    expect(first.members.at(-1)?.memberNumber).toBe('2026-0999');
    expect(second.members[0]?.memberNumber).toBe('2026-999');
    expect(listed.indexOf('2026-999')).toBe(listed.indexOf('2026-1000') - 1);
    // Counted, not read: the whole register and who has not paid the fee year under way.
    expect([first.total, first.unpaid, second.total]).toEqual([64, 64, 64]);
    // One audit entry a page, with the rows it disclosed.
    expect((await auditEntries()).map((entry) => entry.details)).toEqual(
      expect.arrayContaining([{ members: REGISTER_PAGE_SIZE }, { members: 14 }]),
    );
  });

  it.each([
    ['a partial surname, any case', 'ROSS', ['2025-002']],
    ['a name typed with an iPhone apostrophe', 'lucia d’am', ['2025-004']],
    ['a name without its accent', 'niccolo', ['2025-003']],
    [
      'a member number begun',
      '2025-00',
      ['2025-001', '2025-002', '2025-003', '2025-004', '2025-005', '2025-006'],
    ],
    ['two words of one name', 'de santis anna', ['2025-005']],
    ['words of two different people', 'giulia rossi', []],
  ])('finds by %s', async (_what, search, found) => {
    const answer = await handleStaffMembers(deps(), callAs(signedIn.manager, { search }));
    expect(answer.members.map((row) => row.memberNumber)).toEqual(found);
    expect(answer.nextCursor).toBeUndefined();
    expect(answer.total).toBe(7);
  });

  it('counts as paid up a member with the fee year under way or the next one paid', async () => {
    await testDb()
      .doc('members/2025-001')
      .update({ feeYearsPaid: [2025, 2026] });
    await testDb()
      .doc('members/2025-002')
      .update({ feeYearsPaid: [2027] });
    await testDb()
      .doc('members/2025-003')
      .update({ feeYearsPaid: [2025] });
    const answer = await handleStaffMembers(deps(), callAs(signedIn.manager, {}));
    expect([answer.feeYear, answer.total, answer.unpaid]).toEqual([2026, 7, 5]);
  });

  it('is refused to a guide, with MANAGER_ONLY, and nothing is logged', async () => {
    expect(await refusal(handleStaffMembers(deps(), callAs(signedIn.guide, {})))).toEqual({
      code: 'permission-denied',
      reason: 'MANAGER_ONLY',
    });
    expect(await auditEntries()).toEqual([]);
  });
});

describe('staffRenewMember', () => {
  it('extends a running membership by a year and a lapsed one to this year end, with an entry each', async () => {
    expect(
      await handleStaffRenewMember(deps(), callAs(signedIn.manager, { memberNumber: '2025-001' })),
    ).toEqual({ memberNumber: '2025-001', validUntil: '2028-12-31' });
    expect(
      await handleStaffRenewMember(deps(), callAs(signedIn.manager, { memberNumber: '2024-017' })),
    ).toEqual({ memberNumber: '2024-017', validUntil: '2026-12-31' });

    const stored = await register();
    expect(stored['2025-001']?.validUntil).toBe('2028-12-31');
    expect(stored['2024-017']?.validUntil).toBe('2026-12-31');
    // verifyMember's lookup sees the renewal at once.
    expect((await lookupMember(testDb(), 'paolo verdi', '2026-12-05')).status).toBe('found');
    const renewals = (await auditEntries()).map((entry) => entry.details as unknown);
    expect(renewals).toEqual(
      expect.arrayContaining([
        { memberNumber: '2025-001', previousValidUntil: CURRENT, validUntil: '2028-12-31' },
        { memberNumber: '2024-017', previousValidUntil: LAPSED, validUntil: '2026-12-31' },
      ]),
    );
  });

  it('counts to the year end settings/membership names', async () => {
    await testDb().doc('settings/membership').update({ membershipYearEnds: '09-30' });
    // Lapsed last year: covered until the next 30 September after today.
    expect(
      await handleStaffRenewMember(deps(), callAs(signedIn.manager, { memberNumber: '2024-017' })),
    ).toEqual({ memberNumber: '2024-017', validUntil: '2027-09-30' });
  });

  it('answers NOT_FOUND for a number not in the register, and a guide MANAGER_ONLY', async () => {
    for (const memberNumber of ['2099-001', '__reserved__', '..']) {
      expect(
        await refusal(handleStaffRenewMember(deps(), callAs(signedIn.manager, { memberNumber }))),
      ).toEqual({ code: 'not-found', reason: 'NOT_FOUND' });
    }
    expect(
      await refusal(
        handleStaffRenewMember(deps(), callAs(signedIn.guide, { memberNumber: '2025-001' })),
      ),
    ).toEqual({ code: 'permission-denied', reason: 'MANAGER_ONLY' });
    expect((await register())['2025-001']?.validUntil).toBe(CURRENT);
    expect(await auditEntries()).toEqual([]);
  });
});

describe('staffImportMembers', () => {
  /** One new member, one changed, one as stored, one refused, one with a typographic apostrophe. */
  const FILE = [
    HEADER,
    `2025-001;Giulia Bianchi;;;;${CURRENT};`,
    `2025-002;Marco Rossi;sostenitore;;2025-01-20;31/12/2028;`,
    `2026-100;Chiara Dell’Acqua;ordinario;2026-03-02;2026-02-28;2026-12-31;chiara@example.com`,
    `2026-101;Data Sbagliata;;;;2026-13-01;`,
    `;Senza Numero;;;;2026-12-31;`,
  ].join('\r\n');

  it('previews without writing anything', async () => {
    const before = await register();

    const preview = await importCsv(FILE, false);

    expect(preview).toEqual({
      applied: false,
      lines: [
        { line: 2, memberNumber: '2025-001', fullName: 'Giulia Bianchi', outcome: 'unchanged' },
        { line: 3, memberNumber: '2025-002', fullName: 'Marco Rossi', outcome: 'updated' },
        { line: 4, memberNumber: '2026-100', fullName: 'Chiara Dell’Acqua', outcome: 'new' },
        {
          line: 5,
          memberNumber: '2026-101',
          fullName: 'Data Sbagliata',
          outcome: 'rejected',
          problem: 'bad_valid_until',
        },
        {
          line: 6,
          fullName: 'Senza Numero',
          outcome: 'rejected',
          problem: 'missing_member_number',
        },
      ],
    });
    expect(await register()).toEqual(before);
    expect(await auditEntries()).toEqual([]);
  });

  it('applies what the preview showed: new and updated written, everything else left alone', async () => {
    // Fields the file has no column for, and an e-mail its blank cell must not erase.
    await testDb()
      .doc('members/2025-002')
      .update({ locale: 'en', renewalReminderFor: CURRENT, email: 'marco@example.com' });
    const before = await register();
    const preview = await importCsv(FILE, false);

    const applied = await importCsv(FILE, true);

    expect(applied).toEqual({ ...preview, applied: true });
    const after = await register();
    expect(after['2025-002']).toEqual({
      ...before['2025-002'],
      membershipType: 'sostenitore',
      resolutionDate: '2025-01-20',
      validUntil: '2028-12-31',
    });
    expect(after['2026-100']).toEqual({
      fullName: 'Chiara Dell’Acqua',
      normalizedName: "chiara dell'acqua",
      memberNumber: '2026-100',
      membershipType: 'ordinario',
      admittedAt: expect.anything(),
      resolutionDate: '2026-02-28',
      validUntil: '2026-12-31',
      email: 'chiara@example.com',
      // Written with its register keys, so "Registro soci" lists and finds it at once.
      ...memberRegisterKeys('2026-100', "chiara dell'acqua"),
    });
    // Members the file does not name, the unchanged one and the refused lines: as they were.
    for (const id of ['2024-017', '2025-001', '2025-003', '2025-004', '2025-005', '2025-006']) {
      expect(after[id]).toEqual(before[id]);
    }
    expect(after['2026-101']).toBeUndefined();
    // The new member is found as an iPhone types the name, and the register lists the admission day.
    expect((await lookupMember(testDb(), "chiara dell'acqua", '2026-12-05')).status).toBe('found');
    const listed = await handleStaffMembers(deps(), callAs(signedIn.manager, {}));
    expect(listed.members.find((row) => row.memberNumber === '2026-100')?.admittedOn).toBe(
      '2026-03-02',
    );
    expect((await auditEntries()).find((entry) => entry.action === 'register_import')).toEqual(
      expect.objectContaining({
        target: 'members',
        details: { new: 1, updated: 1, unchanged: 1, rejected: 2 },
      }),
    );

    // The same file again changes nothing more.
    const again = await importCsv(FILE, true);
    expect(again.lines.map((line) => line.outcome)).toEqual([
      'unchanged',
      'unchanged',
      'unchanged',
      'rejected',
      'rejected',
    ]);
  });

  it('takes back its own export unchanged', async () => {
    const { members } = await handleStaffMembers(deps(), callAs(signedIn.manager, { all: true }));
    const answer = await importCsv(formatRegisterCsv(members), false);
    expect(answer.lines.map((line) => line.outcome)).toEqual(members.map(() => 'unchanged'));
  });

  it('refuses the lines with their reasons and writes none of them', async () => {
    const before = await register();
    const answer = await importCsv(
      [
        HEADER,
        '2026-200;;;;;2026-12-31;',
        '2026-201;Tipo Strano;onorario;;;2026-12-31;',
        '2026-202;Delibera Strana;;;30/02/2026;2026-12-31;',
        '2026-203;Email Strana;;;;2026-12-31;chi@',
        '2026-204;Due Volte;;;;2026-12-31;',
        '2026-204;Due Volte Bis;;;;2026-12-31;',
        '2026-205;Colonne;2026-12-31',
      ].join('\n'),
      true,
    );
    expect(answer.lines.map((line) => [line.line, line.outcome, line.problem])).toEqual([
      [2, 'rejected', 'missing_name'],
      [3, 'rejected', 'bad_membership_type'],
      [4, 'rejected', 'bad_date'],
      [5, 'rejected', 'bad_email'],
      [6, 'rejected', 'duplicate_in_file'],
      [7, 'rejected', 'duplicate_in_file'],
      [8, 'rejected', 'wrong_column_count'],
    ]);
    expect(await register()).toEqual(before);
  });

  it('refuses a file without the register header as a whole', async () => {
    const answer = await importCsv('Nome;Cognome\nGiulia;Bianchi\n', true);
    expect(answer.lines).toEqual([{ line: 1, outcome: 'rejected', problem: 'bad_header' }]);
  });

  it('is refused to a guide, preview and apply alike, with MANAGER_ONLY', async () => {
    const before = await register();
    for (const apply of [false, true]) {
      expect(
        await refusal(
          handleStaffImportMembers(deps(), callAs(signedIn.guide, { csv: FILE, apply })),
        ),
      ).toEqual({ code: 'permission-denied', reason: 'MANAGER_ONLY' });
    }
    expect(await register()).toEqual(before);
    expect(await auditEntries()).toEqual([]);
  });
});
