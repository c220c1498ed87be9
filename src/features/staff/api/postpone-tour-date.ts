import {
  postponeTourDateResponseSchema,
  type PostponeTourDateRequest,
  type PostponeTourDateResponse,
} from '@/domain/api/date-change';
import { callFunction } from '@/lib/firebase/call-function';

/** Managers only (the server checks the claim): count, or move, a date's paid bookings. */
export function postponeTourDate(
  request: PostponeTourDateRequest,
): Promise<PostponeTourDateResponse> {
  return callFunction('postponeTourDate', request, postponeTourDateResponseSchema);
}
