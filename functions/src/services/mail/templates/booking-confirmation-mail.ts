import { bookingCode } from '@/domain/api/my-bookings';
import type { ParticipantWaiverLink } from '@/domain/api/participant-waiver';
import { formatEuros, formatLongDate } from '@/domain/format';
import type { BookingDoc } from '@functions/services/booking-base/booking-doc';
import { paragraph } from '../html';
import { bookingMail, fieldsBlock, linkBlock, paragraphBlock, ticketBlock } from './mail-layout';
import { practicalInfoBlocks } from './practical-info-blocks';
import { waiverLinksBlock } from './waiver-links';
import type { MailAttachment, MailMessage } from '../types';

const COPY = {
  it: {
    subject: (tour: string, date: string) => `Prenotazione confermata: ${tour}, ${date}`,
    intro: 'il pagamento è andato a buon fine e la tua prenotazione è confermata.',
    tour: 'Tour',
    date: 'Data',
    participants: 'Partecipanti',
    amount: 'Totale pagato',
    byVoucher: 'Pagato con buono regalo',
    byCard: 'Pagato con carta',
    reference: 'Riferimento',
    ticket: 'Il tuo biglietto',
    ticketHint:
      'Mostra questo codice QR allo staff al punto di ritrovo (lo trovi anche in "Le mie prenotazioni"). In allegato il file per aggiungere il tour al calendario.',
    ticketAlt: 'Codice QR del biglietto',
    receipt: 'La tua ricevuta',
    receiptHint: 'La ricevuta del pagamento, in PDF: la trovi anche in "Le mie prenotazioni".',
    feePaid: (year: number) => `Quota associativa ${year} pagata`,
    feeReceipt: (year: number) => `La ricevuta della quota associativa ${year}`,
    feeReceiptHint: 'La quota associativa, pagata insieme al tour, ha una ricevuta sua, in PDF.',
    manage: 'Gestisci la prenotazione',
    manageHint:
      'Da questo link puoi vedere la prenotazione e annullarla fino alla partenza del tour, con il rimborso previsto dalle condizioni.',
    notes: [
      'Porta con te un certificato medico sportivo non agonistico valido, in originale.',
      'Se non desideri comparire in foto o video che potrebbero essere pubblicati, avvisa lo staff prima del tour.',
      'In caso di maltempo ti avviseremo di eventuali cambiamenti.',
    ],
  },
  en: {
    subject: (tour: string, date: string) => `Booking confirmed: ${tour}, ${date}`,
    intro: 'your payment went through and your booking is confirmed.',
    tour: 'Tour',
    date: 'Date',
    participants: 'Participants',
    amount: 'Total paid',
    byVoucher: 'Paid by gift voucher',
    byCard: 'Paid by card',
    reference: 'Reference',
    ticket: 'Your ticket',
    ticketHint:
      'Show this QR code to the staff at the meeting point (it is also in "My bookings"). The attached file adds the tour to your calendar.',
    ticketAlt: 'Ticket QR code',
    receipt: 'Your receipt',
    receiptHint: 'The receipt of your payment, as a PDF: it is also in "My bookings".',
    feePaid: (year: number) => `Membership fee ${year} paid`,
    feeReceipt: (year: number) => `Your membership fee ${year} receipt`,
    feeReceiptHint: 'The membership fee, paid with the tour, has a receipt of its own, as a PDF.',
    manage: 'Manage your booking',
    manageHint:
      'From this link you can see your booking and cancel it until the tour starts, with the refund the terms provide.',
    notes: [
      'Bring a valid non-competitive sports medical certificate, in original.',
      'If you do not want to appear in photos or videos that may be published, tell the staff before the tour.',
      'In bad weather we will let you know of any changes.',
    ],
  },
} as const;

/** What was paid: by card, and by gift voucher when one paid part or all of the price. */
function amountRows(
  booking: BookingDoc,
  copy: { amount: string; byVoucher: string; byCard: string },
): (readonly [string, string])[] {
  const euros = (cents: number) => formatEuros(cents, booking.locale);
  if (!booking.voucher) return [[copy.amount, euros(booking.amountTotalCents)]];
  return [
    [copy.amount, euros(booking.amountTotalCents + booking.voucher.coveredCents)],
    [copy.byVoucher, euros(booking.voucher.coveredCents)],
    ...(booking.amountTotalCents > 0
      ? [[copy.byCard, euros(booking.amountTotalCents)] as const]
      : []),
  ];
}

/** The membership fee paid on the same Checkout, on a line of its own: it is not the tour's. */
function feeRows(
  booking: BookingDoc,
  copy: { feePaid: (year: number) => string },
): (readonly [string, string])[] {
  const fee = booking.membershipFee;
  if (!fee?.receiptId) return [];
  return [[copy.feePaid(fee.year), formatEuros(fee.amountCents, booking.locale)]];
}

/**
 * The customer's confirmation of a paid booking, in the booking's language: tour, date,
 * participants, amount, the ticket's QR code (an attachment shown inline by `cid:`), meeting
 * point and what to bring, each participant with their own waiver link, with the calendar file
 * attached, and the link to the payment's receipt when it has one (and to the membership fee's,
 * when the fee was paid on the same Checkout). Every user-typed text is escaped by the mail HTML
 * helpers.
 */
export function composeBookingConfirmation(
  bookingId: string,
  booking: BookingDoc,
  links: {
    manageUrl: string;
    waivers: readonly ParticipantWaiverLink[];
    receiptUrl?: string;
    feeReceiptUrl?: string;
  },
  attachments: readonly MailAttachment[] = [],
): MailMessage {
  const { manageUrl } = links;
  const waivers = waiverLinksBlock(links.waivers, booking.locale);
  const copy = COPY[booking.locale];
  const date = formatLongDate(booking.selectedDate, booking.locale);
  const rows = [
    [copy.tour, booking.tourName],
    [copy.date, date],
    [copy.participants, `${booking.participants} (${booking.participantNames.join(', ')})`],
    ...amountRows(booking, copy),
    ...feeRows(booking, copy),
    [copy.reference, bookingCode(bookingId)],
  ] as const;
  return bookingMail(booking, {
    subject: copy.subject(booking.tourName, date),
    body: [
      paragraphBlock(copy.intro),
      fieldsBlock(rows),
      ticketBlock(copy, attachments),
      waivers,
      ...practicalInfoBlocks(booking),
      {
        text: copy.notes.map((note) => `- ${note}`).join('\n'),
        html: [paragraph(copy.notes.map((note) => `• ${note}`).join('\n'))],
      },
      ...(links.receiptUrl ? [linkBlock(copy.receipt, links.receiptUrl, copy.receiptHint)] : []),
      ...(links.feeReceiptUrl && booking.membershipFee
        ? [
            linkBlock(
              copy.feeReceipt(booking.membershipFee.year),
              links.feeReceiptUrl,
              copy.feeReceiptHint,
            ),
          ]
        : []),
      linkBlock(copy.manage, manageUrl, copy.manageHint),
    ],
    attachments,
  });
}
