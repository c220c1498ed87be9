import { createHmac } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';

/**
 * A document id for a key that names a person (an address, a member's name, an e-mail):
 * HMAC-SHA256 under the KEY_HASH_SECRET Functions secret. A plain hash could be reversed by
 * hashing guesses (every IPv4 address, the names in a phone book); without the secret it cannot.
 * An empty secret (a function that forgot to bind it) fails the call instead of silently
 * writing guessable ids.
 */
export function keyedId(secret: string, key: string): string {
  if (secret.length < 16) throw new Error('KEY_HASH_SECRET is missing or too short');
  return createHmac('sha256', secret).update(key).digest('hex');
}

/** Firestore and the secret its person-keyed document ids are made with. */
export interface KeyedStore {
  db: Firestore;
  /** The KEY_HASH_SECRET Functions secret (tests pass their own). */
  keyHashSecret: string;
}
