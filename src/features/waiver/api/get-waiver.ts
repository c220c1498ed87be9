import { queryOptions } from '@tanstack/react-query';
import {
  getWaiverResponseSchema,
  type GetWaiverRequest,
  type GetWaiverResponse,
} from '@/domain/api/waiver';
import { callFunction } from '@/lib/firebase/call-function';

/** One participant's waiver, by the token of their signing link. */
export function waiverQueryKey(token: string) {
  return ['waiver', token] as const;
}

/** The participant, their tour and whether their waiver is signed for the text in force. */
export function getWaiver(token: string): Promise<GetWaiverResponse> {
  const request: GetWaiverRequest = { token };
  return callFunction('getWaiver', request, getWaiverResponseSchema);
}

export function waiverQueryOptions(token: string) {
  return queryOptions({
    queryKey: waiverQueryKey(token),
    queryFn: () => getWaiver(token),
    // A refused link stays refused: asking again would only repeat the same answer.
    retry: false,
  });
}
