import { logger } from 'firebase-functions';
import type { Locale } from '@/domain/locale';
import {
  staffCollectWaiversRequestSchema,
  waiverSignatureSchema,
  type CollectWaiverOutcome,
  type QueuedWaiver,
  type StaffCollectWaiversResponse,
} from '@/domain/api/waiver';
import { onTourDay } from '@/domain/staff/tour-day';
import { waiverDigest } from '@/domain/waiver';
import { parseInput } from '@functions/lib/callable-errors';
import { requireStaff, type StaffCall, type StaffMember } from '@functions/lib/require-staff';
import { recordStaffActionIn } from '@functions/services/audit-log/audit-log';
import {
  waiverLinksOpen,
  type WaiverHolderId,
} from '@functions/services/waiver-base/waiver-holder';
import { recordSignature, signatureFor } from './stored-waiver';
import type { CollectWaiversDeps } from './waiver-deps';
import { readWaiverHolder } from './waiver-holders';

type CollectResult = StaffCollectWaiversResponse['results'][number];

/** The booking or rental a queued signature names, and how its answer names it back. */
function holderOf(item: QueuedWaiver): { id: WaiverHolderId; echo: CollectedFor } {
  return 'bookingId' in item
    ? { id: { kind: 'booking', id: item.bookingId }, echo: { bookingId: item.bookingId } }
    : { id: { kind: 'rental', id: item.rentalId }, echo: { rentalId: item.rentalId } };
}

type CollectedFor = { bookingId: string } | { rentalId: string };

/**
 * Records one signature collected on a staff phone (the roster's "Firma qui" or the rental desk),
 * in a transaction of its own, judged like a participant's link: a paid booking or rental, through
 * its day (the tour's, the rental's first; Europe/Rome), by a guide only on that day (managers any
 * day), the text in force, the signature checked against that day. A signature already given on
 * the current text stands (the participant's own link, another phone, or this queue sent again):
 * nothing changes. A recorded signature writes its audit entry in the same transaction.
 */
function collectOne(
  deps: CollectWaiversDeps,
  member: StaffMember,
  item: QueuedWaiver,
  digestOf: (language: Locale) => Promise<string>,
): Promise<CollectResult> {
  const { participantIndex, signedAtDevice } = item;
  const { id, echo } = holderOf(item);
  const answer = (outcome: CollectWaiverOutcome): CollectResult => ({
    ...echo,
    participantIndex,
    outcome,
  });
  return deps.db.runTransaction(async (tx): Promise<CollectResult> => {
    const read = await readWaiverHolder(deps.db, id, tx);
    if (!read || participantIndex >= read.holder.names.length) return answer('not_found');
    const { ref, holder } = read;
    const at = deps.now();
    if (!waiverLinksOpen(holder, at)) return answer('not_admitted');
    // A guide holds the phone at the tour or desk; a signature on another day is a manager's.
    if (!member.manager && !onTourDay(holder.activityDate, at, signedAtDevice)) {
      return answer('not_tour_day');
    }
    if (signatureFor(holder, participantIndex, deps.waiver.version)) {
      return answer('already_signed');
    }
    if (item.signature.textVersion !== deps.waiver.version) return answer('text_changed');
    const checked = waiverSignatureSchema(holder.activityDate).safeParse(item.signature);
    if (!checked.success) return answer('invalid');
    const signature = checked.data;
    const { update } = recordSignature(
      holder,
      participantIndex,
      signature,
      await digestOf(signature.language),
      { channel: 'staff', collectedBy: member.uid, signedAtDevice },
      at,
    );
    tx.update(ref, update);
    recordStaffActionIn(
      tx,
      deps.db,
      member,
      {
        action: 'waiver_collected',
        target: ref.path,
        details: { ...echo, participantIndex, signedAtDevice },
      },
      at,
    );
    return answer('signed');
  });
}

/** staffCollectWaivers: the phone's queued signatures, each recorded once whatever the repeats. */
export async function handleStaffCollectWaivers(
  deps: CollectWaiversDeps,
  call: StaffCall,
): Promise<StaffCollectWaiversResponse> {
  const member = await requireStaff(deps, call);
  const { waivers } = parseInput(staffCollectWaiversRequestSchema, call.data ?? {});
  const digests = new Map<Locale, Promise<string>>();
  const digestOf = (language: Locale) => {
    const digest = digests.get(language) ?? waiverDigest(deps.waiver, language);
    digests.set(language, digest);
    return digest;
  };
  const results: CollectResult[] = [];
  for (const item of waivers) results.push(await collectOne(deps, member, item, digestOf));
  logger.info('staff collected waivers', {
    sent: waivers.length,
    signed: results.filter((result) => result.outcome === 'signed').length,
  });
  return { results };
}
