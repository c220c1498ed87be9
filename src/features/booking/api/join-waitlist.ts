import {
  joinWaitlistResponseSchema,
  type JoinWaitlistRequest,
  type JoinWaitlistResponse,
} from '@/domain/api/waitlist';
import { callFunction } from '@/lib/firebase/call-function';

/** "Avvisami se si libera un posto": puts the visitor in line for a full date. */
export function joinWaitlist(request: JoinWaitlistRequest): Promise<JoinWaitlistResponse> {
  return callFunction('joinWaitlist', request, joinWaitlistResponseSchema);
}
