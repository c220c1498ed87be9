import {
  POSTPONEMENT_ANSWER_PARAM,
  POSTPONEMENT_ANSWER_VALUES,
  type PostponementAnswer,
} from '@/domain/api/postponement-link';
import { formatLongDate } from '@/domain/format';
import type { BookingDoc } from '@functions/services/booking-base/booking-doc';
import { heading, linkParagraph } from '../html';
import type { MailAttachment, MailMessage } from '../types';
import { bookingMail, fieldsBlock, paragraphBlock, ticketBlock, ticketQrCode } from './mail-layout';
import { MOVED_BOOKING_WORDS, movedBookingRows } from './moved-booking-rows';

const COPY = {
  it: {
    subject: (tour: string, date: string) => `Tour rinviato per maltempo: ${tour}, ${date}`,
    moved: (from: string, to: string) =>
      `per il maltempo previsto il tour di ${from} è rinviato a ${to}. La tua prenotazione è già spostata alla nuova data, con gli stessi posti: se ti va bene non devi fare nulla. Se la nuova data non ti va bene, ti rimborsiamo l’intero importo pagato.`,
    notFitted: (from: string, to: string) =>
      `per il maltempo previsto il tour di ${from} è rinviato a ${to}, ma in quella data non ci sono più abbastanza posti per il tuo gruppo: ci dispiace. I tuoi posti restano tenuti per te: scegli un’altra data del tour, senza costi, oppure chiedi il rimborso completo.`,
    ...MOVED_BOOKING_WORDS.it,
    oldDate: 'Data rinviata',
    ticket: 'Il tuo biglietto per la nuova data',
    choose: 'Cosa preferisci?',
    keep: 'Mantengo la nuova data',
    refund: 'Voglio il rimborso completo',
    otherDate: 'Scegli un’altra data',
    refundShort: 'Rimborso completo',
  },
  en: {
    subject: (tour: string, date: string) => `Tour postponed for bad weather: ${tour}, ${date}`,
    moved: (from: string, to: string) =>
      `because of the bad weather forecast, the tour of ${from} is postponed to ${to}. Your booking has already been moved to the new date, with the same seats: if that suits you, there is nothing to do. If the new date does not suit you, we refund the whole amount you paid.`,
    notFitted: (from: string, to: string) =>
      `because of the bad weather forecast, the tour of ${from} is postponed to ${to}, but that date no longer has enough seats for your group: we are sorry. Your seats stay held for you: choose another date of the tour, free of charge, or ask for a full refund.`,
    ...MOVED_BOOKING_WORDS.en,
    oldDate: 'Postponed date',
    ticket: 'Your ticket for the new date',
    choose: 'What would you like?',
    keep: 'I keep the new date',
    refund: 'I want a full refund',
    otherDate: 'Choose another date',
    refundShort: 'Full refund',
  },
} as const;

/** The manage link with the answer a button gives (the page confirms a refund before it is made). */
export function postponementAnswerUrl(manageUrl: string, answer?: PostponementAnswer): string {
  if (!answer) return manageUrl;
  const url = new URL(manageUrl);
  url.searchParams.set(POSTPONEMENT_ANSWER_PARAM, POSTPONEMENT_ANSWER_VALUES[answer]);
  return url.href;
}

export interface PostponementMailInput {
  /** The date staff postponed. */
  from: string;
  /** The date it was postponed to (the booking is there unless it did not fit). */
  to: string;
  /** Whether the booking moved to `to`; otherwise it still holds its seats on `from`. */
  moved: boolean;
  /** When the tour leaves on the new date. */
  startsAt: Date;
  /** The booking's manage link (`…/gestisci-prenotazione?token=…`). */
  manageUrl: string;
  /** With a move: the reissued ticket's QR (inline, by `cid:`) and the new date's .ics. */
  attachments: readonly MailAttachment[];
}

/**
 * The customer's news that their tour is postponed for bad weather, in the booking's language,
 * with the two answers as links to the manage page: keep the new date (nothing to do) or a full
 * refund. A booking that did not fit on the new date is offered another date of its choice or the
 * refund instead.
 */
export function composePostponementMail(
  bookingId: string,
  booking: BookingDoc,
  input: PostponementMailInput,
): MailMessage {
  const copy = COPY[booking.locale];
  const from = formatLongDate(input.from, booking.locale);
  const to = formatLongDate(input.to, booking.locale);
  const rows = movedBookingRows(bookingId, booking, {
    fromLabel: copy.oldDate,
    from: input.from,
    to: input.to,
    startsAt: input.moved ? input.startsAt : null,
  });
  const links = input.moved
    ? [
        { text: copy.keep, href: postponementAnswerUrl(input.manageUrl, 'keep') },
        { text: copy.refund, href: postponementAnswerUrl(input.manageUrl, 'refund') },
      ]
    : [
        { text: copy.otherDate, href: postponementAnswerUrl(input.manageUrl) },
        { text: copy.refundShort, href: postponementAnswerUrl(input.manageUrl, 'refund') },
      ];
  const qr = input.moved ? ticketQrCode(input.attachments) : undefined;
  const intro = input.moved ? copy.moved(from, to) : copy.notFitted(from, to);
  return bookingMail(booking, {
    subject: copy.subject(booking.tourName, input.moved ? to : from),
    body: [
      paragraphBlock(intro),
      fieldsBlock(rows),
      ...(qr ? [ticketBlock(copy, input.attachments)] : []),
      {
        text: [copy.choose, ...links.map((link) => `${link.text}:\n${link.href}`)].join('\n\n'),
        html: [heading(copy.choose), ...links.map((link) => linkParagraph(link.href, link.text))],
      },
    ],
    // Without a move there is no new ticket: the old one stays valid for now.
    attachments: input.moved ? input.attachments : [],
  });
}
