import type { WriteBatch } from 'firebase-admin/firestore';
import { bookingCode } from '@/domain/api/my-bookings';
import { formatEuros } from '@/domain/format';
import { queueMailAbout } from '@functions/services/mail/outbox';
import {
  bookingMail,
  fieldsBlock,
  paragraphBlock,
  ticketBlock,
} from '@functions/services/mail/templates/mail-layout';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import { rentalRef, type RentalDoc } from './rental-docs';
import * as rentalMail from './rental-mail-parts';

const COPY = {
  it: {
    cancelledSubject: (model: string) => `Noleggio annullato: ${model}`,
    cancelledIntro: 'il tuo noleggio è stato annullato.',
    weatherIntro:
      'a causa del maltempo abbiamo annullato il tuo noleggio: ti rimborsiamo per intero.',
    refund: 'Rimborso',
    noRefund: 'Nessun rimborso secondo le condizioni (meno di 24 ore dal ritiro).',
    movedSubject: (model: string) => `Noleggio spostato: ${model}`,
    movedIntro: 'il tuo noleggio è stato spostato. Il nuovo biglietto è qui sotto.',
    ...rentalMail.WORDS.it,
  },
  en: {
    cancelledSubject: (model: string) => `Rental cancelled: ${model}`,
    cancelledIntro: 'your rental has been cancelled.',
    weatherIntro: 'because of bad weather we have cancelled your rental: you get a full refund.',
    refund: 'Refund',
    noRefund: 'No refund under the terms (less than 24 hours before pick-up).',
    movedSubject: (model: string) => `Rental moved: ${model}`,
    movedIntro: 'your rental has been moved. Your new ticket is below.',
    ...rentalMail.WORDS.en,
  },
} as const;

/**
 * Tells the customer a rental was cancelled (with the refund) or moved (with its new interval and
 * ticket), in the layout every booking mail shares, queued in the batch that cancels or moves it:
 * the change and its mail land together or not at all. `rental` is the rental as the mail tells
 * it (moved: as the batch leaves it).
 */
export async function queueRentalChangeMailIn(
  batch: WriteBatch,
  deps: BookingDeps,
  rentalId: string,
  rental: RentalDoc,
  change: { kind: 'cancelled' | 'weather'; refundCents: number } | { kind: 'moved'; move: number },
): Promise<void> {
  const copy = COPY[rental.locale];
  const reference: readonly [string, string] = [copy.reference, bookingCode(rentalId)];
  const message =
    change.kind === 'moved'
      ? await (async () => {
          const attachments = await rentalMail.ticketAttachments(rental);
          return bookingMail(rental, {
            subject: copy.movedSubject(rental.modelName),
            body: [
              paragraphBlock(copy.movedIntro),
              fieldsBlock([...rentalMail.intervalRows(rental), reference]),
              ticketBlock(copy, attachments),
              rentalMail.pickUpPlaceBlock(rental),
            ],
            attachments,
          });
        })()
      : bookingMail(rental, {
          subject: copy.cancelledSubject(rental.modelName),
          body: [
            paragraphBlock(change.kind === 'weather' ? copy.weatherIntro : copy.cancelledIntro),
            fieldsBlock([
              change.refundCents > 0
                ? [copy.refund, formatEuros(change.refundCents, rental.locale)]
                : [copy.refund, copy.noRefund],
              reference,
            ]),
          ],
        });
  const key = change.kind === 'moved' ? 'dateChange' : 'cancellation';
  const dedupeKey =
    change.kind === 'moved'
      ? `rental-${rentalId}-move-${change.move}`
      : `rental-${rentalId}-cancellation`;
  await queueMailAbout(batch, rentalRef(deps.db, rentalId), key, message, {
    dedupeKey,
    now: deps.now(),
  });
}
