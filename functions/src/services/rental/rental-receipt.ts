import { bookingCode } from '@/domain/api/my-bookings';
import { formatLongDate } from '@/domain/format';
import type { Locale } from '@/domain/locale';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import { issueReceipt, receiptIdOf } from '@functions/services/receipts/issue-receipt';
import { receiptsCollection } from '@functions/services/receipts/receipt-doc';
import { receiptUrl } from '@functions/services/receipts/receipt-link';
import { runReceiptTransaction } from '@functions/services/receipts/receipt-transaction';
import { bikesBySize, rentalRef, type RentalDoc } from './rental-docs';

const WORDS = {
  it: { from: 'dal', to: 'al', bikes: 'E-bike', addOns: 'Accessori', rental: 'Noleggio' },
  en: { from: 'from', to: 'to', bikes: 'E-bikes', addOns: 'Add-ons', rental: 'Rental' },
} as const;

function linesIn(locale: Locale, rentalId: string, rental: RentalDoc): string[] {
  const words = WORDS[locale];
  const dates =
    rental.startDate === rental.endDate
      ? formatLongDate(rental.startDate, locale)
      : `${words.from} ${formatLongDate(rental.startDate, locale)} ${words.to} ${formatLongDate(rental.endDate, locale)}`;
  const sizes = Object.entries(bikesBySize(rental))
    .map(([size, count]) => `${size} × ${count}`)
    .join(', ');
  const addOns = rental.addOns.map((line) => `${line.name} × ${line.quantity}`).join(', ');
  return [
    `${rental.modelName}, ${dates}`,
    `${words.bikes}: ${sizes}${addOns ? ` · ${words.addOns}: ${addOns}` : ''}`,
    `${words.rental} ${bookingCode(rentalId)}`,
  ];
}

/**
 * The receipt of a paid rental, in a transaction of its own after the payment's commit (which is
 * an optimistic batch, not a transaction that could number it): keyed by the rental, so the
 * webhook and the return page running it twice, or a replay after a crash between the two,
 * issue one. A rental not paid by card (nothing charged) gets none.
 */
export async function issueRentalReceipt(deps: BookingDeps, rentalId: string): Promise<void> {
  await runReceiptTransaction(deps.db, async (tx) => {
    const rental = (await tx.get(rentalRef(deps.db, rentalId))).data();
    if (!rental?.paidAt || !rental.paymentIntentId || rental.amountTotalCents <= 0) return;
    const it = linesIn('it', rentalId, rental);
    const en = linesIn('en', rentalId, rental);
    await issueReceipt(
      tx,
      deps.db,
      {
        subject: { kind: 'rental', rentalId },
        amountCents: rental.amountTotalCents,
        paymentIntentId: rental.paymentIntentId,
        payer: { name: rental.customerName, taxCode: null },
        description: it.map((line, index) => ({ it: line, en: en[index]! })),
        participantNames: rental.bikes.map((bike) => bike.riderName),
        ...(rental.uid ? { uid: rental.uid } : {}),
        locale: rental.locale,
      },
      deps.now(),
    );
  });
}

/** The signed link to a rental's receipt, for its confirmation mail; null before it exists. */
export async function receiptLinkOfRental(
  deps: Pick<BookingDeps, 'db' | 'links'>,
  rentalId: string,
): Promise<string | null> {
  const id = receiptIdOf({ kind: 'rental', rentalId });
  const receipt = await receiptsCollection(deps.db).doc(id).get();
  return receipt.exists ? receiptUrl(id, deps.links) : null;
}
