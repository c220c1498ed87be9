import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { LeaveWaitlistResponse } from '@/domain/api/waitlist';
import type { CallContext } from '@functions/lib/call-context';
import { invalidLink } from '@functions/lib/callable-errors';
import { runContendedTransaction } from '@functions/lib/firestore';
import { readSeatCount, releaseSeats } from '@functions/services/seats/seat-counter';
import { offerFreedSeatsLater } from './offer-freed-seats';
import type { WaitlistDeps } from './waitlist-deps';
import { LIVE_STATUSES, waitlistRef } from './waitlist-doc';
import { linkedEntryId } from './link-call';

/**
 * leaveWaitlist ("Esci dalla lista"): an unconfirmed, waiting or offered entry leaves the line, in one
 * transaction that gives back the seats an offer held; the next in line is then offered them.
 * Leaving twice, or after the offer lapsed or was booked, changes nothing (`left: false`).
 */
export async function handleLeaveWaitlist(
  deps: WaitlistDeps,
  call: Pick<CallContext, 'data' | 'clientKey'>,
): Promise<LeaveWaitlistResponse> {
  const entryId = await linkedEntryId(deps, 'leaveWaitlist', call);
  if (!entryId) throw invalidLink();
  const ref = waitlistRef(deps.db, entryId);
  const now = deps.now();
  const outcome = await runContendedTransaction(deps.db, async (tx) => {
    const entry = (await tx.get(ref)).data();
    if (!entry) throw invalidLink();
    const where = { tourId: entry.tourId, date: entry.date };
    // An unconfirmed entry may leave too: its first mail offers it to whoever did not ask.
    const inLine = LIVE_STATUSES.includes(entry.status) || entry.status === 'unconfirmed';
    if (!inLine) return { left: false, freed: false, ...where };
    const at = Timestamp.fromDate(now);
    if (entry.holdsSeats) {
      releaseSeats(tx, await readSeatCount(tx, deps.db, where), entry.partySize, at);
    }
    tx.update(ref, { status: 'left', holdsSeats: false, endedAt: at, updatedAt: at });
    return { left: true, freed: entry.holdsSeats, ...where };
  });
  const { freed, ...answer } = outcome;
  if (answer.left) logger.info('waiting list left', { entryId, freed });
  if (freed) await offerFreedSeatsLater(deps, { tourId: answer.tourId, date: answer.date });
  return answer;
}
