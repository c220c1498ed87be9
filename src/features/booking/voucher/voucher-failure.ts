import type { VoucherView } from '@/domain/api/vouchers';
import type { FailureKind } from '@/lib/errors/error-messages';
import { CallableError } from '@/lib/firebase/callable-error';

const STATE_FAILURES = {
  expired: 'VOUCHER_EXPIRED',
  void: 'VOUCHER_VOID',
  empty: 'VOUCHER_EMPTY',
} as const satisfies Record<Exclude<VoucherView['state'], 'usable'>, FailureKind>;

/** What keeps a voucher getVoucher found from paying now; null when it can. */
export function stateFailure(state: VoucherView['state']): FailureKind | null {
  return state === 'usable' ? null : STATE_FAILURES[state];
}

const VOUCHER_REASONS = new Set<FailureKind>([
  'VOUCHER_NOT_FOUND',
  ...Object.values(STATE_FAILURES),
]);

/**
 * A checkout the server refused for its voucher (used up, expired or voided since "Applica"):
 * the reason, for the voucher field to show; null for any other failure.
 */
export function voucherRefusal(error: unknown): FailureKind | null {
  return error instanceof CallableError && VOUCHER_REASONS.has(error.reason) ? error.reason : null;
}
