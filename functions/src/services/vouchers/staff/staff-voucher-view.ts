import type { Timestamp } from 'firebase-admin/firestore';
import type { StaffVoucher } from '@/domain/api/staff-vouchers';
import { formatVoucherCode, normalizeVoucherCode } from '@/domain/vouchers/code';
import { voucherBalanceCents } from '@/domain/vouchers/ledger';
import { voucherProblem } from '@/domain/vouchers/usability';
import type { StaffAuthDeps } from '@functions/lib/require-staff';
import { failure } from '@functions/lib/callable-errors';
import type { VoucherMailDeps } from '../delivery';
import type { VoucherDoc } from '../voucher-doc';
import { deliveryEmailOf } from '../voucher-search';

/** What the staff voucher handlers work with (the tests pass the emulators and a fixed clock). */
export type StaffVoucherDeps = StaffAuthDeps & VoucherMailDeps;

const iso = (timestamp: Timestamp) => timestamp.toDate().toISOString();

const STATES = {
  VOUCHER_VOID: 'void',
  VOUCHER_EXPIRED: 'expired',
  VOUCHER_EMPTY: 'empty',
} as const;

/** An issued voucher as a manager reads it in "Buoni", judged on the server's clock. */
export function staffVoucherView(code: string, voucher: VoucherDoc, now: Date): StaffVoucher {
  const problem = voucherProblem(voucher, now);
  const { value, delivery } = voucher;
  const mailStatus = voucher.mail?.['delivery']?.status;
  return {
    code: formatVoucherCode(code),
    state: problem ? STATES[problem] : 'usable',
    amountCents: voucher.amountCents,
    balanceCents: voucherBalanceCents(voucher.entries),
    ...(value.kind === 'tour' ? { tour: { tourName: value.tourName, people: value.people } } : {}),
    validUntil: voucher.validUntil,
    buyerName: voucher.buyerName,
    buyerEmail: voucher.buyerEmail,
    recipientName: voucher.recipientName,
    deliveryEmail: deliveryEmailOf(voucher),
    message: voucher.message,
    locale: voucher.locale,
    delivery: delivery.kind,
    ...(delivery.kind === 'scheduled' ? { deliverAt: iso(delivery.at) } : {}),
    ...(voucher.deliveryQueuedAt ? { deliveredAt: iso(voucher.deliveryQueuedAt) } : {}),
    ...(mailStatus ? { mailStatus } : {}),
    ...(voucher.issuedAt ? { issuedAt: iso(voucher.issuedAt) } : {}),
    ...(voucher.voidedAt ? { voidedAt: iso(voucher.voidedAt) } : {}),
    origin: delivery.kind === 'by_hand' ? 'by_hand' : 'sale',
    entries: voucher.entries.map((entry) => ({
      kind: entry.kind,
      amountCents: entry.amountCents,
      at: iso(entry.at),
      ...(entry.bookingId ? { bookingId: entry.bookingId } : {}),
      ...(entry.note ? { note: entry.note } : {}),
    })),
  };
}

export const voucherNotFound = () =>
  failure('not-found', 'VOUCHER_NOT_FOUND', 'VOUCHER_NOT_FOUND: no voucher has this code', {
    fields: ['code'],
  });

/** A code as typed or printed, to its stored twelve characters; anything else is not found. */
export function codeOf(typed: string): string {
  const code = normalizeVoucherCode(typed);
  if (!code) throw voucherNotFound();
  return code;
}
