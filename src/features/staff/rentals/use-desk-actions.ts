import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { bookingCode } from '@/domain/api/my-bookings';
import type { DeskResult } from '@/domain/api/staff-rental-desk';
import type { DeviceOutbox } from '@/lib/staff/device-outbox';
import { deviceDeskActions, type QueuedDeskAction } from '@/lib/staff/rental-desk-outbox';
import { deviceWaivers } from '@/lib/staff/waiver-outbox';
import { toast } from '@/ui/toast';
import { rentalDayQueryPrefix } from '@/features/staff/api/staff-query-keys';
import { useDeviceOutbox } from '@/features/staff/day/use-device-outbox';

/**
 * The desk's queue, sent after this phone's waivers: a rider who signed at the desk with no
 * signal must reach the server before the pick-up it allows, or the server would refuse it. A
 * waiver send that fails keeps the pick-ups queued too.
 */
const deskAfterWaivers: DeviceOutbox<QueuedDeskAction, QueuedDeskAction, DeskResult> = {
  ...deviceDeskActions,
  send: async (uid) => {
    await deviceWaivers.send(uid);
    return deviceDeskActions.send(uid);
  },
};

/**
 * The desk's pick-ups and returns on this phone: kept at once in the device outbox (the desk never
 * waits on the network) and sent when online, through the same queue as check-ins. What the
 * server answers is told to the desk when it differs from what the phone showed.
 */
export function useDeskActions(uid: string) {
  const { t } = useLingui();
  const report = useCallback(
    (results: DeskResult[]) => {
      for (const result of results) {
        const code = bookingCode(result.rentalId);
        switch (result.outcome) {
          case 'recorded':
            if (result.kind === 'return' && result.late) {
              toast.warning(t`${code}: riconsegna in ritardo, segnalata in "Da controllare".`);
            }
            break;
          case 'already_recorded':
            toast.info(t`${code}: già registrato da un altro dispositivo.`);
            break;
          case 'other_day':
            toast.error(t`${code}: il noleggio non inizia oggi. Ritiro non registrato.`);
            break;
          case 'frame_numbers_mismatch':
            toast.error(
              t`${code}: serve un numero di telaio diverso per ogni bici. Ritiro non registrato.`,
            );
            break;
          case 'waiver_missing':
            toast.error(
              t`${code}: manca la liberatoria di chi pedala. Ritiro non registrato: falla firmare e registra di nuovo la consegna.`,
            );
            break;
          case 'not_picked_up':
            toast.error(t`${code}: le bici non risultano ritirate. Riconsegna non registrata.`);
            break;
          case 'not_paid':
          case 'not_found':
            toast.error(t`${code}: il noleggio non è più valido. Non registrato.`);
            break;
        }
      }
    },
    [t],
  );
  const { queued, add } = useDeviceOutbox(
    'rental-desk',
    deskAfterWaivers,
    uid,
    report,
    rentalDayQueryPrefix,
  );

  /** The work on this phone the server has not answered yet, by `kind:rentalId`. */
  const unsent = useMemo(
    () => new Map((queued ?? []).map((action) => [`${action.kind}:${action.rentalId}`, action])),
    [queued],
  );
  const record = useCallback((action: QueuedDeskAction) => add(action), [add]);
  return { unsent, record };
}
