import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { bookingCode } from '@/domain/api/my-bookings';
import type { RosterBooking } from '@/domain/api/staff';
import { waiverSignatureSchema, type WaiverSignatureFields } from '@/domain/api/waiver';
import type { CollectedWaivers } from '@/domain/staff/roster-waivers';
import {
  deviceWaivers,
  keyOf,
  type CollectWaiverResult,
  type StoredWaiverEntry,
} from '@/lib/staff/waiver-outbox';
import { toast } from '@/ui/toast';
import { useDeviceOutbox } from './use-device-outbox';

/**
 * Waivers signed on this phone ("Firma qui"): kept at once in the device outbox (so the roster and
 * the verdict count them with no signal) and sent when online. Whatever the server did other than
 * record them is told to the guide.
 */
export function useCollectedWaivers(uid: string) {
  const { t } = useLingui();

  const report = useCallback(
    (results: CollectWaiverResult[], sent: StoredWaiverEntry[]) => {
      const signers = new Map(sent.map((waiver) => [keyOf(waiver), waiver.signature.signerName]));
      for (const result of results) {
        const code = bookingCode(result.bookingId);
        const name = signers.get(keyOf(result)) ?? '';
        switch (result.outcome) {
          case 'signed':
          case 'already_signed':
            break;
          case 'text_changed':
            toast.error(
              t`${code}: il testo della liberatoria è cambiato. ${name} deve firmare di nuovo sul nuovo testo.`,
            );
            break;
          case 'invalid':
            toast.error(
              t`${code}: la liberatoria di ${name} non è stata accettata. Va firmata di nuovo.`,
            );
            break;
          case 'not_tour_day':
            toast.error(
              t`${code}: le guide raccolgono le firme solo nel giorno del tour. Liberatoria di ${name} non registrata.`,
            );
            break;
          case 'not_found':
          case 'not_admitted':
            toast.error(
              t`${code}: la prenotazione non è più valida, liberatoria di ${name} non registrata.`,
            );
        }
      }
    },
    [t],
  );
  const { queued, add } = useDeviceOutbox('waivers', deviceWaivers, uid, report);

  const collected: CollectedWaivers = useMemo(
    () => new Map((queued ?? []).map((waiver) => [keyOf(waiver), waiver.state])),
    [queued],
  );

  /** Queues one participant's signature; throws (keeping the form) if it fails the check. */
  const collect = useCallback(
    async (booking: RosterBooking, participantIndex: number, fields: WaiverSignatureFields) => {
      // The form checked it already; checked again here for the state the roster shows until the
      // server answers (a minor's waiver is signed by the guardian).
      const signature = waiverSignatureSchema(booking.selectedDate).parse(fields);
      await add({
        bookingId: booking.bookingId,
        participantIndex,
        signature: fields,
        signedAtDevice: new Date().toISOString(),
        state: signature.guardian ? 'guardian_signed' : 'signed',
      });
    },
    [add],
  );

  return { collected, collect };
}
