import { useMutation } from '@tanstack/react-query';
import {
  checkoutSessionResponseSchema,
  type BookingRequest,
  type CheckoutSessionResponse,
} from '@/domain/api/booking';
import { callFunction } from '@/lib/firebase/call-function';

export function createCheckoutSession(request: BookingRequest): Promise<CheckoutSessionResponse> {
  return callFunction('createCheckoutSession', request, checkoutSessionResponseSchema);
}

export function useCreateCheckoutSession() {
  return useMutation({ mutationFn: createCheckoutSession });
}
