import { voucherViewSchema, type VoucherView } from '@/domain/api/vouchers';
import { callFunction } from '@/lib/firebase/call-function';

/** A voucher read from its code as typed; the server normalises it again and judges its state. */
export function getVoucher(code: string): Promise<VoucherView> {
  return callFunction('getVoucher', { code }, voucherViewSchema);
}
