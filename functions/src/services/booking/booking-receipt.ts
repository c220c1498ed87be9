import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { formatLongDate } from '@/domain/format';
import type { BookingDoc } from '@functions/services/booking-base/booking-doc';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import {
  issueReceipt,
  receiptIdOf,
  type IssuedReceipt,
} from '@functions/services/receipts/issue-receipt';
import { receiptsCollection } from '@functions/services/receipts/receipt-doc';
import { receiptUrl } from '@functions/services/receipts/receipt-link';

/**
 * The receipt of what a booking's customer paid by card (a gift voucher's part was receipted when
 * the voucher was sold), issued in the fulfilment's transaction. The member register keeps no tax
 * code, so a booking's payer is named without one.
 */
export function issueBookingReceipt(
  tx: Transaction,
  db: Firestore,
  bookingId: string,
  booking: BookingDoc,
  paid: { amountCents: number; paymentIntentId: string | null },
  now: Date,
): Promise<IssuedReceipt> {
  const people = booking.participants;
  return issueReceipt(
    tx,
    db,
    {
      subject: { kind: 'booking', bookingId },
      amountCents: paid.amountCents,
      paymentIntentId: paid.paymentIntentId,
      payer: { name: booking.customerName, taxCode: null },
      description: [
        {
          it: `${booking.tourName}, ${formatLongDate(booking.selectedDate, 'it')}`,
          en: `${booking.tourName}, ${formatLongDate(booking.selectedDate, 'en')}`,
        },
        {
          it: `${people} ${people === 1 ? 'partecipante' : 'partecipanti'}: ${booking.participantNames.join(', ')}`,
          en: `${people} ${people === 1 ? 'participant' : 'participants'}: ${booking.participantNames.join(', ')}`,
        },
        { it: `Prenotazione ${bookingId.slice(0, 8)}`, en: `Booking ${bookingId.slice(0, 8)}` },
      ],
      participantNames: booking.participantNames,
      ...(booking.uid ? { uid: booking.uid } : {}),
      locale: booking.locale,
    },
    now,
  );
}

/**
 * The signed link to a booking's receipt, for its mails and "Le mie prenotazioni"; null for a
 * booking without one (a gift voucher paid it all, or it was paid before receipts existed).
 */
export async function receiptLinkOfBooking(
  deps: Pick<BookingDeps, 'db' | 'links'>,
  bookingId: string,
): Promise<string | null> {
  const id = receiptIdOf({ kind: 'booking', bookingId });
  const receipt = await receiptsCollection(deps.db).doc(id).get();
  return receipt.exists ? receiptUrl(id, deps.links) : null;
}
