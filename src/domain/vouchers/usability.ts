import { voucherBalanceCents, type LedgerEntry } from './ledger';
import { isVoucherValidOn } from './validity';

/** Why a voucher cannot pay now; also the error reasons a checkout answers with. */
export type VoucherProblem = 'VOUCHER_VOID' | 'VOUCHER_EXPIRED' | 'VOUCHER_EMPTY';

/** A voucher's state as any spend judges it, on the server's clock. */
export function voucherProblem(
  voucher: { validUntil: string; voidedAt?: unknown; entries: readonly LedgerEntry[] },
  now: Date,
): VoucherProblem | null {
  if (voucher.voidedAt) return 'VOUCHER_VOID';
  if (!isVoucherValidOn(voucher.validUntil, now)) return 'VOUCHER_EXPIRED';
  if (voucherBalanceCents(voucher.entries) <= 0) return 'VOUCHER_EMPTY';
  return null;
}
