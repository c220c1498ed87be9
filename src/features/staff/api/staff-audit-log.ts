import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffAuditLogResponseSchema } from '@/domain/api/staff-audit';
import { callFunction } from '@/lib/firebase/call-function';
import { auditLogQueryKey } from './staff-query-keys';

/** The latest staff actions (the server checks the staff claim); asked for only when shown. */
export function auditLogQueryOptions(uid: string) {
  return queryOptions({
    queryKey: auditLogQueryKey(uid),
    queryFn: () => callFunction('staffAuditLog', {}, staffAuditLogResponseSchema),
    staleTime: 30_000,
    retry: false,
  });
}

export function useStaffAuditLog(uid: string, enabled: boolean) {
  return useQuery({ ...auditLogQueryOptions(uid), enabled });
}
