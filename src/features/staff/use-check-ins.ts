import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { bookingCode } from '@/domain/api/my-bookings';
import type { CheckInResult } from '@/domain/api/staff';
import { formatLongDate, formatTime } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { enqueueCheckIn, queuedCheckIns } from '@/lib/staff/check-in-queue';
import { sendQueuedCheckIns } from '@/lib/staff/send-check-ins';
import { toast } from '@/ui/toast';
import { rosterQueryPrefix } from './api/staff-query-keys';

/**
 * This device's check-ins: recorded at once in the IndexedDB queue (so the verdict never waits
 * on the network), sent when online, on reconnection and on opening the page. What the server
 * answers is told to the guide when it differs from what the device showed.
 */
export function useCheckIns(uid: string) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const queryClient = useQueryClient();
  const queueKey = useMemo(() => ['staff-check-in-queue', uid] as const, [uid]);
  const queue = useQuery({
    queryKey: queueKey,
    queryFn: () => queuedCheckIns(uid),
    networkMode: 'always',
  });
  /** bookingId → the device's time of the scan, for check-ins the server has not answered. */
  const unsent = useMemo(
    () => new Map((queue.data ?? []).map((queued) => [queued.bookingId, queued.scannedAt])),
    [queue.data],
  );

  const report = useCallback(
    (result: CheckInResult) => {
      const code = bookingCode(result.bookingId);
      if (result.outcome === 'already_checked_in' && result.checkedInAt) {
        const time = formatTime(result.checkedInAt, locale);
        toast.error(t`${code}: già registrato da un altro dispositivo alle ${time}.`);
      } else if (result.outcome === 'other_day' && result.date) {
        const day = formatLongDate(result.date, locale);
        toast.error(t`${code}: il biglietto è per ${day}, non per oggi. Check-in non registrato.`);
      } else if (result.outcome === 'not_admitted' || result.outcome === 'not_found') {
        toast.error(t`${code}: la prenotazione non è più valida, check-in non registrato.`);
      }
    },
    [t, locale],
  );

  const sync = useCallback(async () => {
    if (!navigator.onLine) return;
    try {
      const results = await sendQueuedCheckIns(uid);
      results.forEach(report);
      if (results.length > 0) {
        await queryClient.invalidateQueries({ queryKey: rosterQueryPrefix(uid) });
      }
    } catch (error) {
      // Still queued: sent on the next reconnection or check-in.
      console.warn('Check-ins not sent yet', error);
    } finally {
      await queryClient.invalidateQueries({ queryKey: queueKey });
    }
  }, [uid, report, queryClient, queueKey]);

  useEffect(() => {
    void sync();
    const onOnline = () => void sync();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [sync]);

  const checkIn = useCallback(
    async (bookingId: string) => {
      await enqueueCheckIn(uid, { bookingId, scannedAt: new Date().toISOString() });
      await queryClient.invalidateQueries({ queryKey: queueKey });
      void sync();
    },
    [uid, sync, queryClient, queueKey],
  );

  return { unsent, checkIn };
}
