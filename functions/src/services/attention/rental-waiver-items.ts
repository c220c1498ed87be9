import type { Firestore } from 'firebase-admin/firestore';
import { tomorrowInRome } from '@/domain/calendar';
import type { AttentionItem } from '@/domain/api/staff-attention';
import { readableDocs } from '@functions/lib/document-converter';
import { rentalsCollection } from '@functions/services/rental/rental-docs';
import { rentalWaiverHolder } from '@functions/services/rental/rental-waivers';
import { holderWaivers } from '@functions/services/waiver-base/waiver-holder';
import { attentionRental } from './attention-rental';

/**
 * Tomorrow's paid rentals (Europe/Rome, their first day) whose riders have not all signed the
 * waiver in force, judged as the desk judges them before a pick-up (holderWaivers): listed the
 * day before, like a tour's participants, so the customer can still be reminded. One equality on
 * `startDate` (its single-field index), on the first page: one day's rentals are few.
 */
export async function rentalWaiverItems({
  db,
  now,
}: {
  db: Firestore;
  now: Date;
}): Promise<AttentionItem[]> {
  const tomorrow = tomorrowInRome(now);
  const snapshot = await rentalsCollection(db).where('startDate', '==', tomorrow).get();
  const { docs } = readableDocs(snapshot, 'rental left out of the waiver rows');
  return docs.flatMap(({ id, data: rental }): AttentionItem[] => {
    if (rental.status !== 'paid') return [];
    const missing = holderWaivers(rentalWaiverHolder(id, rental))
      .filter((rider) => rider.state === 'missing')
      .map((rider) => rider.name);
    if (missing.length === 0) return [];
    return [
      {
        id: `rental-waiver:${id}:${tomorrow}`,
        kind: 'rental_waiver_missing',
        at: (rental.paidAt ?? rental.createdAt).toDate().toISOString(),
        rental: attentionRental(id, rental),
        missing,
        actions: ['open_rental'],
      },
    ];
  });
}
