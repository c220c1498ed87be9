import { useMutation } from '@tanstack/react-query';
import {
  rentalCheckoutResponseSchema,
  type RentalCheckoutRequest,
  type RentalCheckoutResponse,
} from '@/domain/api/rental';
import { callFunction } from '@/lib/firebase/call-function';

export function createRentalCheckout(
  request: RentalCheckoutRequest,
): Promise<RentalCheckoutResponse> {
  return callFunction('createRentalCheckout', request, rentalCheckoutResponseSchema);
}

export function useCreateRentalCheckout() {
  return useMutation({ mutationFn: createRentalCheckout });
}
