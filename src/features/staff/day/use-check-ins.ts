import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { bookingCode } from '@/domain/api/my-bookings';
import type { CheckInResult } from '@/domain/api/staff';
import { formatLongDate, formatTime } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { deviceCheckIns } from '@/lib/staff/check-in-outbox';
import { toast } from '@/ui/toast';
import { useDeviceOutbox } from './use-device-outbox';

/**
 * This device's check-ins: recorded at once in the device outbox (so the verdict never waits on
 * the network) and sent when online. What the server answers is told to the guide when it differs
 * from what the device showed.
 */
export function useCheckIns(uid: string) {
  const { t } = useLingui();
  const { locale } = useLanguage();

  const report = useCallback(
    (results: CheckInResult[]) => {
      for (const result of results) {
        const code = bookingCode(result.bookingId);
        if (result.outcome === 'already_checked_in' && result.checkedInAt) {
          const time = formatTime(result.checkedInAt, locale);
          toast.error(t`${code}: già registrato da un altro dispositivo alle ${time}.`);
        } else if (result.outcome === 'other_day' && result.date) {
          const day = formatLongDate(result.date, locale);
          toast.error(
            t`${code}: il biglietto è per ${day}, non per oggi. Check-in non registrato.`,
          );
        } else if (result.outcome === 'not_admitted' || result.outcome === 'not_found') {
          toast.error(t`${code}: la prenotazione non è più valida, check-in non registrato.`);
        }
      }
    },
    [t, locale],
  );
  const { queued, add } = useDeviceOutbox('check-ins', deviceCheckIns, uid, report);

  /** bookingId → the device's time of the scan, for check-ins the server has not answered. */
  const unsent = useMemo(
    () => new Map((queued ?? []).map((checkIn) => [checkIn.bookingId, checkIn.scannedAt])),
    [queued],
  );
  const checkIn = useCallback(
    (bookingId: string) => add({ bookingId, scannedAt: new Date().toISOString() }),
    [add],
  );

  return { unsent, checkIn };
}
