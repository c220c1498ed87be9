import { useQuery } from '@tanstack/react-query';
import {
  staffScheduleResponseSchema,
  type StaffSchedule,
  type StaffUpdateScheduleRequest,
} from '@/domain/api/staff-calendar';
import type { TourId } from '@/domain/tours';
import { DEVICE_COPY_QUERY, type FromDevice } from '@/lib/auth/device-copy';
import { callFunction } from '@/lib/firebase/call-function';
import { keptOnDevice } from './kept-on-device';
import { scheduleQueryKey } from './staff-query-keys';

export type ScheduleData = FromDevice<StaffSchedule>;

/** A tour's schedule, kept on the device (emptied at sign-out) so "Calendario" opens offline. */
function loadSchedule(uid: string, tourId: TourId): Promise<ScheduleData> {
  const copy = { key: `staff-schedule:${tourId}`, uid };
  return keptOnDevice(copy, 'staffSchedule', { tourId }, staffScheduleResponseSchema);
}

export function useStaffSchedule(uid: string, tourId: TourId) {
  return useQuery({
    queryKey: scheduleQueryKey(uid, tourId),
    queryFn: () => loadSchedule(uid, tourId),
    ...DEVICE_COPY_QUERY,
    staleTime: 30_000,
  });
}

/** One change (managers only; the server checks everything again); answers the new schedule. */
export function updateSchedule(request: StaffUpdateScheduleRequest): Promise<StaffSchedule> {
  return callFunction('staffUpdateSchedule', request, staffScheduleResponseSchema);
}
