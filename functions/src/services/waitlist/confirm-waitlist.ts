import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { ConfirmWaitlistResponse } from '@/domain/api/waitlist';
import type { CallContext } from '@functions/lib/call-context';
import { invalidLink } from '@functions/lib/callable-errors';
import { offerFreedSeatsLater } from './offer-freed-seats';
import type { WaitlistDeps } from './waitlist-deps';
import { liveEntriesOf, waitlistRef } from './waitlist-doc';
import { linkedEntryId } from './link-call';

/**
 * confirmWaitlist: the tap on the first mail's link puts an unconfirmed entry in line (`waiting`,
 * in the order it joined), if it comes before `confirmBy`. A second tap changes nothing and says
 * the same. Seats may have freed while it was unconfirmed (nobody was in line for them): the offer
 * engine looks at the date again once the entry is in.
 */
export async function handleConfirmWaitlist(
  deps: WaitlistDeps,
  call: Pick<CallContext, 'data' | 'clientKey'>,
): Promise<ConfirmWaitlistResponse> {
  const entryId = await linkedEntryId(deps, 'confirmWaitlist', call);
  if (!entryId) throw invalidLink();
  const ref = waitlistRef(deps.db, entryId);
  const now = deps.now();
  const outcome = await deps.db.runTransaction(async (tx) => {
    const entry = (await tx.get(ref)).data();
    if (!entry) throw invalidLink();
    const where = { tourId: entry.tourId, date: entry.date };
    if (entry.status === 'unconfirmed') {
      if ((entry.confirmBy?.toMillis() ?? 0) <= now.getTime()) {
        return { outcome: 'expired' as const, ...where, justConfirmed: false };
      }
      const at = Timestamp.fromDate(now);
      // Without `confirmBy` it is no longer among those the retention job deletes unconfirmed.
      tx.update(ref, {
        status: 'waiting',
        confirmBy: FieldValue.delete(),
        confirmedAt: at,
        updatedAt: at,
      });
      return { outcome: 'confirmed' as const, ...where, justConfirmed: true };
    }
    if (entry.status === 'waiting' || entry.status === 'offered') {
      return { outcome: 'confirmed' as const, ...where, justConfirmed: false };
    }
    return { outcome: 'ended' as const, ...where, justConfirmed: false };
  });
  const { justConfirmed, ...answer } = outcome;
  if (answer.outcome !== 'confirmed') return answer;
  if (justConfirmed) {
    logger.info('waiting list entry confirmed', { entryId, ...answer });
    await offerFreedSeatsLater(deps, { tourId: answer.tourId, date: answer.date });
  }
  // The place in line of an entry still waiting; one whose offer already holds seats needs none.
  const line = await liveEntriesOf(deps.db, answer).get();
  const index = line.docs.findIndex((doc) => doc.id === entryId);
  const waiting = line.docs[index]?.data().status === 'waiting';
  return waiting ? { ...answer, position: index + 1 } : answer;
}
