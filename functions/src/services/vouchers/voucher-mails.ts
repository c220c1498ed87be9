import { VOUCHER_HOW_TO } from '@/content/voucher-how-to';
import { formatDayMonthYear, formatEuros, formatMoment } from '@/domain/format';
import type { Locale } from '@/domain/locale';
import { formatVoucherCode } from '@/domain/vouchers/code';
import { voucherPageUrl } from '@/domain/vouchers/link';
import type { VoucherDoc } from './voucher-doc';
import {
  fieldTable,
  heading,
  htmlDocument,
  linkParagraph,
  paragraph,
  textTable,
} from '@functions/services/mail/html';
import type { MailAddress, MailMessage } from '@functions/services/mail/types';
import { SENDER, signature } from '@functions/services/mail/templates/common';

const COPY = {
  it: {
    giftSubject: (recipient: string) => `Un buono regalo per ${recipient}: ${SENDER.name}`,
    copySubject: (recipient: string) => `Il tuo buono regalo è stato consegnato a ${recipient}`,
    receiptSubject: 'Ricevuta del tuo buono regalo',
    greeting: (name: string) => `Ciao ${name},`,
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
  },
  en: {
    giftSubject: (recipient: string) => `A gift voucher for ${recipient}: ${SENDER.name}`,
    copySubject: (recipient: string) => `Your gift voucher was delivered to ${recipient}`,
    receiptSubject: 'Receipt for your gift voucher',
    greeting: (name: string) => `Hello ${name},`,
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

/**
 * The voucher itself, in the buyer's language: to the buyer (delivered now), to the recipient (on
 * the chosen day, or issued by hand), or the buyer's copy once the recipient's has been sent.
 */
export function composeVoucherMail(
  code: string,
  voucher: VoucherDoc,
  audience: VoucherAudience,
  siteUrl: string,
): MailMessage {
  const { locale } = voucher;
  const copy = COPY[locale];
  const recipientAddress =
    voucher.delivery.kind === 'now_to_buyer' ? voucher.buyerEmail : voucher.delivery.recipientEmail;
  const to: MailAddress =
    audience === 'recipient'
      ? { name: voucher.recipientName, address: recipientAddress }
      : { name: voucher.buyerName, address: voucher.buyerEmail };
  const subject =
    audience === 'buyer_copy'
      ? copy.copySubject(voucher.recipientName)
      : copy.giftSubject(voucher.recipientName);
  const greeting = copy.greeting(
    audience === 'recipient' ? voucher.recipientName : voucher.buyerName,
  );
  const intro =
    audience === 'recipient'
      ? copy.forRecipient(voucher.buyerName)
      : audience === 'buyer'
        ? copy.forBuyer(voucher.recipientName)
        : copy.copyIntro(voucher.recipientName, recipientAddress);
  const rows = voucherRows(code, voucher, copy, locale);
  const howTo = VOUCHER_HOW_TO[locale];
  const page = voucherPageUrl(siteUrl, code);
  const closing = signature(locale).join('\n');
  return {
    to: [to],
    subject,
    text: [greeting, intro, textTable(rows), howTo, `${copy.pageLink}: ${page}`, closing].join(
      '\n\n',
    ),
    html: htmlDocument(locale, subject, [
      paragraph(greeting),
      paragraph(intro),
      heading(copy.voucher),
      fieldTable(rows),
      paragraph(howTo),
      linkParagraph(page, copy.pageLink),
      paragraph(closing),
    ]),
  };
}

/**
 * The buyer's receipt for a voucher delivered later to the recipient: when and where it goes, and
 * the link to the voucher (printable again from there whenever they need it).
 */
export function composeVoucherReceipt(
  code: string,
  voucher: VoucherDoc,
  deliverAt: Date,
  siteUrl: string,
): MailMessage {
  const { locale } = voucher;
  const copy = COPY[locale];
  const address = voucher.delivery.kind === 'scheduled' ? voucher.delivery.recipientEmail : '';
  const subject = copy.receiptSubject;
  const greeting = copy.greeting(voucher.buyerName);
  const intro = copy.receiptIntro(voucher.recipientName, address, formatMoment(deliverAt, locale));
  const rows = [
    ...voucherRows(code, voucher, copy, locale),
    [copy.paid, formatEuros(voucher.amountCents, locale)],
  ] as const;
  const page = voucherPageUrl(siteUrl, code);
  const closing = signature(locale).join('\n');
  return {
    to: [{ name: voucher.buyerName, address: voucher.buyerEmail }],
    subject,
    text: [greeting, intro, textTable(rows), `${copy.pageLink}: ${page}`, closing].join('\n\n'),
    html: htmlDocument(locale, subject, [
      paragraph(greeting),
      paragraph(intro),
      fieldTable(rows),
      linkParagraph(page, copy.pageLink),
      paragraph(closing),
    ]),
  };
}
