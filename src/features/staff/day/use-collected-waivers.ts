import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { bookingCode } from '@/domain/api/my-bookings';
import type { RosterBooking } from '@/domain/api/staff';
import type { DeskRental } from '@/domain/api/staff-rental-desk';
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
 * Waivers signed on this phone ("Firma qui" on the roster and at the rental desk): kept at once in
 * the device outbox (so the roster, the verdict and the desk count them with no signal) and sent
 * when online. Whatever the server did other than record them is told to the guide. Once the
 * server has recorded some, the view's own list (`refreshPrefix`: the roster's by default) is
 * read again.
 */
export function useCollectedWaivers(
  uid: string,
  refreshPrefix?: (uid: string) => readonly unknown[],
) {
  const { t } = useLingui();

  const report = useCallback(
    (results: CollectWaiverResult[], sent: StoredWaiverEntry[]) => {
      const signers = new Map(sent.map((waiver) => [keyOf(waiver), waiver.signature.signerName]));
      for (const result of results) {
        const rental = 'rentalId' in result;
        const code = bookingCode(rental ? result.rentalId : result.bookingId);
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
              rental
                ? t`${code}: le guide raccolgono le firme solo nel giorno del ritiro. Liberatoria di ${name} non registrata.`
                : t`${code}: le guide raccolgono le firme solo nel giorno del tour. Liberatoria di ${name} non registrata.`,
            );
            break;
          case 'not_found':
          case 'not_admitted':
            toast.error(
              rental
                ? t`${code}: il noleggio non è più valido, liberatoria di ${name} non registrata.`
                : t`${code}: la prenotazione non è più valida, liberatoria di ${name} non registrata.`,
            );
        }
      }
    },
    [t],
  );
  const { queued, add } = useDeviceOutbox('waivers', deviceWaivers, uid, report, refreshPrefix);

  const collected: CollectedWaivers = useMemo(
    () => new Map((queued ?? []).map((waiver) => [keyOf(waiver), waiver.state])),
    [queued],
  );

  /**
   * Queues one signature for the booking's participant or the rental's rider on `activityDate`;
   * throws (keeping the form) if it fails the check.
   */
  const queue = useCallback(
    async (
      holder: { bookingId: string } | { rentalId: string },
      activityDate: string,
      participantIndex: number,
      fields: WaiverSignatureFields,
    ) => {
      // The form checked it already; checked again here for the state shown until the server
      // answers (a minor's waiver is signed by the guardian).
      const signature = waiverSignatureSchema(activityDate).parse(fields);
      await add({
        ...holder,
        participantIndex,
        signature: fields,
        signedAtDevice: new Date().toISOString(),
        state: signature.guardian ? 'guardian_signed' : 'signed',
      });
    },
    [add],
  );

  /** A tour participant's signature from the roster. */
  const collect = useCallback(
    (booking: RosterBooking, participantIndex: number, fields: WaiverSignatureFields) =>
      queue({ bookingId: booking.bookingId }, booking.selectedDate, participantIndex, fields),
    [queue],
  );

  /** A rental rider's signature at the desk. */
  const collectRider = useCallback(
    (rental: DeskRental, riderIndex: number, fields: WaiverSignatureFields) =>
      queue({ rentalId: rental.rentalId }, rental.startDate, riderIndex, fields),
    [queue],
  );

  return { collected, collect, collectRider };
}
