import type { Localized } from './localized';

/**
 * How a gift voucher is spent, as the voucher mails, the /buono page and the printable PDF all
 * say it: the one wording to change when the booking card's field or the rules change.
 */
export const VOUCHER_HOW_TO: Localized = {
  it: 'Come usarlo: scegli un tour sul sito, apri la prenotazione e scrivi il codice in "Hai un buono regalo?". Il buono copre il prezzo fino al suo saldo, anche in più prenotazioni; il resto si paga con carta. Per prenotare serve essere soci: chi non lo è si iscrive dalla stessa scheda.',
  en: 'How to use it: choose a tour on the website, open the booking and enter the code under "Have a gift voucher?". The voucher pays the price up to its balance, across several bookings if need be; the rest is paid by card. Booking is for members: anyone who is not one joins from the same booking card.',
};
