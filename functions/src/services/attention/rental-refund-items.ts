import type { Firestore } from 'firebase-admin/firestore';
import type { AttentionItem } from '@/domain/api/staff-attention';
import { readableDocs } from '@functions/lib/document-converter';
import { rentalsCollection, type RentalDoc } from '@functions/services/rental/rental-docs';
import { refundRetryable } from './attention-booking';
import { attentionRental } from './attention-rental';
import { refundForManager } from './refund-view';

/** Whether the rental's refund still asks a manager to act: failed, and not made since. */
export const rentalRefundOpen = (rental: RentalDoc) =>
  rental.needsStaffAttention &&
  rental.staffAttentionReasons.includes('refund_failed') &&
  rental.refund?.status !== 'succeeded';

/**
 * Cancelled rentals whose refund Stripe did not make (`refund_failed`, flagged by settleRefund),
 * listed like a booking's failed refund: the figures and Stripe's last error for managers, who
 * ask Stripe again ("Riprova il rimborso", while the scheduled retry also tries) or refund from
 * the Stripe dashboard and press "Risolto". One equality on `needsStaffAttention` (its
 * single-field index), on the first page: flagged rentals are few.
 */
export async function rentalRefundItems({
  db,
  manager,
}: {
  db: Firestore;
  manager: boolean;
}): Promise<AttentionItem[]> {
  const snapshot = await rentalsCollection(db).where('needsStaffAttention', '==', true).get();
  const { docs } = readableDocs(snapshot, 'flagged rental left out of the attention list');
  const items: AttentionItem[] = [];
  for (const { id, data: rental } of docs) {
    if (!rentalRefundOpen(rental)) continue;
    const refund = rental.refund;
    items.push({
      id: `rental-refund:${id}`,
      kind: 'rental_refund_failed',
      at: rental.updatedAt.toDate().toISOString(),
      rental: attentionRental(id, rental),
      ...refundForManager(refund, manager),
      actions: manager
        ? [...(refundRetryable(rental) ? ['retry_refund' as const] : []), 'resolve']
        : [],
    });
  }
  return items;
}
