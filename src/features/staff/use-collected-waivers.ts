import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { bookingCode } from '@/domain/api/my-bookings';
import type { RosterBooking } from '@/domain/api/staff';
import { waiverSignatureSchema, type WaiverSignatureFields } from '@/domain/api/waiver';
import type { CollectedWaivers } from '@/domain/staff/roster-waivers';
import { sendQueuedWaivers, type CollectWaiverResult } from '@/lib/staff/send-waivers';
import { deviceWaiverQueue, keyOf } from '@/lib/staff/waiver-queue';
import { toast } from '@/ui/toast';
import { staffCollectWaivers } from './api/staff-collect-waivers';
import { rosterQueryPrefix } from './api/staff-query-keys';

/**
 * Waivers signed on this phone ("Firma qui"): kept at once in the IndexedDB queue (so the roster
 * and the verdict count them with no signal), sent when online, on reconnection and on opening the
 * page. Whatever the server did other than record them is told to the guide.
 */
export function useCollectedWaivers(uid: string) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const queueKey = useMemo(() => ['staff-waiver-queue', uid] as const, [uid]);
  const queue = useQuery({
    queryKey: queueKey,
    queryFn: () => deviceWaiverQueue.list(uid),
    networkMode: 'always',
  });
  const collected: CollectedWaivers = useMemo(
    () => new Map((queue.data ?? []).map((waiver) => [keyOf(waiver), waiver.state])),
    [queue.data],
  );

  const report = useCallback(
    (result: CollectWaiverResult, signers: ReadonlyMap<string, string>) => {
      const code = bookingCode(result.bookingId);
      const name = signers.get(keyOf(result)) ?? '';
      switch (result.outcome) {
        case 'signed':
        case 'already_signed':
          return;
        case 'text_changed':
          toast.error(
            t`${code}: il testo della liberatoria è cambiato. ${name} deve firmare di nuovo sul nuovo testo.`,
          );
          return;
        case 'invalid':
          toast.error(
            t`${code}: la liberatoria di ${name} non è stata accettata. Va firmata di nuovo.`,
          );
          return;
        case 'not_tour_day':
          toast.error(
            t`${code}: le guide raccolgono le firme solo nel giorno del tour. Liberatoria di ${name} non registrata.`,
          );
          return;
        case 'not_found':
        case 'not_admitted':
          toast.error(
            t`${code}: la prenotazione non è più valida, liberatoria di ${name} non registrata.`,
          );
      }
    },
    [t],
  );

  const sync = useCallback(async () => {
    if (!navigator.onLine) return;
    try {
      const queued = await deviceWaiverQueue.list(uid);
      if (queued.length === 0) return;
      const signers = new Map(queued.map((waiver) => [keyOf(waiver), waiver.signature.signerName]));
      const results = await sendQueuedWaivers(uid, staffCollectWaivers);
      results.forEach((result) => report(result, signers));
      if (results.length > 0) {
        await queryClient.invalidateQueries({ queryKey: rosterQueryPrefix(uid) });
      }
    } catch (error) {
      // Still queued: sent on the next reconnection or signature.
      console.warn('Waivers not sent yet', error);
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

  /** Queues one participant's signature; throws (keeping the form) if it fails the check. */
  const collect = useCallback(
    async (booking: RosterBooking, participantIndex: number, fields: WaiverSignatureFields) => {
      // The form checked it already; checked again here for the state the roster shows until the
      // server answers (a minor's waiver is signed by the guardian).
      const signature = waiverSignatureSchema(booking.selectedDate).parse(fields);
      await deviceWaiverQueue.add(uid, {
        bookingId: booking.bookingId,
        participantIndex,
        signature: fields,
        signedAtDevice: new Date().toISOString(),
        state: signature.guardian ? 'guardian_signed' : 'signed',
      });
      await queryClient.invalidateQueries({ queryKey: queueKey });
      void sync();
    },
    [uid, sync, queryClient, queueKey],
  );

  return { collected, collect };
}
