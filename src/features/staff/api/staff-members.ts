import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  staffImportMembersResponseSchema,
  staffMembersResponseSchema,
  staffRecordFeeResponseSchema,
  staffRenewMemberResponseSchema,
  type StaffRecordFeeRequest,
  type StaffImportMembers,
} from '@/domain/api/staff-members';
import { callFunction } from '@/lib/firebase/call-function';
import { membersQueryKey } from './staff-query-keys';

/**
 * The member register, for managers (the server checks the claim). Never kept on the device:
 * it holds every member's name and address, and each read is an entry of the audit log.
 */
export function membersQueryOptions(uid: string) {
  return queryOptions({
    queryKey: membersQueryKey(uid),
    queryFn: () => callFunction('staffMembers', {}, staffMembersResponseSchema),
    staleTime: 60_000,
    retry: false,
  });
}

export function useStaffMembers(uid: string, enabled: boolean) {
  return useQuery({ ...membersQueryOptions(uid), enabled });
}

/** "Rinnova": the server counts the new expiry from its own clock and the membership year. */
export function renewMember(memberNumber: string) {
  return callFunction('staffRenewMember', { memberNumber }, staffRenewMemberResponseSchema);
}

/** "Registra quota": a fee paid at the desk or by bank transfer; the server sets the amount. */
export function recordFee(request: StaffRecordFeeRequest) {
  return callFunction('staffRecordFee', request, staffRecordFeeResponseSchema);
}

/** The import's preview (`apply: false`, nothing written) or the import itself. */
export function importMembers(csv: string, apply: boolean): Promise<StaffImportMembers> {
  return callFunction('staffImportMembers', { csv, apply }, staffImportMembersResponseSchema);
}
