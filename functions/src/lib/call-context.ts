import type { CallableRequest } from 'firebase-functions/v2/https';

/** What a callable's plain handler needs from the request, so tests can call it directly. */
export interface CallContext {
  data: unknown;
  /** The signed-in user's uid (verified ID token), if any. */
  uid?: string;
  /** Whom to count for rate limits: the uid when signed in, else the client's IP address. */
  clientKey: string;
}

/** The parts of an HTTP request the client address is read from. */
export interface ForwardedRequest {
  headers: Record<string, string | string[] | undefined>;
  socket?: { remoteAddress?: string | undefined };
}

/**
 * The caller's address as the platform saw it. Every proxy in front of the function APPENDS the
 * address it received the request from to X-Forwarded-For, so only the last `trustedHops` entries
 * were written by infrastructure; anything before them is whatever the caller chose to send. With
 * `trustedHops` = 1 (a function reached directly: Google's front end appends the caller) the last
 * entry is the caller; with 2 (Firebase Hosting's CDN appends the caller, then Google's front end
 * appends the CDN's edge) it is the one before. Without the header, the socket's peer is the caller.
 * README, "Rate limits and the client address", says which value each deployment uses.
 */
export function clientAddress(request: ForwardedRequest, trustedHops: number): string {
  const header = request.headers['x-forwarded-for'];
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const hops = Math.max(1, Math.floor(trustedHops));
  // Fewer entries than trusted hops: the first one was still appended by a proxy we trust.
  const seen = entries.length >= hops ? entries[entries.length - hops] : entries[0];
  return seen || request.socket?.remoteAddress || 'unknown';
}

export function callContext(request: CallableRequest, trustedHops: number): CallContext {
  const uid = request.auth?.uid;
  return {
    data: request.data,
    ...(uid ? { uid } : {}),
    clientKey: uid ? `uid:${uid}` : `ip:${clientAddress(request.rawRequest, trustedHops)}`,
  };
}
