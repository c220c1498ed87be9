import { useQuery } from '@tanstack/react-query';
import {
  staffPayoutLinesResponseSchema,
  staffPayoutsResponseSchema,
} from '@/domain/api/staff-payouts';
import { callFunction } from '@/lib/firebase/call-function';
import { payoutLinesQueryKey, payoutsQueryKey } from './staff-query-keys';

/** The latest payouts, newest first, as `reconcilePayouts` stored them (managers only). */
export function useStaffPayouts(uid: string) {
  return useQuery({
    queryKey: payoutsQueryKey(uid),
    queryFn: () => callFunction('staffPayouts', {}, staffPayoutsResponseSchema),
    staleTime: 60_000,
    retry: false,
  });
}

/** One payout's lines, asked for once it is opened: they name the payers. */
export function usePayoutLines(uid: string, payoutId: string, enabled: boolean) {
  return useQuery({
    queryKey: payoutLinesQueryKey(uid, payoutId),
    queryFn: () => callFunction('staffPayoutLines', { payoutId }, staffPayoutLinesResponseSchema),
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}
