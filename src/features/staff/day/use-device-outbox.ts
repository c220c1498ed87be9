import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import type { DeviceOutbox } from '@/lib/staff/device-outbox';
import { rosterQueryPrefix } from '@/features/staff/api/staff-query-keys';

/**
 * A device outbox on the staff page: its queue as a query (the roster and the verdicts count
 * unsent work with no signal), sent on opening the page, on every reconnection and after each
 * addition; each server answer is reported to the guide, and the roster (or the view's own data)
 * is read again once the server has recorded something.
 */
export function useDeviceOutbox<Stored, Input, Result>(
  name: string,
  outbox: DeviceOutbox<Stored, Input, Result>,
  uid: string,
  report: (results: Result[], sent: Stored[]) => void,
  /** The queries the server's record changes (a module-level function, so it stays the same). */
  refreshPrefix: (uid: string) => readonly unknown[] = rosterQueryPrefix,
) {
  const queryClient = useQueryClient();
  const queueKey = useMemo(() => ['staff-device-outbox', name, uid] as const, [name, uid]);
  const queue = useQuery({
    queryKey: queueKey,
    queryFn: () => outbox.list(uid),
    networkMode: 'always',
  });

  const sync = useCallback(async () => {
    if (!navigator.onLine) return;
    try {
      const queued = await outbox.list(uid);
      if (queued.length === 0) return;
      const results = await outbox.send(uid);
      report(results, queued);
      if (results.length > 0) {
        await queryClient.invalidateQueries({ queryKey: refreshPrefix(uid) });
      }
    } catch (error) {
      // Still queued: sent on the next reconnection or addition.
      console.warn(`Unsent ${name} kept on this device`, error);
    } finally {
      await queryClient.invalidateQueries({ queryKey: queueKey });
    }
  }, [name, outbox, uid, report, queryClient, queueKey, refreshPrefix]);

  useEffect(() => {
    void sync();
    const onOnline = () => void sync();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [sync]);

  const add = useCallback(
    async (item: Input) => {
      await outbox.add(uid, item);
      await queryClient.invalidateQueries({ queryKey: queueKey });
      void sync();
    },
    [outbox, uid, sync, queryClient, queueKey],
  );

  return { queued: queue.data, add };
}
