import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  staffRosterResponseSchema,
  type StaffRoster,
  type StaffRosterRequest,
} from '@/domain/api/staff';
import { readDeviceCopy, withDeviceCopy, type FromDevice } from '@/lib/auth/device-copy';
import { callFunction } from '@/lib/firebase/call-function';
import { rosterQueryKey } from './staff-query-keys';

export type RosterData = FromDevice<StaffRoster>;

const deviceCopyKey = (date: string) => `staff-roster:${date}`;

/** A date's roster, kept on the device (emptied at sign-out) so /staff opens offline. */
function loadRoster(uid: string, date: string): Promise<RosterData> {
  const request: StaffRosterRequest = { date };
  return withDeviceCopy(
    {
      key: deviceCopyKey(date),
      uid,
      schema: staffRosterResponseSchema,
      // Signed out or the claim revoked: the answer stands, no old copy covers it.
      refusals: ['unauthenticated', 'permission-denied'],
    },
    () => callFunction('staffRoster', request, staffRosterResponseSchema),
  );
}

export function rosterQueryOptions(uid: string, date: string) {
  return queryOptions({
    queryKey: rosterQueryKey(uid, date),
    queryFn: () => loadRoster(uid, date),
    // Run offline too: the query function falls back to the device copy itself.
    networkMode: 'always',
    staleTime: 30_000,
    retry: false,
  });
}

export function useStaffRoster(uid: string, date: string) {
  return useQuery({ ...rosterQueryOptions(uid, date), enabled: date !== '' });
}

/** The date's roster as saved on this device for this account (what opens offline), or null. */
export function readSavedRoster(uid: string, date: string): Promise<StaffRoster | null> {
  return readDeviceCopy({ key: deviceCopyKey(date), uid, schema: staffRosterResponseSchema });
}
