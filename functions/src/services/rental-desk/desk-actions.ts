import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  foldFrameNumber,
  staffRentalDeskRequestSchema,
  type DeskResult,
  type StaffRentalDeskResponse,
} from '@/domain/api/staff-rental-desk';
import { isId } from '@/domain/api/ids';
import { isLateReturn } from '@/domain/rental/late-return';
import { onTourDay } from '@/domain/staff/tour-day';
import type { z } from '@/domain/zod';
import { parseInput } from '@functions/lib/callable-errors';
import {
  requireStaff,
  type StaffCall,
  type StaffMember,
  type StaffDeps,
} from '@functions/lib/require-staff';
import { recordStaffActionIn } from '@functions/services/audit-log/audit-log';
import { rentalsCollection } from '@functions/services/rental/rental-docs';
import { rentalWaiverHolder } from '@functions/services/rental/rental-waivers';
import { someWaiverMissing } from '@functions/services/waiver-base/waiver-holder';
import { flagForStaff } from '@functions/services/booking-base/attention-flag';

type ParsedAction = z.output<typeof staffRentalDeskRequestSchema>['actions'][number];

/** The device's time of the work, never later than the server's clock nor earlier than `floor`. */
function deviceMoment(at: string, now: Date, floor?: Date): Date {
  const device = new Date(at);
  const capped = device > now ? now : device;
  return floor && capped < floor ? floor : capped;
}

/**
 * One desk action in its own transaction, with its audit entry: the first device to reach the
 * server wins; the same device sending the same work again (its answer was lost) is told it was
 * recorded, anyone else that it already was. Only a paid rental goes out, on its first day, and
 * only once each rider has signed the waiver in force.
 */
function recordOne(
  deps: StaffDeps,
  member: StaffMember,
  action: ParsedAction,
): Promise<DeskResult> {
  const { rentalId, kind } = action;
  if (!isId(rentalId)) return Promise.resolve({ rentalId, kind, outcome: 'not_found' });
  const ref = rentalsCollection(deps.db).doc(rentalId);
  return deps.db.runTransaction(async (tx): Promise<DeskResult> => {
    const rental = (await tx.get(ref)).data();
    if (!rental) return { rentalId, kind, outcome: 'not_found' };
    const now = deps.now();
    if (action.kind === 'pick_up') {
      const at = deviceMoment(action.at, now);
      if (rental.pickedUpAt) {
        const resent =
          rental.pickedUpBy === member.uid && rental.pickedUpAt.toMillis() === at.getTime();
        return { rentalId, kind, outcome: resent ? 'recorded' : 'already_recorded' };
      }
      if (rental.status !== 'paid') return { rentalId, kind, outcome: 'not_paid' };
      if (!onTourDay(rental.startDate, now, action.at))
        return { rentalId, kind, outcome: 'other_day' };
      // Judged on what the server holds: a waiver signed at the desk reaches it first (the desk's
      // queue sends the phone's waivers before its pick-ups).
      if (someWaiverMissing(rentalWaiverHolder(rentalId, rental))) {
        return { rentalId, kind, outcome: 'waiver_missing' };
      }
      const frames = action.frameNumbers.map(foldFrameNumber);
      if (frames.length !== rental.bikes.length || new Set(frames).size !== frames.length) {
        return { rentalId, kind, outcome: 'frame_numbers_mismatch' };
      }
      tx.update(ref, {
        pickedUpAt: Timestamp.fromDate(at),
        pickedUpBy: member.uid,
        frameNumbers: frames,
        updatedAt: Timestamp.fromDate(now),
      });
      recordStaffActionIn(
        tx,
        deps.db,
        member,
        {
          action: 'rental_picked_up',
          target: ref.path,
          details: { rentalId, frameNumbers: frames, at: action.at },
        },
        now,
      );
      return { rentalId, kind, outcome: 'recorded' };
    }
    const pickedUpAt = rental.pickedUpAt?.toDate();
    if (!pickedUpAt) {
      return { rentalId, kind, outcome: rental.status === 'paid' ? 'not_picked_up' : 'not_paid' };
    }
    const at = deviceMoment(action.at, now, pickedUpAt);
    if (rental.returnedAt) {
      const resent =
        rental.returnedBy === member.uid && rental.returnedAt.toMillis() === at.getTime();
      const late = isLateReturn(rental.endsAt.toDate(), rental.returnedAt.toDate(), now);
      return { rentalId, kind, outcome: resent ? 'recorded' : 'already_recorded', late };
    }
    const late = isLateReturn(rental.endsAt.toDate(), at, now);
    tx.update(ref, {
      returnedAt: Timestamp.fromDate(at),
      returnedBy: member.uid,
      returnNote: action.note,
      updatedAt: Timestamp.fromDate(now),
      // The manager sees it in "Da controllare", with the next price bracket, and decides.
      ...(late ? flagForStaff('late_return') : {}),
    });
    recordStaffActionIn(
      tx,
      deps.db,
      member,
      { action: 'rental_returned', target: ref.path, details: { rentalId, at: action.at, late } },
      now,
    );
    return { rentalId, kind, outcome: 'recorded', late };
  });
}

/** staffRentalDesk: the device's queued pick-ups and returns, in the order they were made. */
export async function handleStaffRentalDesk(
  deps: StaffDeps,
  call: StaffCall,
): Promise<StaffRentalDeskResponse> {
  const member = await requireStaff(deps, call);
  const { actions } = parseInput(staffRentalDeskRequestSchema, call.data ?? {});
  const results: DeskResult[] = [];
  for (const action of actions) results.push(await recordOne(deps, member, action));
  logger.info('rental desk actions', {
    sent: actions.length,
    recorded: results.filter((result) => result.outcome === 'recorded').length,
  });
  return { results };
}
