import { readRental, type RentalDoc } from '@functions/services/rental/rental-docs';
import { testDb } from './firestore';

/** The stored `rentals/{id}` document, read through the functions' own converter. */
export async function storedRental(id: string): Promise<RentalDoc> {
  const rental = await readRental(testDb(), id);
  if (!rental) throw new Error(`rentals/${id} does not exist`);
  return rental;
}

/** Every rental id listed on the ledger's days of a resource (`model-focus-jarifa`, `addon-…`). */
export async function ledgerRentalIds(resource: string): Promise<string[]> {
  const days = await testDb().collection('rentalDays').where('resource', '==', resource).get();
  const ids = new Set<string>();
  for (const day of days.docs) {
    for (const hold of (day.data()['holds'] as { rentalId: string }[] | undefined) ?? [])
      ids.add(hold.rentalId);
  }
  return [...ids].sort();
}
