import { fromBase64url, toBase64url } from './base64url';
import { encodeTicketPayload, joinTicket, type TicketPayload } from './ticket-codec';

/**
 * The server's half: signs a ticket with the Ed25519 private key kept as the TICKET_SIGNING_KEY
 * Functions secret (PKCS#8 DER, base64url; `npm start` makes one per run). WebCrypto, the same API
 * the staff devices verify with, so one module states the format for both sides.
 */
// Return types are inferred: the functions build has Node's WebCrypto types, the app the DOM's.
function importSigningKey(pkcs8Base64url: string) {
  const der = fromBase64url(pkcs8Base64url);
  if (!der) throw new Error('TICKET_SIGNING_KEY is not base64url PKCS#8');
  return crypto.subtle.importKey('pkcs8', der, { name: 'Ed25519' }, true, ['sign']);
}

export async function signTicket(payload: TicketPayload, pkcs8Base64url: string): Promise<string> {
  const key = await importSigningKey(pkcs8Base64url);
  const bytes = encodeTicketPayload(payload);
  const signature = new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, key, bytes));
  return joinTicket(bytes, signature);
}

/** The public key (raw 32 bytes, base64url) the staff area verifies tickets with. */
export async function ticketPublicKey(pkcs8Base64url: string): Promise<string> {
  const jwk = await crypto.subtle.exportKey('jwk', await importSigningKey(pkcs8Base64url));
  if (!jwk.x) throw new Error('TICKET_SIGNING_KEY is not an Ed25519 key');
  return jwk.x;
}

/** A fresh key pair's private half in the secret's format (the local stack, tests). */
export async function newTicketSigningKey(): Promise<string> {
  const pair = await crypto.subtle.generateKey('Ed25519', true, ['sign', 'verify']);
  if (!('privateKey' in pair)) throw new Error('Ed25519 gives a key pair');
  return toBase64url(new Uint8Array(await crypto.subtle.exportKey('pkcs8', pair.privateKey)));
}
