import type { Firestore } from 'firebase-admin/firestore';
import {
  rentalAddOnsCollection,
  rentalStockRef,
  type RentalAddOnDoc,
  type RentalStockDoc,
} from '../../../functions/src/services/rental/rental-docs';
import { getAllOf, timestampSchema } from '../../../functions/src/lib/document-converter';
import { rentalAddOnDocumentSchema } from '../../../src/domain/documents/rental-add-on';
import { rentalStockDocumentSchema } from '../../../src/domain/documents/rental-stock';
import { RENTAL_MODEL_IDS, type RentalModelId } from '../../../src/domain/rental/price-list';
import { DEMO_RENTAL_ADD_ONS, DEMO_RENTAL_STOCK } from '../../stack/demo-rental-stock';

/** What the shop rents, as its documents hold it (`rentalStock/{modelId}`, `rentalAddOns/{id}`). */
export interface RentalShop {
  /** The models that have a stock document; a model without one takes no rentals. */
  stock: Partial<Record<RentalModelId, RentalStockDoc>>;
  addOns: Readonly<Record<string, RentalAddOnDoc>>;
}

const stockSchema = rentalStockDocumentSchema(timestampSchema);
const addOnSchema = rentalAddOnDocumentSchema(timestampSchema);

/**
 * The shop the local stack's seed writes where missing (scripts/stack/demo-rental-stock.ts), read
 * through the stored schemas so every default the functions fill in is filled here too.
 */
export function demoRentalShop(): RentalShop {
  return {
    stock: Object.fromEntries(
      Object.entries(DEMO_RENTAL_STOCK).map(([id, doc]) => [id, stockSchema.parse(doc)]),
    ),
    addOns: Object.fromEntries(
      Object.entries(DEMO_RENTAL_ADD_ONS).map(([id, doc]) => [id, addOnSchema.parse(doc)]),
    ),
  };
}

/**
 * The shop the stack runs on: its stock and add-on documents (a manager may have changed them in
 * "Noleggi"), the demo's where the stack has none yet, as its seed would write them. Never written
 * back: the season's rentals fit the stock, the stock is not made to fit them.
 */
export async function liveRentalShop(db: Firestore): Promise<RentalShop> {
  const demo = demoRentalShop();
  const stock: RentalShop['stock'] = { ...demo.stock };
  const reads = await getAllOf(
    db,
    RENTAL_MODEL_IDS.map((id) => rentalStockRef(db, id)),
  );
  for (const read of reads) {
    const doc = read.data();
    if (doc) stock[read.id as RentalModelId] = doc;
  }
  const addOns: Record<string, RentalAddOnDoc> = { ...demo.addOns };
  for (const doc of (await rentalAddOnsCollection(db).get()).docs) {
    addOns[doc.id] = doc.data();
  }
  return { stock, addOns };
}
