import type { CallableRequest } from 'firebase-functions/v2/https';
import type { BlockList } from 'node:net';
import { addressBucket, clientAddress } from './client-address';

/** What a callable's plain handler needs from the request, so tests can call it directly. */
export interface CallContext {
  data: unknown;
  /** The signed-in user's uid (verified ID token), if any. */
  uid?: string;
  /**
   * Whom to count for rate limits: the uid when signed in, else the client's address (an IPv6
   * address as its /64), read by the rule in client-address.ts.
   */
  clientKey: string;
  /**
   * A signed-in caller's address, counted as well: accounts are free to make, so many of them
   * behind one address get no more than that address would without them.
   */
  addressKey?: string;
}

/** `edge`: Firebase Hosting's edge ranges (`HOSTING_EDGE_RANGES`, docs/deploy.md "Rate limits"). */
export function callContext(request: CallableRequest, edge: BlockList): CallContext {
  const uid = request.auth?.uid;
  const address = `ip:${addressBucket(clientAddress(request.rawRequest, edge))}`;
  return {
    data: request.data,
    ...(uid ? { uid, addressKey: address } : {}),
    clientKey: uid ? `uid:${uid}` : address,
  };
}
