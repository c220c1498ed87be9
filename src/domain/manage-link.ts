/**
 * How long the "Gestisci la prenotazione" link of a confirmation e-mail keeps opening its booking.
 * The link is a bearer credential that sits in a mailbox for good, so it must not work for ever;
 * a month after the tour still lets the customer look the booking up (for a receipt, a question)
 * after the cancellation window has closed. The server judges it from the booking's own date,
 * so a link follows its booking if staff move it to another day, and the links already sent need
 * no new format.
 */
import { addDays, todayInRome } from './calendar';

export const MANAGE_LINK_DAYS_AFTER_TOUR = 30;

/** The last calendar day (Europe/Rome) on which the link of a booking for `tourDate` opens it. */
export function manageLinkLastDay(tourDate: string): string {
  return addDays(tourDate, MANAGE_LINK_DAYS_AFTER_TOUR);
}

export function isManageLinkExpired(tourDate: string, now: Date): boolean {
  return todayInRome(now) > manageLinkLastDay(tourDate);
}
