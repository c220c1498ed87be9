import {
  staffCollectWaiversResponseSchema,
  type StaffCollectWaiversRequest,
  type StaffCollectWaiversResponse,
} from '@/domain/api/waiver';
import { callFunction } from '@/lib/firebase/call-function';

/** Staff only (the server checks the claim): the signatures collected on this phone. */
export function staffCollectWaivers(
  request: StaffCollectWaiversRequest,
): Promise<StaffCollectWaiversResponse> {
  return callFunction('staffCollectWaivers', request, staffCollectWaiversResponseSchema);
}
