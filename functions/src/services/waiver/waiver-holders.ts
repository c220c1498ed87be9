import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { bookingRef } from '@functions/services/booking-base/booking-doc';
import { rentalRef } from '@functions/services/rental/rental-docs';
import { rentalWaiverHolder } from '@functions/services/rental/rental-waivers';
import type { WaiverHolder, WaiverHolderId } from '@functions/services/waiver-base/waiver-holder';
import { bookingWaiverHolder } from './participant-waivers';

/** A document that keeps waivers, as read now, and where a signature on it is written. */
export interface ReadHolder {
  ref: DocumentReference;
  holder: WaiverHolder;
}

/**
 * Reads the booking or rental a signature is for, in the caller's transaction (or outside one),
 * through its own module's converter; null when it does not exist.
 */
export async function readWaiverHolder(
  db: Firestore,
  { kind, id }: WaiverHolderId,
  tx?: Transaction,
): Promise<ReadHolder | null> {
  if (kind === 'booking') {
    const ref = bookingRef(db, id);
    const booking = (tx ? await tx.get(ref) : await ref.get()).data();
    return booking ? { ref, holder: bookingWaiverHolder(id, booking) } : null;
  }
  const ref = rentalRef(db, id);
  const rental = (tx ? await tx.get(ref) : await ref.get()).data();
  return rental ? { ref, holder: rentalWaiverHolder(id, rental) } : null;
}
