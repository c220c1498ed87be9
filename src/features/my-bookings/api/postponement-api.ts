import {
  answerPostponementResponseSchema,
  type AnswerPostponementRequest,
  type AnswerPostponementResponse,
} from '@/domain/api/date-change';
import { callFunction } from '@/lib/firebase/call-function';

/** Keep the postponed tour's new date, or take a full refund (by the manage link's token). */
export function answerPostponement(
  request: AnswerPostponementRequest,
): Promise<AnswerPostponementResponse> {
  return callFunction('answerPostponement', request, answerPostponementResponseSchema);
}
