import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '@/domain/csv';
import { formatVoucherCode, normalizeVoucherCode } from '@/domain/vouchers/code';
import { monthCsv } from '@/domain/vouchers/month-report';
import { createCheckout } from '@functions/services/booking/checkout';
import { handleStaffAttention } from '@functions/services/attention/staff-attention';
import { outboxRef } from '@functions/services/mail/outbox';
import { composeVoucherMail } from '@functions/services/vouchers/voucher-mails';
import { auditLogCollection } from '@functions/services/audit-log/audit-log';
import { handleStaffAuditLog } from '@functions/services/staff/read-audit-log';
import { handleStaffChangeVoucher } from '@functions/services/vouchers/staff/change-voucher';
import { handleStaffFindVouchers } from '@functions/services/vouchers/staff/find-vouchers';
import { handleStaffIssueVoucher } from '@functions/services/vouchers/staff/issue-voucher';
import { handleStaffVoucherMonth } from '@functions/services/vouchers/staff/voucher-month';
import { vouchersCollection } from '@functions/services/vouchers/voucher-doc';
import {
  VOUCHER_SEARCH_PAGE_SIZE,
  type StaffIssueVoucherRequest,
} from '@/domain/api/staff-vouchers';
import { purchaseVoucher } from '@functions/services/vouchers/purchase';
import { testDb } from '../support/firestore';
import {
  callAs,
  createStaffAccount,
  createTestAccount,
  signIn,
  testAuth,
  type SignedIn,
} from '../support/staff-auth';
import { bookingRequest, call } from '../support/booking-request';
import { completeOnStripe } from '../support/stripe-stand-in';
import { eventually } from '../support/eventually';
import { registerBookingHarness } from '../support/booking-harness';
import { storedBooking } from '../support/stored-bookings';
import {
  boughtVoucher,
  issuedVoucher,
  ledgerOf,
  storedVoucher,
  voucherRequest,
} from '../support/vouchers';
import { refusal } from '../support/refusal';
import { abandonMail } from '../support/abandoned-mail';

const h = registerBookingHarness();

let manager: SignedIn;
let guide: SignedIn;
let visitor: SignedIn;
beforeAll(async () => {
  manager = await signIn(await createStaffAccount('manager'));
  guide = await signIn(await createStaffAccount('guide'));
  visitor = await signIn(await createTestAccount('visitor'));
});
const deps = () => ({ ...h().deps, auth: testAuth() });

const find = (query: string, as = manager) =>
  handleStaffFindVouchers(deps(), callAs(as, { query }));
const change = (code: string, changeData: unknown, as = manager) =>
  handleStaffChangeVoucher(deps(), callAs(as, { code, change: changeData }));
const issue = (overrides: Partial<StaffIssueVoucherRequest> = {}, as = manager) =>
  handleStaffIssueVoucher(
    deps(),
    callAs(as, {
      requestId: 'req-1',
      amountCents: 4550,
      recipientName: 'Paola Neri',
      recipientEmail: 'paola@example.com',
      message: 'Ci scusiamo per il tour annullato.',
      locale: 'it',
      reason: 'Rimborso come buono, con il consenso della cliente',
      ...overrides,
    }),
  );
const month = (value: string, locale: 'it' | 'en' = 'it', as = manager) =>
  handleStaffVoucherMonth(deps(), callAs(as, { month: value, locale }));

async function auditActions(): Promise<string[]> {
  const snapshot = await auditLogCollection(testDb()).orderBy('at').get();
  return snapshot.docs.map((doc) => doc.data().action);
}

/** A checkout for one rider of the Pojega Tour (80 €) paying with `voucherCode`. */
const checkoutWith = (voucherCode: string) =>
  createCheckout(
    h().deps,
    { ...h().settings, allowUnverifiedMembers: true },
    call(
      bookingRequest({
        tourId: 'pojega',
        participants: 1,
        participantNames: ['Rider One'],
        customerEmail: 'rider@example.com',
        gating: { memberNameEntered: 'Rider One' },
        voucherCode,
      }),
    ),
  );

describe('who may use the "Buoni" callables', () => {
  it('refuses guides and visitors every call, and writes nothing', async () => {
    const { printed } = await issuedVoucher(h(), 5000);
    for (const as of [guide, visitor]) {
      // Each call starts when the previous refusal is read: a refusal nobody awaits yet is an
      // unhandled rejection.
      const calls = [
        () => find('Giulia', as),
        () => change(printed, { kind: 'void', reason: 'prova' }, as),
        () => change(printed, { kind: 'extend', validUntil: '2030-01-01' }, as),
        () => change(printed, { kind: 'resend', requestId: 'r1' }, as),
        () => issue({}, as),
        () => month('2026-11', 'it', as),
      ];
      for (const call of calls) {
        const error = await refusal(call());
        expect(error.code).toBe('permission-denied');
        expect(['MANAGER_ONLY', 'PERMISSION_DENIED']).toContain(error.details.reason);
      }
    }
    expect(await auditActions()).toEqual([]);
    expect((await vouchersCollection(testDb()).get()).size).toBe(1);
  });

  it("leaves the voucher actions out of a guide's copy of the audit log", async () => {
    await find('Giulia');
    const asGuide = await handleStaffAuditLog(deps(), callAs(guide, {}));
    expect(asGuide.entries.map((entry) => entry.action)).toEqual([]);
    const asManager = await handleStaffAuditLog(deps(), callAs(manager, {}));
    expect(asManager.entries.map((entry) => entry.action)).toEqual(['vouchers_searched']);
  });
});

describe('staffFindVouchers', () => {
  it('finds by code (printed, typed or in part), buyer and recipient, with the ledger', async () => {
    const { printed, code } = await issuedVoucher(h(), 5000);
    const other = await issuedVoucher(h(), 8000, { recipientName: 'Niccolò Dell’Acqua' });

    const byPrinted = await find(printed);
    expect(byPrinted.vouchers.map((v) => v.code)).toEqual([printed]);
    expect(byPrinted.vouchers[0]).toMatchObject({
      state: 'usable',
      balanceCents: 5000,
      buyerName: 'Marco Rossi',
      recipientName: 'Giulia Bianchi',
      origin: 'sale',
      entries: [{ kind: 'issue', amountCents: 5000 }],
    });
    expect((await find(code.toLowerCase())).vouchers.map((v) => v.code)).toEqual([printed]);
    expect((await find(code.slice(4, 9))).vouchers.map((v) => v.code)).toEqual([printed]);
    expect((await find('niccolo dell')).vouchers.map((v) => v.code)).toEqual([other.printed]);
    expect((await find('MARCO@EXAMPLE')).vouchers).toHaveLength(2);
    expect((await find('nobody at all')).vouchers).toEqual([]);

    const short = await refusal(find('ab'));
    expect(short.details).toMatchObject({ reason: 'SEARCH_TOO_SHORT', fields: ['query'] });
    expect(await auditActions()).toEqual(Array.from({ length: 6 }, () => 'vouchers_searched'));
  });

  it('finds a voucher once it is paid, never an unpaid checkout, newest first, a page at a time', async () => {
    await purchaseVoucher(
      h().deps,
      h().settings,
      call(voucherRequest({ buyerName: 'Ada Ferrari' })),
    );
    expect((await find('ferrari')).vouchers).toEqual([]);
    const paid = await boughtVoucher(h(), { buyerName: 'Ada Ferrari' });
    expect((await find('ada ferr')).vouchers.map((v) => v.code)).toEqual([
      formatVoucherCode(paid.code),
    ]);

    const start = h().deps.now().getTime();
    const printed: string[] = [];
    for (let index = 1; index <= VOUCHER_SEARCH_PAGE_SIZE; index += 1) {
      const createdAt = Timestamp.fromMillis(start + index * 60_000);
      const named = await issuedVoucher(h(), 5000, { recipientName: 'Bruno Ferrari', createdAt });
      printed.unshift(named.printed);
    }
    const page = await find('ferrari');
    expect(page.vouchers.map((v) => v.code)).toEqual(printed);
    expect(page.more).toBe(true);
    expect((await find('bruno ferrari')).more).toBe(false);
  });
});

describe('staffChangeVoucher', () => {
  it('extends the validity with an extend entry and an audit entry, once', async () => {
    const { printed, code } = await issuedVoucher(h(), 5000);
    const before = (await storedVoucher(code)).validUntil;
    const later = `${Number(before.slice(0, 4)) + 1}${before.slice(4)}`;

    const first = await change(printed, { kind: 'extend', validUntil: later });
    const again = await change(printed, { kind: 'extend', validUntil: later });

    expect(first).toMatchObject({ changed: true, voucher: { validUntil: later } });
    expect(again.changed).toBe(false);
    expect((await ledgerOf(code)).entries).toEqual([
      ['issue', 5000],
      ['extend', 0],
    ]);
    const stored = await storedVoucher(code);
    expect(stored.validUntil).toBe(later);
    expect(stored.entries[1]).toMatchObject({ note: `${before} → ${later}`, byUid: manager.uid });
    const audit = await auditLogCollection(testDb()).get();
    expect(audit.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({
        action: 'voucher_extended',
        target: `vouchers/${code}`,
        details: { code: printed, from: before, to: later },
      }),
    ]);
  });

  it('refuses an earlier day, or one too far ahead, on its field and changes nothing', async () => {
    const { printed, code } = await issuedVoucher(h(), 5000);
    for (const validUntil of ['2026-12-01', '2040-01-01']) {
      const error = await refusal(change(printed, { kind: 'extend', validUntil }));
      expect(error.details).toMatchObject({
        reason: 'INVALID_DATE',
        fields: ['change.validUntil'],
      });
    }
    const malformed = await refusal(change(printed, { kind: 'extend', validUntil: '31/12/2030' }));
    expect(malformed.details).toMatchObject({
      reason: 'INVALID_INPUT',
      fields: ['change.validUntil'],
    });
    expect((await ledgerOf(code)).entries).toEqual([['issue', 5000]]);
    expect(await auditActions()).toEqual([]);
  });

  it('voids with the reason: the balance leaves, and the voucher can no longer pay', async () => {
    const { printed, code } = await issuedVoucher(h(), 5000);
    const missingReason = await refusal(change(printed, { kind: 'void', reason: '   ' }));
    expect(missingReason.details).toMatchObject({
      reason: 'INVALID_INPUT',
      fields: ['change.reason'],
    });

    const [first, second] = await Promise.all([
      change(printed, { kind: 'void', reason: 'Venduto per errore' }),
      change(printed, { kind: 'void', reason: 'Venduto per errore' }),
    ]);

    expect([first.changed, second.changed].sort()).toEqual([false, true]);
    expect(first.voucher).toMatchObject({ state: 'void', balanceCents: 0 });
    expect(await ledgerOf(code)).toEqual({
      entries: [
        ['issue', 5000],
        ['void', -5000],
      ],
      balance: 0,
    });
    expect((await storedVoucher(code)).entries[1]).toMatchObject({ note: 'Venduto per errore' });
    expect(await auditActions()).toEqual(['voucher_voided']);

    const spent = await refusal(checkoutWith(printed));
    expect(spent.details.reason).toBe('VOUCHER_VOID');
    expect((await ledgerOf(code)).balance).toBe(0);
    const extended = await refusal(change(printed, { kind: 'extend', validUntil: '2030-01-01' }));
    expect(extended.details.reason).toBe('VOUCHER_VOID');
  });

  it('resends the voucher mail through the outbox, once per request', async () => {
    const { printed, code } = await issuedVoucher(h(), 5000);
    const first = await change(printed, { kind: 'resend', requestId: 'tap-1' });
    const doubleTap = await change(printed, { kind: 'resend', requestId: 'tap-1' });
    expect([first.changed, doubleTap.changed]).toEqual([true, false]);
    const entry = (await outboxRef(testDb(), `voucher-${code}-resend-tap-1`).get()).data();
    expect(entry?.message.to).toEqual([{ name: 'Marco Rossi', address: 'marco@example.com' }]);
    expect(entry?.message.text).toContain(printed);
    expect(await auditActions()).toEqual(['voucher_resent']);
    // The ledger never moves for a mail.
    expect((await ledgerOf(code)).entries).toEqual([['issue', 5000]]);
  });

  it('does not resend a scheduled voucher before its day, nor find an unknown code', async () => {
    const { printed, code } = await issuedVoucher(h(), 5000);
    // As a voucher waiting for its scheduled day is stored.
    await testDb().doc(`vouchers/${code}`).update({ deliveryQueuedAt: FieldValue.delete() });
    const early = await refusal(change(printed, { kind: 'resend', requestId: 'r' }));
    expect(early.details.reason).toBe('VOUCHER_NOT_DELIVERED');
    const unknown = await refusal(change('VPT-2222-2222-2222', { kind: 'void', reason: 'x' }));
    expect(unknown.details).toMatchObject({ reason: 'VOUCHER_NOT_FOUND', fields: ['code'] });
  });
});

describe('staffIssueVoucher', () => {
  it('issues one voucher per request, mailed to the recipient, in the ledger and the log', async () => {
    const [first, second] = await Promise.all([issue(), issue()]);
    const third = await issue();

    const all = await vouchersCollection(testDb()).get();
    expect(all.size).toBe(1);
    expect([first, second, third].map((answer) => answer.voucher.code)).toEqual(
      Array.from({ length: 3 }, () => first.voucher.code),
    );
    expect([first.created, second.created, third.created].filter(Boolean)).toHaveLength(1);
    const code = normalizeVoucherCode(first.voucher.code)!;
    const stored = await storedVoucher(code);
    expect(stored).toMatchObject({
      status: 'issued',
      amountCents: 4550,
      delivery: { kind: 'by_hand', recipientEmail: 'paola@example.com' },
      entries: [
        {
          kind: 'issue',
          amountCents: 4550,
          note: 'Rimborso come buono, con il consenso della cliente',
          byUid: manager.uid,
        },
      ],
    });
    expect(first.voucher).toMatchObject({ origin: 'by_hand', balanceCents: 4550 });
    const mail = (await outboxRef(testDb(), `voucher-${code}-delivery`).get()).data();
    expect(mail?.message.to).toEqual([{ name: 'Paola Neri', address: 'paola@example.com' }]);
    expect(await auditActions()).toEqual(['voucher_issued']);
    // Found by its recipient, as a paid one is.
    expect((await find('paola neri')).vouchers.map((v) => v.code)).toEqual([first.voucher.code]);

    // A new request is a new voucher.
    await issue({ requestId: 'req-2' });
    expect((await vouchersCollection(testDb()).get()).size).toBe(2);
  });

  it('refuses a bad amount or address on its field and issues nothing', async () => {
    const zero = await refusal(issue({ amountCents: 0 }));
    expect(zero.details).toMatchObject({ reason: 'INVALID_INPUT', fields: ['amountCents'] });
    const address = await refusal(issue({ recipientEmail: 'paola@' }));
    expect(address.details.fields).toEqual(['recipientEmail']);
    expect((await vouchersCollection(testDb()).get()).size).toBe(0);
    expect(await auditActions()).toEqual([]);
  });
});

describe('staffVoucherMonth', () => {
  it("lists the month's sales and spends, with formula-like text defused", async () => {
    const { code: sold } = await boughtVoucher(h(), {
      buyerName: '=HYPERLINK("http://evil.example","x")',
      value: { kind: 'amount', amountCents: 15000 },
    });
    const { printed: gift, code: giftCode } = await issuedVoucher(h(), 5000);
    const { bookingId } = await checkoutWith(gift);
    await completeOnStripe(h(), (await storedBooking(bookingId)).stripeSessionId!);
    await eventually(async () => (await storedBooking(bookingId)).voucher?.state === 'spent');
    const sale = await storedVoucher(sold);

    const report = await month('2026-11');

    expect(report).toMatchObject({
      fileName: 'buoni-2026-11.csv',
      // The bought one (150 €) and the test's own issue entry (50 €) both fall in November.
      sales: 2,
      salesCents: 20000,
      spends: 1,
      spendsCents: 5000,
    });
    const { separator, records } = parseCsv(report.csv);
    expect(separator).toBe(';');
    const rows = records.map((record) => record.cells);
    // The headings of both languages are spelled out in month-report.test.ts.
    expect(rows[0]).toEqual(parseCsv(monthCsv([], 'it')).records[0]!.cells);
    const saleRow = rows.find((row) => row[2] === 'Vendita')!;
    expect(saleRow.slice(3, 7)).toEqual(['150,00', '', '', sale.paymentIntentId]);
    // The buyer's name reaches the file as text a spreadsheet will not run.
    expect(saleRow[7]).toBe('\'=HYPERLINK("http://evil.example","x")');
    const spendRow = rows.find((row) => row[2] === 'Utilizzo')!;
    expect(spendRow.slice(1, 6)).toEqual([
      formatVoucherCode(giftCode),
      'Utilizzo',
      '',
      '50,00',
      bookingId,
    ]);
    expect(rows.filter((row) => /riserv|reserve/i.test(row[2] ?? ''))).toEqual([]);

    // Another month has none of them; English headings for an English page.
    const december = await month('2026-12', 'en');
    expect(december).toMatchObject({ sales: 0, spends: 0, fileName: 'vouchers-2026-12.csv' });
    expect(december.csv).toBe(monthCsv([], 'en'));
    expect(await auditActions()).toEqual(['voucher_report_read', 'voucher_report_read']);
  }, 60_000);
});

describe('a voucher delivery that cannot be sent', () => {
  it('is retried by the outbox, then listed in "Da controllare" and shown on the voucher', async () => {
    const { code, printed } = await issuedVoucher(h(), 5000);
    const mailId = `voucher-${code}-delivery`;
    await abandonMail(h(), mailId, {
      message: composeVoucherMail(code, await storedVoucher(code), 'buyer', 'https://t.example'),
      reportTo: { path: `vouchers/${code}`, key: 'delivery' },
    });

    const attention = await handleStaffAttention(deps(), callAs(manager, {}));
    expect(attention.items.filter((item) => item.id === `mail:${mailId}`)).toEqual([
      expect.objectContaining({
        kind: 'mail_abandoned',
        mail: expect.objectContaining({
          subject: 'Un buono regalo per Giulia Bianchi: Valpolicella E-Bike Tours',
        }),
        actions: ['resend_mail', 'resolve'],
      }),
    ]);
    const found = await find(printed);
    expect(found.vouchers[0]?.mailStatus).toBe('abandoned');
  });
});
