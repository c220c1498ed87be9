/**
 * The addresses a waiting-list mail links to, signed by the functions
 * (functions/src/services/waitlist/waitlist-link.ts). Kept apart from the waiting list's schemas:
 * the app reads the offer's parameter as it starts, before any page's code (or zod) has loaded.
 */

/**
 * The page the mails' "Esci dalla lista" link opens (`?token=`); with `conferma=1`, the first
 * mail's confirmation link, which offers the confirmation first.
 */
export const WAITLIST_LEAVE_PATH = '/lista-attesa';
export const WAITLIST_CONFIRM_PARAM = 'conferma';
/** The query parameter of the offer link that opens a tour's card on the held date. */
export const WAITLIST_OFFER_PARAM = 'offerta';
