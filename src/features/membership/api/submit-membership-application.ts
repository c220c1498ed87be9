import {
  membershipResponseSchema,
  type MembershipApplicationRequest,
  type MembershipResponse,
} from '@/domain/api/membership';
import { callFunction } from '@/lib/firebase/call-function';

/** The submitMembership callable; the form's only way to the server (and what its tests replace). */
export function submitMembershipApplication(
  request: MembershipApplicationRequest,
): Promise<MembershipResponse> {
  return callFunction('submitMembership', request, membershipResponseSchema);
}
