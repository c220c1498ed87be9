import { tokenKeptForTab } from '@/lib/routing/params-kept-for-tab';

/**
 * The token of a receipt's link (confirmation mail, "Le mie prenotazioni"): whoever holds it reads
 * the receipt, with the payer's name, so the route moves it out of the address bar on arrival
 * (see params-kept-for-tab.ts) and the page reads it from here; a reload opens the same receipt.
 */
const receiptLink = tokenKeptForTab('valpolicella:receipt-link');

export const keepReceiptToken = receiptLink.keep;
export const keptReceiptToken = receiptLink.kept;
