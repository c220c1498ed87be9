import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffRosterResponseSchema, type StaffRoster } from '@/domain/api/staff';
import { DEVICE_COPY_QUERY, readDeviceCopy, type FromDevice } from '@/lib/auth/device-copy';
import { keptOnDevice } from './kept-on-device';
import { rosterQueryKey } from './staff-query-keys';

export type RosterData = FromDevice<StaffRoster>;

const deviceCopyKey = (date: string) => `staff-roster:${date}`;

/** A date's roster, kept on the device (emptied at sign-out) so /staff opens offline. */
function loadRoster(uid: string, date: string): Promise<RosterData> {
  const copy = { key: deviceCopyKey(date), uid };
  return keptOnDevice(copy, 'staffRoster', { date }, staffRosterResponseSchema);
}

export function rosterQueryOptions(uid: string, date: string) {
  return queryOptions({
    queryKey: rosterQueryKey(uid, date),
    queryFn: () => loadRoster(uid, date),
    ...DEVICE_COPY_QUERY,
    staleTime: 30_000,
  });
}

export function useStaffRoster(uid: string, date: string) {
  return useQuery({ ...rosterQueryOptions(uid, date), enabled: date !== '' });
}

/** The date's roster as saved on this device for this account (what opens offline), or null. */
export function readSavedRoster(uid: string, date: string): Promise<StaffRoster | null> {
  return readDeviceCopy({ key: deviceCopyKey(date), uid, schema: staffRosterResponseSchema });
}
