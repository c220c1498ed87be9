import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  staffRentalStockResponseSchema,
  type RentalStockChange,
  type StaffRentalStock,
} from '@/domain/api/staff-rental-stock';
import { callFunction } from '@/lib/firebase/call-function';
import { auditLogQueryKey, rentalStockQueryKey } from './staff-query-keys';

export function rentalStockQueryOptions(uid: string) {
  return queryOptions({
    queryKey: rentalStockQueryKey(uid),
    queryFn: () => callFunction('staffRentalStock', {}, staffRentalStockResponseSchema),
    staleTime: 30_000,
    retry: false,
  });
}

export function useRentalStock(uid: string, enabled: boolean) {
  return useQuery({ ...rentalStockQueryOptions(uid), enabled });
}

/** One change to the stock (managers): the answer is the stock as it now is. */
export function useRentalStockChange(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: RentalStockChange) =>
      callFunction('staffUpdateRentalStock', { change }, staffRentalStockResponseSchema),
    onSuccess: (next: StaffRentalStock) => {
      queryClient.setQueryData(rentalStockQueryKey(uid), next);
      void queryClient.invalidateQueries({ queryKey: auditLogQueryKey(uid) });
    },
  });
}
