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
import { bookingRef } from '@functions/services/booking-base/booking-doc';
import { recordStaffActionIn } from '@functions/services/audit-log/audit-log';
import { waiverLinksOpen } from './participant-waivers';
import { recordSignature, signatureFor } from './stored-waiver';
import type { CollectWaiversDeps } from './waiver-deps';

type CollectResult = StaffCollectWaiversResponse['results'][number];

/**
 * Records one signature collected on a staff phone, in a transaction of its own, judged like a
 * participant's link: a paid booking, through the tour's day (Europe/Rome), by a guide only on
 * that day (managers any day), the text in force, the
 * signature checked against the booking's date. A signature already given on the current text
 * stands (the participant's own link, another phone, or this queue sent again): nothing changes.
 * A recorded signature writes its audit entry in the same transaction.
 */
function collectOne(
  deps: CollectWaiversDeps,
  member: StaffMember,
  item: QueuedWaiver,
  digestOf: (language: Locale) => Promise<string>,
): Promise<CollectResult> {
  const { bookingId, participantIndex, signedAtDevice } = item;
  const answer = (outcome: CollectWaiverOutcome): CollectResult => ({
    bookingId,
    participantIndex,
    outcome,
  });
  const ref = bookingRef(deps.db, bookingId);
  return deps.db.runTransaction(async (tx): Promise<CollectResult> => {
    const booking = (await tx.get(ref)).data();
    if (!booking || participantIndex >= booking.participants) return answer('not_found');
    const at = deps.now();
    if (!waiverLinksOpen(booking, at)) return answer('not_admitted');
    // A guide holds the phone at the tour; a signature on another day is a manager's to record.
    if (!member.manager && !onTourDay(booking.selectedDate, at, signedAtDevice)) {
      return answer('not_tour_day');
    }
    if (signatureFor(booking, participantIndex, deps.waiver.version)) {
      return answer('already_signed');
    }
    if (item.signature.textVersion !== deps.waiver.version) return answer('text_changed');
    const checked = waiverSignatureSchema(booking.selectedDate).safeParse(item.signature);
    if (!checked.success) return answer('invalid');
    const signature = checked.data;
    const { update } = recordSignature(
      booking,
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
        details: { bookingId, participantIndex, signedAtDevice },
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
