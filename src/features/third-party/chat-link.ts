/** The spec's prefilled greeting; always Italian, the language the staff answer the chat in. */
export const CHAT_GREETING = 'Ciao! Vorrei ricevere informazioni sui vostri tour in e-bike.';

/** A WhatsApp conversation with the association, or undefined when no number is configured. */
export function chatUrl(phoneNumber: string | undefined): string | undefined {
  const digits = phoneNumber?.replace(/\D/g, '');
  if (!digits) return undefined;
  return `https://wa.me/${digits}?text=${encodeURIComponent(CHAT_GREETING)}`;
}
