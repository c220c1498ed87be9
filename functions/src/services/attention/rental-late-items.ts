import { Timestamp, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { BOOKING_TEXT_LIMITS } from '@/domain/api/booking';
import { TOUR_NAME_MAX_LENGTH } from '@/domain/api/lengths';
import type { AttentionItem } from '@/domain/api/staff-attention';
import { RENTAL_HOURS } from '@/domain/rental/hours';
import { romeInstant } from '@/domain/calendar';
import {
  isLateReturn,
  LATE_RETURN_LISTED_DAYS,
  nextBracket,
  nextBracketExtraCents,
} from '@/domain/rental/late-return';
import { rentalsCollection, type RentalDoc } from '@functions/services/rental/rental-docs';
import { DAY_MS } from '@/domain/time-units';

/** A rental read in a batch: a malformed one is left out of the list, not the list itself. */
function readable(doc: QueryDocumentSnapshot<RentalDoc>): RentalDoc | undefined {
  try {
    return doc.data();
  } catch {
    return undefined;
  }
}

/**
 * When a rental still out is listed: its last day's closing (18:00 Europe/Rome), past the grace.
 * A half day's bikes may be back any time that day before the desk notices; the instant comes
 * from the calendar day in Rome, so a clock change that day does not move it.
 */
function stillOutDeadline(rental: RentalDoc): Date {
  return romeInstant(rental.endDate, RENTAL_HOURS.returnBy);
}

function isListed(rental: RentalDoc, now: Date): boolean {
  if (rental.status !== 'paid') return false;
  const returnedAt = rental.returnedAt?.toDate();
  if (returnedAt) return isLateReturn(rental.endsAt.toDate(), returnedAt, now);
  return isLateReturn(stillOutDeadline(rental), undefined, now);
}

/**
 * Paid rentals whose agreed return fell in the last LATE_RETURN_LISTED_DAYS and whose bikes came
 * back late (as the desk judged them) or are still out past their last day's 18:00. One range on
 * `endsAt` (its single-field index), on the first page like tomorrow's waivers: a fortnight of
 * rentals is a few hundred documents at most. The next bracket is a manager's to act on.
 */
export async function rentalLateItems({
  db,
  now,
  manager,
}: {
  db: Firestore;
  now: Date;
  manager: boolean;
}): Promise<AttentionItem[]> {
  const since = new Date(now.getTime() - LATE_RETURN_LISTED_DAYS * DAY_MS);
  const snapshot = await rentalsCollection(db)
    .where('endsAt', '>=', Timestamp.fromDate(since))
    .where('endsAt', '<=', Timestamp.fromDate(now))
    .get();
  const items: AttentionItem[] = [];
  for (const doc of snapshot.docs) {
    const rental = readable(doc);
    if (!rental || !isListed(rental, now)) continue;
    const returnedAt = rental.returnedAt?.toDate().toISOString();
    const endsAt = rental.endsAt.toDate().toISOString();
    items.push({
      id: `rental:${doc.id}`,
      kind: 'rental_late',
      at: returnedAt ?? endsAt,
      rental: {
        rentalId: doc.id,
        modelName: rental.modelName.slice(0, TOUR_NAME_MAX_LENGTH),
        customerName: rental.customerName.slice(0, BOOKING_TEXT_LIMITS.name),
        endDate: rental.endDate,
        bikes: rental.bikes.length,
        endsAt,
        ...(returnedAt ? { returnedAt } : {}),
      },
      ...(manager
        ? {
            nextBracket: {
              ...nextBracket(rental),
              extraCents: nextBracketExtraCents({ ...rental, bikes: rental.bikes.length }),
            },
          }
        : {}),
      actions: ['open_rental'],
    });
  }
  return items;
}
