import { Timestamp } from 'firebase-admin/firestore';
import {
  RESEND_WINDOW_MINUTES,
  staffBookingRequestSchema,
  type StaffResendConfirmationResponse,
} from '@/domain/api/staff-booking-search';
import { failure, parseInput } from '@functions/lib/callable-errors';
import { requireManager, type StaffAuthDeps, type StaffCall } from '@functions/lib/require-staff';
import { bookingRef } from '@functions/services/booking-base/booking-doc';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import { confirmationMessage } from '@functions/services/booking/send-confirmation';
import { queueMailAbout } from '@functions/services/mail/outbox';
import { recordStaffActionIn } from '@functions/services/audit-log/audit-log';

/**
 * staffResendConfirmation (managers): queues the confirmation of a paid booking again, with its
 * ticket as it stands (a customer who lost the mail, or mistyped nothing and never got it). One
 * transaction reads when it was last resent: a second tap within RESEND_WINDOW_MINUTES queues
 * nothing, so a double tap sends one mail; the resend and its audit entry commit together.
 */
export async function handleStaffResendConfirmation(
  deps: BookingDeps & StaffAuthDeps,
  call: StaffCall,
): Promise<StaffResendConfirmationResponse> {
  const manager = await requireManager(deps, call);
  const { bookingId } = parseInput(staffBookingRequestSchema, call.data ?? {});
  const ref = bookingRef(deps.db, bookingId);
  const now = deps.now();
  return deps.db.runTransaction(async (tx) => {
    const booking = (await tx.get(ref)).data();
    if (!booking) throw failure('not-found', 'NOT_FOUND', 'NOT_FOUND: no such booking');
    if (booking.status !== 'paid') {
      throw failure(
        'failed-precondition',
        'BOOKING_NOT_PAID',
        'BOOKING_NOT_PAID: nothing to confirm',
      );
    }
    const last = booking.confirmationResentAt;
    if (last && now.getTime() - last.toMillis() < RESEND_WINDOW_MINUTES * 60_000) {
      return { resent: false, queuedAt: last.toDate().toISOString() };
    }
    const message = await confirmationMessage(deps, bookingId, booking, now);
    tx.update(ref, {
      confirmationResentAt: Timestamp.fromDate(now),
      updatedAt: Timestamp.fromDate(now),
    });
    await queueMailAbout(tx, ref, 'confirmation', message, {
      // Its own outbox entry: the first confirmation's keeps its delivery record.
      dedupeKey: `booking-${bookingId}-confirmation-resent-${now.getTime()}`,
      now,
    });
    recordStaffActionIn(
      tx,
      deps.db,
      manager,
      { action: 'confirmation_resent', target: ref.path, details: { bookingId } },
      now,
    );
    return { resent: true, queuedAt: now.toISOString() };
  });
}
