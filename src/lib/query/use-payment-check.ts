import { useQuery } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import type { CallableRequest, CallableResponse } from '@/domain/api/callable-schemas';
import { callFunction } from '@/lib/firebase/call-function';

type PaymentCheckRequest = CallableRequest<'verifyPayment'>;

/**
 * verifyPayment from a Checkout's return page (a booking's, a rental's, a gift voucher's or a
 * membership fee's): keyed by the payment's ids and never refetched or retried on its own, so the
 * page asks once per payment however often React mounts it (StrictMode runs effects twice in
 * development). `request` is null when a query parameter is missing: then nothing is asked. The
 * answer is checked against the shape this page expects (`responseSchema`).
 */
export function usePaymentCheck<
  Request extends PaymentCheckRequest,
  Response extends CallableResponse<'verifyPayment'>,
>(
  request: Request | null,
  keyOf: (request: Request) => readonly string[],
  responseSchema: ZodType<Response>,
) {
  return useQuery({
    queryKey: request ? keyOf(request) : ['verifyPayment', 'no-request'],
    queryFn: () => callFunction('verifyPayment', request!, responseSchema),
    enabled: request !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
