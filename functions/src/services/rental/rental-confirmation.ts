import { logger } from 'firebase-functions';
import { bookingCode } from '@/domain/api/my-bookings';
import type { ParticipantWaiverLink } from '@/domain/api/participant-waiver';
import { formatEuros, formatLongDate } from '@/domain/format';
import { queueConfirmationIn } from '@functions/services/mail/queue-confirmation';
import {
  bookingMail,
  fieldsBlock,
  linkBlock,
  paragraphBlock,
  ticketBlock,
} from '@functions/services/mail/templates/mail-layout';
import type { MailMessage } from '@functions/services/mail/types';
import { waiverLinksBlock } from '@functions/services/mail/templates/waiver-links';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import { holderWaiverLinks } from '@functions/services/waiver-base/waiver-holder';
import { bikesBySize, rentalRef, type RentalDoc } from './rental-docs';
import { rentalManageUrl } from './rental-handle';
import * as rentalMail from './rental-mail-parts';
import { receiptLinkOfRental } from './rental-receipt';
import { rentalWaiverHolder } from './rental-waivers';

const COPY = {
  it: {
    subject: (model: string, date: string) => `Noleggio confermato: ${model}, ${date}`,
    intro: 'il pagamento è andato a buon fine e il tuo noleggio è confermato.',
    ...rentalMail.WORDS.it,
    model: 'Bici',
    bikes: 'Bici per taglia',
    addOns: 'Accessori',
    amount: 'Totale pagato',
    receipt: 'La tua ricevuta',
    receiptHint: 'La ricevuta del pagamento, in PDF.',
    manage: 'Gestisci il noleggio',
    manageHint:
      'Da questo link puoi vedere il noleggio, cambiarne le date fino a 72 ore prima del ritiro e annullarlo fino al ritiro, con il rimborso previsto dalle condizioni.',
    notes: [
      'Il casco è incluso. Porta un documento d’identità valido.',
      'Riconsegna entro l’orario indicato: un ritardo può essere addebitato come la fascia successiva.',
    ],
  },
  en: {
    subject: (model: string, date: string) => `Rental confirmed: ${model}, ${date}`,
    intro: 'your payment went through and your rental is confirmed.',
    ...rentalMail.WORDS.en,
    model: 'Bike',
    bikes: 'Bikes by size',
    addOns: 'Add-ons',
    amount: 'Total paid',
    receipt: 'Your receipt',
    receiptHint: 'The receipt of your payment, as a PDF.',
    manage: 'Manage your rental',
    manageHint:
      'From this link you can see your rental, change its dates until 72 hours before pick-up and cancel it until pick-up, with the refund the terms provide.',
    notes: [
      'A helmet is included. Bring a valid identity document.',
      'Return by the time shown: a late return may be charged as the next price bracket.',
    ],
  },
} as const;

/**
 * The customer's confirmation of a paid rental, in its language, in the layout every booking
 * mail shares: the bikes and add-ons, pick-up and return with the address, the amount, the
 * ticket's QR code for the desk, and each rider with their own waiver link, as a tour's
 * confirmation lists its participants'.
 */
export async function composeRentalConfirmation(
  rentalId: string,
  rental: RentalDoc,
  links: {
    manageUrl: string;
    waivers: readonly ParticipantWaiverLink[];
    receiptUrl: string | null;
  },
): Promise<MailMessage> {
  const { manageUrl, waivers, receiptUrl } = links;
  const copy = COPY[rental.locale];
  const attachments = await rentalMail.ticketAttachments(rental);
  const sizes = Object.entries(bikesBySize(rental))
    .map(([size, count]) => `${size} × ${count}`)
    .join(', ');
  const rows: (readonly [string, string])[] = [
    [copy.model, rental.modelName],
    ...rentalMail.intervalRows(rental),
    [copy.bikes, sizes],
    ...(rental.addOns.length > 0
      ? [
          [
            copy.addOns,
            rental.addOns.map((line) => `${line.name} × ${line.quantity}`).join(', '),
          ] as const,
        ]
      : []),
    [copy.amount, formatEuros(rental.amountTotalCents, rental.locale)],
    [copy.reference, bookingCode(rentalId)],
  ];
  return bookingMail(rental, {
    subject: copy.subject(rental.modelName, formatLongDate(rental.startDate, rental.locale)),
    body: [
      paragraphBlock(copy.intro),
      fieldsBlock(rows),
      ticketBlock(copy, attachments),
      waiverLinksBlock(waivers, rental.locale, 'rental'),
      linkBlock(copy.manage, manageUrl, copy.manageHint),
      ...(receiptUrl ? [linkBlock(copy.receipt, receiptUrl, copy.receiptHint)] : []),
      rentalMail.pickUpPlaceBlock(rental),
      paragraphBlock(copy.notes.join('\n')),
    ],
    attachments,
  });
}

const confirmationMailId = (rentalId: string) => `rental-${rentalId}-confirmation`;

/**
 * Queues the confirmation of a paid rental exactly once: the transaction that sets
 * `confirmationMailQueuedAt` also writes the outbox entry, as for a booking.
 */
export async function sendRentalConfirmationOnce(
  deps: BookingDeps,
  rentalId: string,
): Promise<void> {
  const ref = rentalRef(deps.db, rentalId);
  const now = deps.now();
  const receiptUrl = await receiptLinkOfRental(deps, rentalId);
  const queued = await deps.db.runTransaction(async (tx) => {
    const rental = (await tx.get(ref)).data();
    if (!rental || rental.status !== 'paid' || rental.confirmationMailQueuedAt) return false;
    const mail = await composeRentalConfirmation(rentalId, rental, {
      manageUrl: rentalManageUrl(rentalId, deps.links),
      waivers: holderWaiverLinks(rentalWaiverHolder(rentalId, rental), deps.links, now),
      receiptUrl,
    });
    await queueConfirmationIn(tx, ref, mail, { dedupeKey: confirmationMailId(rentalId), now });
    return true;
  });
  if (queued) logger.info('rental confirmation queued', { rentalId });
}
