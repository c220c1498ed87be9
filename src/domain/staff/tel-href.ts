/**
 * A `tel:` link to a phone number as a customer typed it: only its digits, and a `+` it starts
 * with, reach the dialer, so spaces, dashes, slashes or a note in the field cannot break the link.
 */
export function telHref(phone: string): string {
  const international = phone.trim().startsWith('+');
  return `tel:${international ? '+' : ''}${phone.replace(/\D/g, '')}`;
}
