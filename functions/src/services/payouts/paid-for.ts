import type { Firestore } from 'firebase-admin/firestore';
import { isId } from '@/domain/api/ids';
import type { PaidForKind } from '@/domain/documents/payout';
import { logger } from 'firebase-functions';
import { MalformedDocumentError, readableDocs } from '@functions/lib/document-converter';
import { bookingsCollection } from '@functions/services/booking-base/booking-doc';
import {
  creditNotesCollection,
  receiptsCollection,
} from '@functions/services/receipts/receipt-doc';
import { vouchersCollection } from '@functions/services/vouchers/voucher-doc';
import { APPLICATIONS_COLLECTION } from '@functions/services/membership/applications';
import { RENTAL_SESSION_KIND } from '@functions/services/booking-base/payment-kinds';

/**
 * Which booking, voucher, rental or membership fee a Stripe payment paid for, and its receipts and credit notes.
 * Only ids are read (`select()`): the payout keeps references, never a payer's data, so Cassa
 * shows what the booking says today and retention's anonymising reaches it too.
 */

export interface PaidFor {
  kind: PaidForKind;
  id: string;
}

/** Rentals are written by the rental service; their Checkout metadata names them (`rentalId`). */
const RENTALS_COLLECTION = 'rentals';

async function firstIdWhere(
  db: Firestore,
  collection: string,
  field: string,
  value: string,
): Promise<string | null> {
  const snapshot = await db
    .collection(collection)
    .where(field, '==', value)
    .select()
    .limit(1)
    .get();
  return snapshot.docs[0]?.id ?? null;
}

export async function paidForPayment(
  db: Firestore,
  paymentIntentId: string,
  metadata: Record<string, string>,
): Promise<PaidFor | null> {
  const [booking, voucher] = await Promise.all([
    bookingsCollection(db).where('paymentIntentId', '==', paymentIntentId).select().limit(1).get(),
    vouchersCollection(db).where('paymentIntentId', '==', paymentIntentId).select().limit(1).get(),
  ]);
  const bookingId = booking.docs[0]?.id;
  if (bookingId) return { kind: 'booking', id: bookingId };
  const voucherId = voucher.docs[0]?.id;
  if (voucherId) return { kind: 'voucher', id: voucherId };
  const rentalId =
    (await firstIdWhere(db, RENTALS_COLLECTION, 'paymentIntentId', paymentIntentId)) ??
    (await rentalNamedBy(db, metadata));
  if (rentalId) return { kind: 'rental', id: rentalId };
  // A membership fee: the application it was paid with records the payment (`fee`).
  const applicationId = await firstIdWhere(
    db,
    APPLICATIONS_COLLECTION,
    'fee.paymentIntentId',
    paymentIntentId,
  );
  return applicationId ? { kind: 'fee', id: applicationId } : null;
}

/** A rental paid before its document recorded the payment: its metadata names it. */
async function rentalNamedBy(db: Firestore, metadata: Record<string, string>) {
  const rentalId = metadata['rentalId'];
  if (metadata['kind'] !== RENTAL_SESSION_KIND || !isId(rentalId)) {
    return null;
  }
  const rental = await db.collection(RENTALS_COLLECTION).doc(rentalId).get();
  return rental.exists ? rentalId : null;
}

/** The receipts of one payment (a fee and a tour paid together have two), by number. */
export async function receiptsOfPayment(db: Firestore, paymentIntentId: string) {
  const snapshot = await receiptsCollection(db)
    .where('paymentIntentId', '==', paymentIntentId)
    .get();
  const { docs } = readableDocs(snapshot, 'receipt left out of its payout line: unreadable');
  return docs
    .map(({ id, data }) => ({ id, number: data.number }))
    .sort((a, b) => a.number.localeCompare(b.number));
}

/** The credit note of one refund: the receipts service keys it by Stripe's refund id. */
export async function creditNotesOfRefund(db: Firestore, refundId: string) {
  if (!/^[A-Za-z0-9_]{1,128}$/.test(refundId)) return [];
  const note = await creditNotesCollection(db).doc(refundId).get();
  try {
    const data = note.data();
    return data ? [{ id: note.id, number: data.number }] : [];
  } catch (error) {
    if (!(error instanceof MalformedDocumentError)) throw error;
    logger.error('credit note left out of its payout line: unreadable', { path: error.path });
    return [];
  }
}
