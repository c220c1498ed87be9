import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffRentalDayResponseSchema, type StaffRentalDay } from '@/domain/api/staff-rental-desk';
import { DEVICE_COPY_QUERY, type FromDevice } from '@/lib/auth/device-copy';
import { keptOnDevice } from './kept-on-device';
import { rentalDayQueryKey } from './staff-query-keys';

export type RentalDayData = FromDevice<StaffRentalDay>;

/** A date's rentals at the desk, kept on the device (emptied at sign-out) so it opens offline. */
function loadRentalDay(uid: string, date: string): Promise<RentalDayData> {
  const copy = { key: `staff-rental-day:${date}`, uid };
  return keptOnDevice(copy, 'staffRentalDay', { date }, staffRentalDayResponseSchema);
}

export function rentalDayQueryOptions(uid: string, date: string) {
  return queryOptions({
    queryKey: rentalDayQueryKey(uid, date),
    queryFn: () => loadRentalDay(uid, date),
    ...DEVICE_COPY_QUERY,
    staleTime: 30_000,
  });
}

export function useRentalDay(uid: string, date: string) {
  return useQuery({ ...rentalDayQueryOptions(uid, date), enabled: date !== '' });
}
