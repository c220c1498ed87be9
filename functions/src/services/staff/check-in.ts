import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  staffCheckInRequestSchema,
  type CheckInResult,
  type QueuedCheckIn,
  type StaffCheckInResponse,
} from '@/domain/api/staff';
import { onTourDay } from '@/domain/staff/tour-day';
import { parseInput } from '@functions/lib/callable-errors';
import {
  requireStaff,
  type StaffCall,
  type StaffMember,
  type StaffDeps,
} from '@functions/lib/require-staff';
import { bookingRef } from '@functions/services/booking-base/booking-doc';
import { recordStaffActionIn } from '@functions/services/audit-log/audit-log';

/**
 * Records one check-in in a transaction: the first device to reach the server wins, every later
 * one is told when it was recorded, and a resend of the same scan changes nothing. Only a paid
 * booking admits, on its tour's day (Europe/Rome, server clock; onTourDay). A recorded check-in
 * writes its audit entry in the same transaction.
 */
function checkInOne(
  deps: StaffDeps,
  member: StaffMember,
  { bookingId, scannedAt }: QueuedCheckIn,
): Promise<CheckInResult> {
  const staffUid = member.uid;
  const ref = bookingRef(deps.db, bookingId);
  return deps.db.runTransaction(async (tx): Promise<CheckInResult> => {
    const snapshot = await tx.get(ref);
    const booking = snapshot.data();
    if (!booking) return { bookingId, outcome: 'not_found' };
    if (booking.checkedInAt) {
      // The same device sending the same scan again (its first answer was lost) is told it
      // succeeded; anyone else learns when the booking was checked in.
      const resent = booking.checkedInBy === staffUid && booking.checkedInAtDevice === scannedAt;
      return {
        bookingId,
        outcome: resent ? 'checked_in' : 'already_checked_in',
        status: booking.status,
        checkedInAt: booking.checkedInAt.toDate().toISOString(),
      };
    }
    if (booking.status !== 'paid') {
      return { bookingId, outcome: 'not_admitted', status: booking.status };
    }
    const at = deps.now();
    // A ticket admits on its tour's day only (a roster of another day opened on the phone, a
    // booking moved since): its date is told, so the guide can send the customer to it.
    if (!onTourDay(booking.selectedDate, at, scannedAt)) {
      return {
        bookingId,
        outcome: 'other_day',
        status: booking.status,
        date: booking.selectedDate,
      };
    }
    const stamp = Timestamp.fromDate(at);
    tx.update(ref, {
      checkedInAt: stamp,
      checkedInBy: staffUid,
      checkedInAtDevice: scannedAt,
      updatedAt: stamp,
      // Checked in on the new date: a postponement's answer still pending ends as "kept".
      ...(booking.postponement?.choice === 'pending'
        ? { 'postponement.choice': 'kept', 'postponement.answeredAt': stamp }
        : {}),
    });
    recordStaffActionIn(
      tx,
      deps.db,
      member,
      { action: 'check_in', target: ref.path, details: { bookingId, scannedAt } },
      at,
    );
    return { bookingId, outcome: 'checked_in', status: 'paid', checkedInAt: at.toISOString() };
  });
}

/** staffCheckIn: the device's queued check-ins, each recorded once whatever the order or repeats. */
export async function handleStaffCheckIn(
  deps: StaffDeps,
  call: StaffCall,
): Promise<StaffCheckInResponse> {
  const member = await requireStaff(deps, call);
  const { checkIns } = parseInput(staffCheckInRequestSchema, call.data ?? {});
  const results: CheckInResult[] = [];
  for (const checkIn of checkIns) results.push(await checkInOne(deps, member, checkIn));
  logger.info('staff check-ins', {
    sent: checkIns.length,
    recorded: results.filter((result) => result.outcome === 'checked_in').length,
  });
  return { results };
}
