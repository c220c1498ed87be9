import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScheduleChange } from '@/domain/api/staff-calendar';
import { CallableError } from '@/lib/firebase/callable-error';
import { updateSchedule, type ScheduleData } from '@/features/staff/api/staff-calendar';
import { auditLogQueryKey, scheduleQueryKey } from '@/features/staff/api/staff-query-keys';

/**
 * Sends one change made on the schedule as it was shown (its version): the answer replaces it.
 * A refusal because another manager (or the console) changed it meanwhile reloads it, so the
 * manager sees what is there now before trying again.
 */
export function useScheduleChange(uid: string, shown: ScheduleData) {
  const queryClient = useQueryClient();
  const key = scheduleQueryKey(uid, shown.tourId);
  return useMutation({
    mutationFn: (change: ScheduleChange) =>
      updateSchedule({ tourId: shown.tourId, version: shown.version ?? '', change }),
    onSuccess: (next) => {
      queryClient.setQueryData<ScheduleData>(key, { ...next, fromDevice: false });
      void queryClient.invalidateQueries({ queryKey: auditLogQueryKey(uid) });
    },
    onError: (error) => {
      if (error instanceof CallableError && error.reason === 'SCHEDULE_CHANGED') {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
}
