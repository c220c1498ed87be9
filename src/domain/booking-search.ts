import { normalizeMemberName } from './members';

/**
 * The booking search of the staff area ("Cerca prenotazione"): one rule, used where a booking is
 * stored (its grams) and where a query is answered, so both fold text the same way.
 *
 * Firestore has no substring search. Each booking therefore carries the trigrams of its keys
 * (reference, customer's name, e-mail, phone digits); a query asks for the bookings holding one
 * trigram of what was typed (served by that gram's own index) and keeps those whose keys hold the
 * whole folded text.
 */

/** Grams are this long; a query shorter than this cannot be looked up. */
export const SEARCH_GRAM_LENGTH = 3;

/** What is searched on a booking. */
export interface SearchableBooking {
  bookingId: string;
  customerName: string;
  customerEmail: string;
  customerPhone?: string | undefined;
}

/** Text as it is compared: accents and case ignored, apostrophes and spaces made one kind. */
export function foldSearchText(text: string): string {
  return normalizeMemberName(text);
}

/** A phone number as it is compared: its digits only ("+39 345 12-34" → "393451234"). */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/**
 * The folded keys of a booking. The booking id (whose first eight characters are the reference
 * the mail and the ticket show, upper-cased) is folded too, so "ABCD1234" finds it.
 */
export function searchKeys(booking: SearchableBooking): string[] {
  const phone = booking.customerPhone ? phoneDigits(booking.customerPhone) : '';
  return [
    booking.bookingId.toLowerCase(),
    foldSearchText(booking.customerName),
    foldSearchText(booking.customerEmail),
    ...(phone ? [phone] : []),
  ].filter((key) => key !== '');
}

/** Every run of SEARCH_GRAM_LENGTH characters of `text` (none when it is shorter). */
export function trigrams(text: string): string[] {
  const chars = Array.from(text);
  const grams: string[] = [];
  for (let i = 0; i + SEARCH_GRAM_LENGTH <= chars.length; i += 1) {
    grams.push(chars.slice(i, i + SEARCH_GRAM_LENGTH).join(''));
  }
  return grams;
}

/** The grams a booking is stored under: each trigram of its keys once, sorted. */
export function bookingSearchGrams(booking: SearchableBooking): string[] {
  return [...new Set(searchKeys(booking).flatMap(trigrams))].sort();
}

/**
 * What a query looks for: a phone-like query (digits with spaces, `+`, `-`, `.`, `/`, brackets)
 * as its digits, since a phone is stored as digits; anything else folded as text.
 */
export function searchNeedle(query: string): string {
  const trimmed = query.trim();
  if (/^[\d\s+\-./()]+$/.test(trimmed) && /\d/.test(trimmed)) return phoneDigits(trimmed);
  return foldSearchText(trimmed);
}

/** Whether a query is long enough to look up (at least one trigram once folded). */
export function isSearchable(query: string): boolean {
  return Array.from(searchNeedle(query)).length >= SEARCH_GRAM_LENGTH;
}

/**
 * The trigram a query is looked up by. The middle one: a name's or an address's first letters
 * ("mar", "gio") are shared by more people than the letters inside it.
 */
export function lookupGram(needle: string): string {
  const grams = trigrams(needle);
  const gram = grams[Math.floor((grams.length - 1) / 2)];
  if (gram === undefined) throw new Error('A query needs at least one trigram');
  return gram;
}

/** Whether a booking's keys hold the whole needle. */
export function matchesNeedle(booking: SearchableBooking, needle: string): boolean {
  return searchKeys(booking).some((key) => key.includes(needle));
}
