import {
  createFeeCheckoutResponseSchema,
  type CreateFeeCheckoutResponse,
} from '@/domain/api/membership-fee';
import { callFunction } from '@/lib/firebase/call-function';

/** The createFeeCheckout callable: the Checkout of an application's fee, priced by the server. */
export function createFeeCheckout(applicationId: string): Promise<CreateFeeCheckoutResponse> {
  return callFunction('createFeeCheckout', { applicationId }, createFeeCheckoutResponseSchema);
}
