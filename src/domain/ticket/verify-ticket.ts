import { fromBase64url } from './base64url';
import { decodeTicketPayload, splitTicket, type TicketPayload } from './ticket-codec';

/**
 * Checks a ticket's Ed25519 signature with WebCrypto (browsers: Chrome 137+, Safari 17+,
 * Firefox 129+; Node 20) and returns what it states, or null for anything not signed by the
 * key whose public half is given (raw 32 bytes, base64url). Works offline.
 */
export async function verifyTicket(
  text: string,
  publicKeyBase64url: string,
): Promise<TicketPayload | null> {
  const parts = splitTicket(text);
  const rawKey = fromBase64url(publicKeyBase64url);
  if (!parts || !rawKey || rawKey.length !== 32) return null;
  const key = await crypto.subtle.importKey('raw', rawKey, { name: 'Ed25519' }, false, ['verify']);
  const valid = await crypto.subtle.verify(
    { name: 'Ed25519' },
    key,
    parts.signature,
    parts.payload,
  );
  return valid ? decodeTicketPayload(parts.payload) : null;
}
