import { useMutation } from '@tanstack/react-query';
import {
  verifyMemberResponseSchema,
  type VerifyMemberRequest,
  type VerifyMemberResponse,
} from '@/domain/api/members';
import { callFunction } from '@/lib/firebase/call-function';

export function verifyMember(request: VerifyMemberRequest): Promise<VerifyMemberResponse> {
  return callFunction('verifyMember', request, verifyMemberResponseSchema);
}

export function useVerifyMember() {
  return useMutation({ mutationFn: verifyMember });
}
