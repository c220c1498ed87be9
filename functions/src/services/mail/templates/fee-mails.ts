import { formatEuros } from '@/domain/format';
import type { Locale } from '@/domain/locale';
import type { MailMessage } from '@functions/services/mail/types';
import { SENDER } from './common';
import { bookingMail, fieldsBlock, linkBlock, paragraphBlock } from './mail-layout';

/** Who paid the fee and in which language: the application's signer, at the address it gave. */
export interface FeePayerFacts {
  fullName: string;
  email: string;
  locale: Locale;
  /** Whose membership the fee is for: the minor's on a minor's application. */
  memberName: string;
}

const COPY = {
  it: {
    paidSubject: (year: number) => `Quota associativa ${year} pagata`,
    paid: (year: number) =>
      `abbiamo ricevuto il pagamento della quota associativa ${year} a ${SENDER.name}. Grazie!`,
    refundedSubject: (year: number) => `Quota associativa ${year} rimborsata`,
    refunded: (year: number) =>
      `la quota associativa ${year} che hai pagato a ${SENDER.name} ti è stata rimborsata per intero.`,
    refundTiming:
      'Il rimborso torna sulla carta usata per il pagamento: di solito arriva in 5–10 giorni lavorativi.',
    fee: 'Quota associativa',
    member: 'Socio',
    amount: 'Importo pagato',
    refundedAmount: 'Importo rimborsato',
    receiptNumber: 'Ricevuta n.',
    receipt: 'La tua ricevuta',
    receiptHint:
      'La ricevuta del pagamento, in PDF: conservala, può servire per la dichiarazione dei redditi.',
  },
  en: {
    paidSubject: (year: number) => `Membership fee ${year} paid`,
    paid: (year: number) =>
      `we have received your payment of the ${year} membership fee to ${SENDER.name}. Thank you!`,
    refundedSubject: (year: number) => `Membership fee ${year} refunded`,
    refunded: (year: number) =>
      `the ${year} membership fee you paid to ${SENDER.name} has been refunded in full.`,
    refundTiming:
      'The refund goes back to the card you paid with: it usually arrives within 5–10 business days.',
    fee: 'Membership fee',
    member: 'Member',
    amount: 'Amount paid',
    refundedAmount: 'Amount refunded',
    receiptNumber: 'Receipt no.',
    receipt: 'Your receipt',
    receiptHint:
      'The receipt of your payment, as a PDF: keep it, you may need it for your tax return.',
  },
} as const;

/** The mail's recipient, greeted by name, in the shape every booking-like mail shares. */
const recipient = (payer: FeePayerFacts) => ({
  customerName: payer.fullName,
  customerEmail: payer.email,
  locale: payer.locale,
});

/**
 * "Quota associativa 2027 pagata": the fee's year, whose membership, the amount, the receipt's
 * number and the signed link that opens its PDF (/ricevuta).
 */
export function composeFeePaidMail(
  payer: FeePayerFacts,
  fee: { year: number; amountCents: number; receiptNumber: string },
  receiptUrl: string,
): MailMessage {
  const copy = COPY[payer.locale];
  return bookingMail(recipient(payer), {
    subject: copy.paidSubject(fee.year),
    body: [
      paragraphBlock(copy.paid(fee.year)),
      fieldsBlock([
        [copy.fee, String(fee.year)],
        [copy.member, payer.memberName],
        [copy.amount, formatEuros(fee.amountCents, payer.locale)],
        [copy.receiptNumber, fee.receiptNumber],
      ]),
      linkBlock(copy.receipt, receiptUrl, copy.receiptHint),
    ],
  });
}

/**
 * The fee of a rejected application given back: the year, the amount and when the card sees it.
 * There is no link to the credit note (none is published), so the mail states the amount.
 */
export function composeFeeRefundedMail(
  payer: FeePayerFacts,
  refund: { year: number; amountCents: number },
): MailMessage {
  const copy = COPY[payer.locale];
  return bookingMail(recipient(payer), {
    subject: copy.refundedSubject(refund.year),
    body: [
      paragraphBlock(copy.refunded(refund.year)),
      fieldsBlock([
        [copy.fee, String(refund.year)],
        [copy.member, payer.memberName],
        [copy.refundedAmount, formatEuros(refund.amountCents, payer.locale)],
      ]),
      paragraphBlock(copy.refundTiming),
    ],
  });
}
