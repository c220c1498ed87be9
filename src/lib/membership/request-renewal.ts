import {
  renewalResponseSchema,
  type RenewalRequest,
  type RenewalResponse,
} from '@/domain/api/renewal';
import { callFunction } from '@/lib/firebase/call-function';

/**
 * The requestRenewal callable: one owner for the two places that ask it, the renewal reminder's
 * link and the booking card's lapsed member.
 */
export function requestRenewal(request: RenewalRequest): Promise<RenewalResponse> {
  return callFunction('requestRenewal', request, renewalResponseSchema);
}
