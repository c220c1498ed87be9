import { ACCOUNTING_FILES } from '../../../src/domain/api/staff-receipts';
import { formatVoucherCode, newVoucherCode } from '../../../src/domain/vouchers/code';
import { shiftDay } from './departures';
import { auditEntry, type DrawnAction, type Maker } from './staff-records-entry';
import type { AuditDraw } from './staff-records-sources';
import { SEASON_MANAGER } from './staff-records-staff';
import { dayOf } from './staff-records-time';

/** A manager's actions on money: gift vouchers, Stripe payouts' lines, the accountant's files. */
export function moneyActions(draw: AuditDraw) {
  const { random, input, anyTime } = draw;
  const code = () =>
    input.voucherCodes?.length
      ? random.pick(input.voucherCodes)
      : newVoucherCode((length) => Uint8Array.from({ length }, () => random.int(0, 255)));
  return {
    vouchers_searched: () => {
      const details = { results: random.weighted({ 0: 20, 1: 60, 3: 15, 20: 5 }) };
      return auditEntry(
        random,
        SEASON_MANAGER,
        'vouchers_searched',
        'vouchers',
        details,
        anyTime(),
      );
    },
    voucher_resent: () => {
      const stored = code();
      const details = {
        code: formatVoucherCode(stored),
        mailId: `voucher-${stored}-resend-${random.id()}`,
      };
      return auditEntry(
        random,
        SEASON_MANAGER,
        'voucher_resent',
        `vouchers/${stored}`,
        details,
        anyTime(),
      );
    },
    voucher_extended: () => {
      const stored = code();
      const ms = anyTime();
      const from = shiftDay(dayOf(ms), random.int(0, 60));
      const details = {
        code: formatVoucherCode(stored),
        from,
        to: shiftDay(from, random.pick([90, 180, 365])),
      };
      return auditEntry(
        random,
        SEASON_MANAGER,
        'voucher_extended',
        `vouchers/${stored}`,
        details,
        ms,
      );
    },
    voucher_voided: () => {
      const stored = code();
      const details = {
        code: formatVoucherCode(stored),
        balanceCents: random.int(1, 20) * 500,
        reason: 'Buono emesso per errore',
      };
      return auditEntry(
        random,
        SEASON_MANAGER,
        'voucher_voided',
        `vouchers/${stored}`,
        details,
        anyTime(),
      );
    },
    voucher_issued: () => {
      const stored = code();
      const details = {
        code: formatVoucherCode(stored),
        amountCents: random.int(2, 10) * 1000,
        reason: 'Premio lotteria della festa sociale',
      };
      return auditEntry(
        random,
        SEASON_MANAGER,
        'voucher_issued',
        `vouchers/${stored}`,
        details,
        anyTime(),
      );
    },
    voucher_report_read: () => {
      const ms = anyTime();
      const details = { month: dayOf(ms).slice(0, 7), lines: random.int(0, 60) };
      return auditEntry(random, SEASON_MANAGER, 'voucher_report_read', 'vouchers', details, ms);
    },
    payout_lines_read: () => {
      const payoutId = input.payoutIds?.length
        ? random.pick(input.payoutIds)
        : `po_${random.id(24)}`;
      const details = { payoutId, lines: random.int(1, 80) };
      return auditEntry(
        random,
        SEASON_MANAGER,
        'payout_lines_read',
        `payouts/${payoutId}`,
        details,
        anyTime(),
      );
    },
    accounting_file_read: () => {
      const ms = anyTime();
      const period = random.chance(0.8) ? dayOf(ms).slice(0, 7) : dayOf(ms).slice(0, 4);
      const details = { period, file: random.pick(ACCOUNTING_FILES), lines: random.int(0, 2000) };
      return auditEntry(random, SEASON_MANAGER, 'accounting_file_read', 'receipts', details, ms);
    },
  } satisfies Partial<Record<DrawnAction, Maker>>;
}
