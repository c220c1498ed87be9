import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  staffCheckInRequestSchema,
  type CheckInResult,
  type QueuedCheckIn,
  type StaffCheckInResponse,
} from '@/domain/api/staff';
import { parseInput } from '@functions/lib/callable-errors';
import { requireStaff, type StaffCall } from '@functions/lib/require-staff';
import { bookingRef, type BookingDoc } from '@functions/services/booking/booking-doc';

export interface CheckInDeps {
  db: Firestore;
  now: () => Date;
}

/**
 * Records one check-in in a transaction: the first device to reach the server wins, every later
 * one is told when it was recorded, and a resend of the same scan changes nothing. Only a paid
 * booking admits.
 */
function checkInOne(
  deps: CheckInDeps,
  staffUid: string,
  { bookingId, scannedAt }: QueuedCheckIn,
): Promise<CheckInResult> {
  const ref = bookingRef(deps.db, bookingId);
  return deps.db.runTransaction(async (tx): Promise<CheckInResult> => {
    const snapshot = await tx.get(ref);
    const booking = snapshot.data() as BookingDoc | undefined;
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
    tx.update(ref, {
      checkedInAt: Timestamp.fromDate(at),
      checkedInBy: staffUid,
      checkedInAtDevice: scannedAt,
      updatedAt: Timestamp.fromDate(at),
    });
    return { bookingId, outcome: 'checked_in', status: 'paid', checkedInAt: at.toISOString() };
  });
}

/** staffCheckIn: the device's queued check-ins, each recorded once whatever the order or repeats. */
export async function handleStaffCheckIn(
  deps: CheckInDeps,
  call: StaffCall,
): Promise<StaffCheckInResponse> {
  const staffUid = requireStaff(call);
  const { checkIns } = parseInput(staffCheckInRequestSchema, call.data ?? {});
  const results: CheckInResult[] = [];
  for (const checkIn of checkIns) results.push(await checkInOne(deps, staffUid, checkIn));
  logger.info('staff check-ins', {
    sent: checkIns.length,
    recorded: results.filter((result) => result.outcome === 'checked_in').length,
  });
  return { results };
}
