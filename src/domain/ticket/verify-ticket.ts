import { fromBase64url } from './base64url';
import { decodeTicketPayload, splitTicket, type TicketPayload } from './ticket-codec';

type Ed25519Verify = (signature: Uint8Array, message: Uint8Array, key: Uint8Array) => boolean;

async function webCryptoVerify(
  signature: Uint8Array<ArrayBuffer>,
  message: Uint8Array<ArrayBuffer>,
  key: Uint8Array<ArrayBuffer>,
) {
  const publicKey = await crypto.subtle.importKey('raw', key, { name: 'Ed25519' }, false, [
    'verify',
  ]);
  return crypto.subtle.verify({ name: 'Ed25519' }, publicKey, signature, message);
}

let fallback: Promise<Ed25519Verify> | undefined;

/**
 * @noble/curves for a browser without Ed25519 in WebCrypto (Chrome before 137, older phones): an
 * audited, dependency-free implementation, loaded only on such a browser. `zip215: false` keeps
 * its verdicts identical to WebCrypto's strict RFC 8032 check.
 */
function nobleVerify(): Promise<Ed25519Verify> {
  fallback ??= import('@noble/curves/ed25519.js').then(
    ({ ed25519 }) =>
      (signature, message, key) =>
        ed25519.verify(signature, message, key, { zip215: false }),
  );
  return fallback;
}

/** True when this runtime's WebCrypto refuses Ed25519 itself (not a bad key or signature). */
const isUnsupported = (error: unknown) =>
  error instanceof DOMException && error.name === 'NotSupportedError';

/** A ticket's signed bytes, signature and the public key, or null when any is malformed. */
function ticketParts(text: string, publicKeyBase64url: string) {
  const parts = splitTicket(text);
  const key = fromBase64url(publicKeyBase64url);
  return parts && key?.length === 32 ? { ...parts, key } : null;
}

/**
 * Checks a ticket's Ed25519 signature and returns what it states, or null for anything not signed
 * by the key whose public half is given (raw 32 bytes, base64url). WebCrypto where the browser has
 * Ed25519 (Chrome 137+, Safari 17+, Firefox 129+, Node 20), else @noble/curves. Works offline.
 */
export async function verifyTicket(
  text: string,
  publicKeyBase64url: string,
): Promise<TicketPayload | null> {
  const parts = ticketParts(text, publicKeyBase64url);
  if (!parts) return null;
  let valid: boolean;
  try {
    valid = await webCryptoVerify(parts.signature, parts.payload, parts.key);
  } catch (error) {
    if (!isUnsupported(error)) return null;
    valid = (await nobleVerify())(parts.signature, parts.payload, parts.key);
  }
  return valid ? decodeTicketPayload(parts.payload) : null;
}

/** The library path alone, so tests show it agrees with WebCrypto on the same tickets. */
export async function verifyWithoutWebCrypto(
  text: string,
  publicKeyBase64url: string,
): Promise<TicketPayload | null> {
  const parts = ticketParts(text, publicKeyBase64url);
  if (!parts) return null;
  const valid = await nobleVerify().then((verify) =>
    verify(parts.signature, parts.payload, parts.key),
  );
  return valid ? decodeTicketPayload(parts.payload) : null;
}
