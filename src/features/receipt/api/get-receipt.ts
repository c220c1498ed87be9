import { queryOptions, useQuery } from '@tanstack/react-query';
import { receiptViewSchema } from '@/domain/api/receipts';
import { callFunction } from '@/lib/firebase/call-function';

export function receiptQuery(token: string) {
  return queryOptions({
    queryKey: ['receipt', token] as const,
    queryFn: () => callFunction('getReceipt', { token }, receiptViewSchema),
    // A receipt never changes; its credit notes are rare and appear on the next visit.
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useReceipt(token: string) {
  return useQuery(receiptQuery(token));
}
