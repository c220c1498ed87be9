import {
  renewalResponseSchema,
  type RenewalRequest,
  type RenewalResponse,
} from '@/domain/api/renewal';
import { callFunction } from '@/lib/firebase/call-function';

/** The requestRenewal callable, as the renewal reminder's link asks it (and its tests replace). */
export function requestRenewal(request: RenewalRequest): Promise<RenewalResponse> {
  return callFunction('requestRenewal', request, renewalResponseSchema);
}
