import {
  renewalResponseSchema,
  type RenewalRequest,
  type RenewalResponse,
} from '@/domain/api/renewal';
import { callFunction } from '@/lib/firebase/call-function';

/** The requestRenewal callable, as the booking card asks it for a lapsed member. */
export function requestRenewal(request: RenewalRequest): Promise<RenewalResponse> {
  return callFunction('requestRenewal', request, renewalResponseSchema);
}
