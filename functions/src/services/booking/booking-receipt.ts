import { bookingCode } from '@/domain/api/my-bookings';
import { formatLongDate } from '@/domain/format';
import type { BookingDoc } from '@functions/services/booking-base/booking-doc';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import { receiptIdOf, type ReceiptInput } from '@functions/services/receipts/issue-receipt';
import { receiptsCollection } from '@functions/services/receipts/receipt-doc';
import { receiptUrl } from '@functions/services/receipts/receipt-link';

/**
 * The receipt of what a booking's customer paid by card for the tour (a gift voucher's part was
 * receipted when the voucher was sold; a membership fee paid in the same Checkout has a receipt
 * of its own), issued in the fulfilment's transaction. The member register keeps no tax code, so
 * a booking's payer is named without one.
 */
export function bookingReceiptInput(
  bookingId: string,
  booking: BookingDoc,
  paid: { amountCents: number; paymentIntentId: string | null },
): ReceiptInput {
  const people = booking.participants;
  return {
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
      { it: `Prenotazione ${bookingCode(bookingId)}`, en: `Booking ${bookingCode(bookingId)}` },
    ],
    participantNames: booking.participantNames,
    ...(booking.uid ? { uid: booking.uid } : {}),
    locale: booking.locale,
  };
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
