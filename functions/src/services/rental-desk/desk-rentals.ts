import type { CollectionReference, Firestore } from 'firebase-admin/firestore';
import { rentalDocumentSchema } from '@/domain/documents/rental';
import type { z } from '@/domain/zod';
import { documentConverter, timestampSchema } from '@functions/lib/document-converter';

const rentalSchema = rentalDocumentSchema(timestampSchema);

/** A rental as stored in `rentals/{id}` (its schema: src/domain/documents/rental.ts). */
export type DeskRentalDoc = z.infer<typeof rentalSchema>;

/**
 * The desk's reads of `rentals`, parsed by the collection's schema (a malformed rental throws,
 * naming its path). The merger points this at rental-core's converter for `rentals` once both
 * branches meet, so the collection keeps one converter.
 */
export function deskRentalsCollection(db: Firestore): CollectionReference<DeskRentalDoc> {
  return db.collection('rentals').withConverter(documentConverter(rentalSchema));
}
