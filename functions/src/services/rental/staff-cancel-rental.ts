import type { CancelRentalResponse } from '@/domain/api/rental';
import { staffCancelRentalRequestSchema } from '@/domain/api/staff-rental-desk';
import { parseInput } from '@functions/lib/callable-errors';
import { requireManager, type StaffAuthDeps, type StaffCall } from '@functions/lib/require-staff';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import { recordStaffActionIn } from '@functions/services/audit-log/audit-log';
import { cancelPaidRental } from './cancel-rental';
import { rentalRef } from './rental-docs';

/**
 * staffCancelRental (managers): "Annulla per maltempo" in "Noleggi". A paid rental whose bikes
 * have not gone out is cancelled for bad weather and refunded in full, whenever it is (the
 * customer's 72 h / 24 h ladder does not apply). It is the customer's own cancellation path: one
 * commit cancels it, gives its bikes and add-ons back, queues the customer's mail and records the
 * action, so a double tap or two managers at once refund once; the other is told it is no longer
 * cancellable.
 */
export async function handleStaffCancelRental(
  deps: BookingDeps & StaffAuthDeps,
  call: StaffCall,
): Promise<CancelRentalResponse> {
  const manager = await requireManager(deps, call);
  const { rentalId } = parseInput(staffCancelRentalRequestSchema, call.data ?? {});
  return cancelPaidRental(deps, rentalId, 'weather', (batch, refundCents) =>
    recordStaffActionIn(
      batch,
      deps.db,
      manager,
      {
        action: 'rental_cancelled',
        target: rentalRef(deps.db, rentalId).path,
        details: { rentalId, refundCents },
      },
      deps.now(),
    ),
  );
}
