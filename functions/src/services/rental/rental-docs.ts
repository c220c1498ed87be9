import type { DocumentReference, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { isId } from '@/domain/api/ids';
import type { RentalSummary } from '@/domain/api/rental';
import { rentalDocumentSchema } from '@/domain/documents/rental';
import { rentalAddOnDocumentSchema } from '@/domain/documents/rental-add-on';
import { rentalStockDocumentSchema } from '@/domain/documents/rental-stock';
import type { RentalModelId } from '@/domain/rental/price-list';
import type { FrameSize } from '@/domain/rental/sizes';
import type { z } from '@/domain/zod';
import { ASSOCIATION } from '@/content/association';
import {
  documentConverter,
  getAllOf,
  timestampSchema,
  typedCollection,
} from '@functions/lib/document-converter';

const rentalSchema = rentalDocumentSchema(timestampSchema);
const stockSchema = rentalStockDocumentSchema(timestampSchema);
const addOnSchema = rentalAddOnDocumentSchema(timestampSchema);

/** A rental as stored in `rentals/{id}` (src/domain/documents/rental.ts). */
export type RentalDoc = z.output<typeof rentalSchema>;
/** `rentalStock/{modelId}` with its defaults filled in. */
export type RentalStockDoc = z.output<typeof stockSchema>;
/** `rentalAddOns/{id}` with its defaults filled in. */
export type RentalAddOnDoc = z.output<typeof addOnSchema>;

// Every read of the stock parses: a malformed document throws, naming its path.
const stockConverter = documentConverter(stockSchema);

export const rentalsCollection = typedCollection('rentals', rentalSchema);

/** Refuses an id that would name another path (a Stripe metadata field is not checked by a schema). */
export function rentalRef(db: Firestore, rentalId: string): DocumentReference<RentalDoc> {
  if (!isId(rentalId)) throw new Error('refused to read a rental by a malformed id');
  return rentalsCollection(db).doc(rentalId);
}

export function newRentalId(db: Firestore): string {
  return rentalsCollection(db).doc().id;
}

export async function readRental(db: Firestore, rentalId: string): Promise<RentalDoc | null> {
  return (await rentalRef(db, rentalId).get()).data() ?? null;
}

export function rentalStockRef(
  db: Firestore,
  modelId: RentalModelId,
): DocumentReference<RentalStockDoc> {
  return db.collection('rentalStock').doc(modelId).withConverter(stockConverter);
}

export const rentalAddOnsCollection = typedCollection('rentalAddOns', addOnSchema);

/** Every add-on, active or not, in the shop's order. */
export async function readAddOns(db: Firestore): Promise<{ id: string; addOn: RentalAddOnDoc }[]> {
  const snapshot = await rentalAddOnsCollection(db).get();
  return snapshot.docs
    .map((doc) => ({ id: doc.id, addOn: doc.data() }))
    .sort((a, b) => a.addOn.sortOrder - b.addOn.sortOrder || a.id.localeCompare(b.id));
}

/** Whether a rental holds stock unpaid now: an open hold counts against its owners. */
export function isOpenRentalHold(rental: RentalDoc | undefined, now: Date): boolean {
  return (
    rental?.status === 'pending' && rental.holdsStock && rental.expiresAt.toMillis() > now.getTime()
  );
}

/** Of the rentals listed on hold owners' documents, those still holding stock unpaid. */
export async function openRentalHolds(
  db: Firestore,
  rentalIds: string[],
  now: Date,
): Promise<Map<string, DocumentSnapshot<RentalDoc>>> {
  const reads = await getAllOf(
    db,
    rentalIds.filter(isId).map((id) => rentalRef(db, id)),
  );
  return new Map(reads.filter((read) => isOpenRentalHold(read.data(), now)).map((r) => [r.id, r]));
}

/** Where the bikes are picked up and returned, one line. */
export function pickUpAddress(): string {
  const { street, postalCode, city, province } = ASSOCIATION.address;
  return `${street}, ${postalCode} ${city} (${province})`;
}

export function bikesBySize(rental: Pick<RentalDoc, 'bikes'>): Partial<Record<FrameSize, number>> {
  const counts: Partial<Record<FrameSize, number>> = {};
  for (const { size } of rental.bikes) counts[size] = (counts[size] ?? 0) + 1;
  return counts;
}

/** What was rented and when, as every answer about a rental says it (instants as ISO text). */
export function rentalWhatAndWhen(rental: RentalDoc) {
  return {
    modelName: rental.modelName,
    formula: rental.formula,
    ...(rental.slot ? { slot: rental.slot } : {}),
    startDate: rental.startDate,
    endDate: rental.endDate,
    startsAt: rental.startsAt.toDate().toISOString(),
    endsAt: rental.endsAt.toDate().toISOString(),
  };
}

/** The rental as its success and manage pages show it; the contact as stored (callers mask). */
export function toRentalSummary(rentalId: string, rental: RentalDoc): RentalSummary {
  return {
    rentalId,
    modelId: rental.modelId,
    ...rentalWhatAndWhen(rental),
    bikesBySize: bikesBySize(rental),
    addOns: rental.addOns.map(({ addOnId, name, quantity }) => ({ addOnId, name, quantity })),
    amountTotalCents: rental.amountTotalCents,
    currency: rental.currency,
    status: rental.status,
    customerEmail: rental.customerEmail,
    ...(rental.ticket ? { ticket: rental.ticket } : {}),
    pickUpAddress: pickUpAddress(),
  };
}
