import {
  voucherPurchaseResponseSchema,
  type VoucherPurchaseRequest,
  type VoucherPurchaseResponse,
} from '@/domain/api/vouchers';
import { callFunction } from '@/lib/firebase/call-function';

/** The purchaseVoucher callable: the Checkout Session's address for the gift as filled in. */
export function purchaseVoucher(request: VoucherPurchaseRequest): Promise<VoucherPurchaseResponse> {
  return callFunction('purchaseVoucher', request, voucherPurchaseResponseSchema);
}
