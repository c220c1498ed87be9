import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  staffChangeVoucherResponseSchema,
  staffFindVouchersResponseSchema,
  staffIssueVoucherResponseSchema,
  staffVoucherMonthResponseSchema,
  type StaffIssueVoucherRequest,
  type StaffVoucherMonthRequest,
  type VoucherChange,
} from '@/domain/api/staff-vouchers';
import { callFunction } from '@/lib/firebase/call-function';
import { voucherSearchQueryKey, voucherSearchQueryPrefix } from './staff-query-keys';

/**
 * A search in "Buoni". Never kept on the device: a voucher's code is money to whoever reads it,
 * and each search is an entry of the audit log.
 */
export function useFindVouchers(uid: string, query: string) {
  return useQuery({
    queryKey: voucherSearchQueryKey(uid, query),
    queryFn: () => callFunction('staffFindVouchers', { query }, staffFindVouchersResponseSchema),
    enabled: query !== '',
    staleTime: 30_000,
    retry: false,
  });
}

/** After a change every search shown is read again, so each card shows the ledger as stored. */
function useRefreshVouchers(uid: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: voucherSearchQueryPrefix(uid) });
}

/** "Invia di nuovo il buono", "Proroga", "Annulla buono" on one voucher (by its printed code). */
export function useChangeVoucher(uid: string, code: string) {
  const refresh = useRefreshVouchers(uid);
  return useMutation({
    mutationFn: (change: VoucherChange) =>
      callFunction('staffChangeVoucher', { code, change }, staffChangeVoucherResponseSchema),
    onSuccess: refresh,
  });
}

/** "Emetti un buono": the request id is the form's, so a repeated send issues one voucher. */
export function useIssueVoucher(uid: string) {
  const refresh = useRefreshVouchers(uid);
  return useMutation({
    mutationFn: (request: StaffIssueVoucherRequest) =>
      callFunction('staffIssueVoucher', request, staffIssueVoucherResponseSchema),
    onSuccess: refresh,
  });
}

/** The treasurer's CSV of a month, made by the server from the ledgers. */
export function fetchVoucherMonth(request: StaffVoucherMonthRequest) {
  return callFunction('staffVoucherMonth', request, staffVoucherMonthResponseSchema);
}
