import type { Firestore } from 'firebase-admin/firestore';
import type { RentalModelId } from '../../src/domain/rental/price-list';

/**
 * The demo shop's rental stock, valid on any day of the year (no dates in it): three models by
 * frame size, and three add-ons with their own stock and price (the helmet is always included,
 * so it is not one). Written by the local stack's seed only where missing, so a manager's changes
 * in "Noleggi" or the console survive a restart.
 */
export const DEMO_RENTAL_STOCK: Readonly<Record<RentalModelId, object>> = {
  'focus-jarifa': { bookable: true, units: { S: 2, M: 3, L: 2 }, bufferHours: 1, outOfService: [] },
  'ktm-cx750': { bookable: true, units: { M: 2, L: 2 }, bufferHours: 1, outOfService: [] },
  'focus-jam2': { bookable: true, units: { S: 1, M: 2, L: 1 }, bufferHours: 1, outOfService: [] },
};

export const DEMO_RENTAL_ADD_ONS: Readonly<Record<string, object>> = {
  'child-seat': {
    name: { it: 'Seggiolino per bambini', en: 'Child seat' },
    units: 2,
    pricePerDayCents: 500,
    bufferHours: 0,
    sortOrder: 1,
  },
  trailer: {
    name: { it: 'Carrello bimbi', en: 'Child trailer' },
    units: 1,
    pricePerDayCents: 1500,
    bufferHours: 0,
    sortOrder: 2,
  },
  'extra-battery': {
    name: { it: 'Batteria supplementare', en: 'Extra battery' },
    units: 2,
    pricePerDayCents: 1000,
    // A battery charges before it goes out again.
    bufferHours: 2,
    sortOrder: 3,
  },
};

/** Writes each demo stock and add-on document that is missing; answers how many it created. */
export async function writeMissingRentalStock(db: Firestore): Promise<number> {
  const wanted = [
    ...Object.entries(DEMO_RENTAL_STOCK).map(([id, doc]) => ({
      ref: db.collection('rentalStock').doc(id),
      doc,
    })),
    ...Object.entries(DEMO_RENTAL_ADD_ONS).map(([id, doc]) => ({
      ref: db.collection('rentalAddOns').doc(id),
      doc,
    })),
  ];
  let created = 0;
  for (const { ref, doc } of wanted) {
    const made = await db.runTransaction(async (tx) => {
      if ((await tx.get(ref)).exists) return false;
      tx.create(ref, doc);
      return true;
    });
    if (made) created += 1;
  }
  return created;
}
