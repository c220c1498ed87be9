import type { CallableRequest } from 'firebase-functions/v2/https';

/** What a callable's plain handler needs from the request, so tests can call it directly. */
export interface CallContext {
  data: unknown;
  /** The signed-in user's uid (verified ID token), if any. */
  uid?: string;
  /** Whom to count for rate limits: the uid when signed in, else the client's IP address. */
  clientKey: string;
}

function clientIp(request: CallableRequest): string {
  // Hosting and Cloud Run put the client first in X-Forwarded-For; the socket address is a proxy's.
  const forwarded = request.rawRequest.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || request.rawRequest.ip || 'unknown';
}

export function callContext(request: CallableRequest): CallContext {
  const uid = request.auth?.uid;
  return {
    data: request.data,
    ...(uid ? { uid } : {}),
    clientKey: uid ? `uid:${uid}` : `ip:${clientIp(request)}`,
  };
}
