import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  staffImportMembersResponseSchema,
  staffMembersResponseSchema,
  staffRecordFeeResponseSchema,
  staffRenewMemberResponseSchema,
  type StaffRecordFeeRequest,
  type StaffImportMembers,
  type StaffMembers,
} from '@/domain/api/staff-members';
import { callFunction } from '@/lib/firebase/call-function';
import { membersQueryKey } from './staff-query-keys';

/**
 * The member register, for managers (the server checks the claim), a page at a time: in
 * member-number order, or the rows a search finds. Never kept on the device: it holds members'
 * names and addresses, and each page read is an entry of the audit log.
 */
export function registerPagesQueryOptions(uid: string, search: string) {
  return infiniteQueryOptions({
    queryKey: [...membersQueryKey(uid), search],
    queryFn: ({ pageParam }) =>
      callFunction(
        'staffMembers',
        { ...(search ? { search } : {}), ...(pageParam ? { after: pageParam } : {}) },
        staffMembersResponseSchema,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 60_000,
    retry: false,
  });
}

export function useRegisterPages(uid: string, search: string, enabled: boolean) {
  return useInfiniteQuery({ ...registerPagesQueryOptions(uid, search), enabled });
}

/** "Esporta CSV": the whole register, asked for on purpose (one more audit-log entry). */
export function fetchWholeRegister(): Promise<StaffMembers> {
  return callFunction('staffMembers', { all: true }, staffMembersResponseSchema);
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
