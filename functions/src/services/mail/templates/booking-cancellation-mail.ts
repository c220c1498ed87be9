import { bookingCode } from '@/domain/api/my-bookings';
import { formatEuros, formatLongDate } from '@/domain/format';
import type { Locale } from '@/domain/locale';
import { formatVoucherCode } from '@/domain/vouchers/code';
import type { BookingDoc, BookingRefund } from '@functions/services/booking-base/booking-doc';
import { paragraph } from '../html';
import type { MailMessage } from '../types';
import { bookingMail, fieldsBlock, paragraphBlock } from './mail-layout';

type Cause = 'customer' | 'weather' | 'membership_rejected' | 'postponed' | 'staff';

const COPY = {
  it: {
    subject: {
      customer: (tour: string, date: string) => `Prenotazione annullata: ${tour}, ${date}`,
      weather: (tour: string, date: string) => `Tour annullato per maltempo: ${tour}, ${date}`,
      membership_rejected: (tour: string, date: string) =>
        `Prenotazione annullata, domanda di ammissione non accolta: ${tour}, ${date}`,
      postponed: (tour: string, date: string) =>
        `Rimborso del tour rinviato per maltempo: ${tour}, ${date}`,
      staff: (tour: string, date: string) => `Prenotazione annullata: ${tour}, ${date}`,
    },
    intro: {
      customer: 'abbiamo annullato la tua prenotazione come hai chiesto.',
      weather:
        'il tour è annullato per maltempo: ci dispiace molto. Ti rimborsiamo l’intero importo pagato.',
      membership_rejected:
        'la tua prenotazione è annullata perché il Consiglio Direttivo non ha accolto la domanda di ammissione all’associazione con cui era stata fatta: i tour sono riservati ai soci. Ti rimborsiamo l’intero importo pagato.',
      postponed:
        'come hai chiesto, abbiamo annullato la tua prenotazione del tour rinviato per maltempo. Ti rimborsiamo l’intero importo pagato.',
      staff: 'abbiamo annullato la tua prenotazione. Per qualsiasi domanda contattaci.',
    },
    tour: 'Tour',
    date: 'Data',
    participants: 'Partecipanti',
    reference: 'Riferimento',
    refund: (amount: string, percent: number) => `Rimborso: ${amount} (${percent}%)`,
    voucherBack: (amount: string, code: string) =>
      `${amount} tornano sul tuo buono regalo ${code}: puoi usarli per un'altra prenotazione.`,
    noRefund:
      'Secondo le condizioni, per un annullamento a meno di 24 ore dalla partenza non è previsto alcun rimborso.',
    staffNoRefund: 'Per questo annullamento non è previsto alcun rimborso.',
    timing:
      'Il rimborso torna sulla carta usata per il pagamento: di solito arriva in 5–10 giorni lavorativi.',
    weatherClosing: 'Speriamo di vederti presto su un’altra data.',
  },
  en: {
    subject: {
      customer: (tour: string, date: string) => `Booking cancelled: ${tour}, ${date}`,
      weather: (tour: string, date: string) => `Tour cancelled for bad weather: ${tour}, ${date}`,
      membership_rejected: (tour: string, date: string) =>
        `Booking cancelled, membership application not accepted: ${tour}, ${date}`,
      postponed: (tour: string, date: string) =>
        `Refund of the tour postponed for bad weather: ${tour}, ${date}`,
      staff: (tour: string, date: string) => `Booking cancelled: ${tour}, ${date}`,
    },
    intro: {
      customer: 'we have cancelled your booking as you asked.',
      weather:
        'the tour is cancelled because of bad weather: we are very sorry. We refund the whole amount you paid.',
      membership_rejected:
        'your booking is cancelled because the board did not accept the membership application it was made with: the tours are for members only. We refund the whole amount you paid.',
      postponed:
        'as you asked, we have cancelled your booking of the tour postponed for bad weather. We refund the whole amount you paid.',
      staff: 'we have cancelled your booking. If you have any question, please contact us.',
    },
    tour: 'Tour',
    date: 'Date',
    participants: 'Participants',
    reference: 'Reference',
    refund: (amount: string, percent: number) => `Refund: ${amount} (${percent}%)`,
    voucherBack: (amount: string, code: string) =>
      `${amount} go back to your gift voucher ${code}, to use for another booking.`,
    noRefund: 'Under the terms, a cancellation less than 24 hours before the start has no refund.',
    staffNoRefund: 'This cancellation has no refund.',
    timing:
      'The refund goes back to the card you paid with: it usually arrives within 5–10 business days.',
    weatherClosing: 'We hope to see you soon on another date.',
  },
} as const;

/** "Rimborso: 160,00 € (100%)" / "Refund: €160.00 (100%)", as the manage page says it. */
export function refundLine(locale: Locale, refund: Pick<BookingRefund, 'amountCents' | 'percent'>) {
  return COPY[locale].refund(formatEuros(refund.amountCents, locale), refund.percent);
}

/**
 * The customer's confirmation that a booking is cancelled, in the booking's language: by their own
 * request, because staff called the date off for bad weather, because the board did not accept
 * the membership application a provisional booking was made with, or because they asked for the
 * refund a date postponed for bad weather offers, with the refund and when it
 * usually reaches the card (Stripe: 5–10 business days).
 */
export function composeCancellationMail(
  bookingId: string,
  booking: BookingDoc,
  refund: Pick<BookingRefund, 'amountCents' | 'percent'>,
  cause: Cause,
): MailMessage {
  const copy = COPY[booking.locale];
  const date = formatLongDate(booking.selectedDate, booking.locale);
  const rows = [
    [copy.tour, booking.tourName],
    [copy.date, date],
    [copy.participants, String(booking.participants)],
    [copy.reference, bookingCode(bookingId)],
  ] as const;
  const { voucher } = booking;
  // The part a gift voucher paid goes back to it whole; the card's part follows the refund.
  const voucherText = voucher
    ? [
        copy.voucherBack(
          formatEuros(voucher.ledgerCents, booking.locale),
          formatVoucherCode(voucher.code),
        ),
      ]
    : [];
  const cardText =
    voucher && booking.amountTotalCents === 0
      ? []
      : refund.amountCents > 0
        ? [refundLine(booking.locale, refund), copy.timing]
        : [
            refundLine(booking.locale, refund),
            cause === 'staff' ? copy.staffNoRefund : copy.noRefund,
          ];
  const refundText = [...cardText, ...voucherText];
  return bookingMail(booking, {
    subject: copy.subject[cause](booking.tourName, date),
    body: [
      paragraphBlock(copy.intro[cause]),
      fieldsBlock(rows),
      { text: refundText.join('\n'), html: refundText.map((line) => paragraph(line)) },
    ],
    closingLines: cause === 'weather' || cause === 'postponed' ? [copy.weatherClosing] : [],
  });
}
