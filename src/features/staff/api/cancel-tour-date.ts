import {
  cancelTourDateResponseSchema,
  type CancelTourDateRequest,
  type CancelTourDateResponse,
} from '@/domain/api/cancellation';
import { callFunction } from '@/lib/firebase/call-function';

/** Managers only (the server checks the claim): count, or cancel, a date's paid bookings. */
export function cancelTourDate(request: CancelTourDateRequest): Promise<CancelTourDateResponse> {
  return callFunction('cancelTourDate', request, cancelTourDateResponseSchema);
}
