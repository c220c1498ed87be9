import { VOUCHER_HOW_TO } from '@/content/voucher-how-to';
import { formatDayMonthYear, formatEuros, formatMoment } from '@/domain/format';
import type { Locale } from '@/domain/locale';
import { formatVoucherCode } from '@/domain/vouchers/code';
import { voucherPageUrl } from '@/domain/vouchers/link';
import type { VoucherDoc } from './voucher-doc';
import type { MailMessage } from '@functions/services/mail/types';
import { SENDER } from '@functions/services/mail/templates/common';
import {
  fieldsBlock,
  headingBlock,
  inlineLinkBlock,
  linkBlock,
  paragraphBlock,
  personalMail,
  type MailBlock,
} from '@functions/services/mail/templates/mail-layout';

const COPY = {
  it: {
    giftSubject: (recipient: string) => `Un buono regalo per ${recipient}: ${SENDER.name}`,
    copySubject: (recipient: string) => `Il tuo buono regalo è stato consegnato a ${recipient}`,
    receiptSubject: 'Ricevuta del tuo buono regalo',
    forRecipient: (buyer: string) => `${buyer} ti regala un tour in e-bike in Valpolicella.`,
    forBuyer: (recipient: string) =>
      `ecco il buono regalo per ${recipient}: stampalo o inoltralo quando vuoi.`,
    copyIntro: (recipient: string, address: string) =>
      `il buono regalo per ${recipient} è stato appena inviato a ${address}. Eccone una copia.`,
    receiptIntro: (recipient: string, address: string, at: string) =>
      `grazie per il tuo acquisto. Il buono regalo per ${recipient} arriverà a ${address} il ${at} (ora italiana); riceverai una copia quando sarà inviato.`,
    voucher: 'Il buono',
    code: 'Codice',
    value: 'Valore',
    tour: (tour: string, people: number) =>
      `${tour} per ${people} ${people === 1 ? 'persona' : 'persone'}`,
    recipient: 'Per',
    message: 'Messaggio',
    validUntil: 'Valido fino al',
    paid: 'Importo pagato',
    pageLink: 'Vedi il buono e il suo saldo, e scarica il PDF da stampare',
    receipt: 'La tua ricevuta',
    receiptHint: 'La ricevuta del pagamento, in PDF: è per te, non per chi riceve il buono.',
  },
  en: {
    giftSubject: (recipient: string) => `A gift voucher for ${recipient}: ${SENDER.name}`,
    copySubject: (recipient: string) => `Your gift voucher was delivered to ${recipient}`,
    receiptSubject: 'Receipt for your gift voucher',
    forRecipient: (buyer: string) => `${buyer} is giving you an e-bike tour in Valpolicella.`,
    forBuyer: (recipient: string) =>
      `here is the gift voucher for ${recipient}: print it or forward it whenever you like.`,
    copyIntro: (recipient: string, address: string) =>
      `the gift voucher for ${recipient} has just been sent to ${address}. Here is a copy.`,
    receiptIntro: (recipient: string, address: string, at: string) =>
      `thank you for your purchase. The gift voucher for ${recipient} will reach ${address} on ${at} (Italian time); you will get a copy when it is sent.`,
    voucher: 'The voucher',
    code: 'Code',
    value: 'Value',
    tour: (tour: string, people: number) =>
      `${tour} for ${people} ${people === 1 ? 'person' : 'people'}`,
    recipient: 'For',
    message: 'Message',
    validUntil: 'Valid until',
    paid: 'Amount paid',
    pageLink: 'See the voucher and its balance, and download the PDF to print',
    receipt: 'Your receipt',
    receiptHint: 'The receipt of your payment, as a PDF: it is for you, not for the recipient.',
  },
} as const;

type Copy = (typeof COPY)[Locale];

function valueText(voucher: VoucherDoc, copy: Copy, locale: Locale): string {
  return voucher.value.kind === 'tour'
    ? copy.tour(voucher.value.tourName, voucher.value.people)
    : formatEuros(voucher.amountCents, locale);
}

/** The voucher's own lines: code, value, recipient, message, validity. */
function voucherRows(code: string, voucher: VoucherDoc, copy: Copy, locale: Locale) {
  return [
    [copy.code, formatVoucherCode(code)],
    [copy.value, valueText(voucher, copy, locale)],
    [copy.recipient, voucher.recipientName],
    [copy.message, voucher.message],
    [copy.validUntil, formatDayMonthYear(voucher.validUntil, locale)],
  ] as const;
}

export type VoucherAudience = 'buyer' | 'recipient' | 'buyer_copy';

/** The sale's receipt, for the buyer's mail sent when they paid (a voucher given by hand has none). */
const receiptBlocks = (copy: Copy, receiptUrl: string | undefined): MailBlock[] =>
  receiptUrl ? [linkBlock(copy.receipt, receiptUrl, copy.receiptHint)] : [];

/**
 * The voucher itself, in the buyer's language: to the buyer (delivered now, with the link to the
 * sale's receipt when given), to the recipient (on the chosen day, or issued by hand), or the
 * buyer's copy once the recipient's has been sent.
 */
export function composeVoucherMail(
  code: string,
  voucher: VoucherDoc,
  audience: VoucherAudience,
  siteUrl: string,
  receiptUrl?: string,
): MailMessage {
  const { locale } = voucher;
  const copy = COPY[locale];
  const recipientAddress =
    voucher.delivery.kind === 'now_to_buyer' ? voucher.buyerEmail : voucher.delivery.recipientEmail;
  const to =
    audience === 'recipient'
      ? { name: voucher.recipientName, address: recipientAddress }
      : { name: voucher.buyerName, address: voucher.buyerEmail };
  const intro =
    audience === 'recipient'
      ? copy.forRecipient(voucher.buyerName)
      : audience === 'buyer'
        ? copy.forBuyer(voucher.recipientName)
        : copy.copyIntro(voucher.recipientName, recipientAddress);
  return personalMail(
    { ...to, locale },
    {
      subject:
        audience === 'buyer_copy'
          ? copy.copySubject(voucher.recipientName)
          : copy.giftSubject(voucher.recipientName),
      body: [
        paragraphBlock(intro),
        headingBlock(copy.voucher),
        fieldsBlock(voucherRows(code, voucher, copy, locale)),
        paragraphBlock(VOUCHER_HOW_TO[locale]),
        inlineLinkBlock(copy.pageLink, voucherPageUrl(siteUrl, code)),
        ...receiptBlocks(copy, audience === 'recipient' ? undefined : receiptUrl),
      ],
    },
  );
}

/**
 * The buyer's mail for a voucher delivered later to the recipient: when and where it goes, the
 * link to the voucher (printable again from there whenever they need it) and to the sale's receipt.
 */
export function composeVoucherReceipt(
  code: string,
  voucher: VoucherDoc,
  deliverAt: Date,
  siteUrl: string,
  receiptUrl?: string,
): MailMessage {
  const { locale } = voucher;
  const copy = COPY[locale];
  const address = voucher.delivery.kind === 'scheduled' ? voucher.delivery.recipientEmail : '';
  const rows = [
    ...voucherRows(code, voucher, copy, locale),
    [copy.paid, formatEuros(voucher.amountCents, locale)],
  ] as const;
  return personalMail(
    { name: voucher.buyerName, address: voucher.buyerEmail, locale },
    {
      subject: copy.receiptSubject,
      body: [
        paragraphBlock(
          copy.receiptIntro(voucher.recipientName, address, formatMoment(deliverAt, locale)),
        ),
        fieldsBlock(rows),
        inlineLinkBlock(copy.pageLink, voucherPageUrl(siteUrl, code)),
        ...receiptBlocks(copy, receiptUrl),
      ],
    },
  );
}
