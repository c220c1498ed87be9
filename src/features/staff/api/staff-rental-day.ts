import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  staffRentalDayResponseSchema,
  type StaffRentalDay,
  type StaffRentalDayRequest,
} from '@/domain/api/staff-rental-desk';
import { withDeviceCopy, type FromDevice } from '@/lib/auth/device-copy';
import { callFunction } from '@/lib/firebase/call-function';
import { rentalDayQueryKey } from './staff-query-keys';

export type RentalDayData = FromDevice<StaffRentalDay>;

/** A date's rentals at the desk, kept on the device (emptied at sign-out) so it opens offline. */
function loadRentalDay(uid: string, date: string): Promise<RentalDayData> {
  const request: StaffRentalDayRequest = { date };
  return withDeviceCopy(
    {
      key: `staff-rental-day:${date}`,
      uid,
      schema: staffRentalDayResponseSchema,
      refusals: ['unauthenticated', 'permission-denied'],
    },
    () => callFunction('staffRentalDay', request, staffRentalDayResponseSchema),
  );
}

export function rentalDayQueryOptions(uid: string, date: string) {
  return queryOptions({
    queryKey: rentalDayQueryKey(uid, date),
    queryFn: () => loadRentalDay(uid, date),
    // Run offline too: the query function falls back to the device copy itself.
    networkMode: 'always',
    staleTime: 30_000,
    retry: false,
  });
}

export function useRentalDay(uid: string, date: string) {
  return useQuery({ ...rentalDayQueryOptions(uid, date), enabled: date !== '' });
}
