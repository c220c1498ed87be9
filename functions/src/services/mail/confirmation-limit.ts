import { logger } from 'firebase-functions';
import type { KeyedStore } from '@functions/lib/keyed-id';
import { consumeRateLimits, type Limit } from '@functions/services/rate-limit';
import { DAY_MS } from '@/domain/time-units';
import { emailIdentity } from '@/domain/email-address';

/**
 * Mails one address may receive from the public forms in a day, whoever types it and whether they
 * are signed in: contact, membership and renewal confirmations and the waiting list's "joined" mail
 * all count against this one allowance.
 */
export const CONFIRMATIONS_PER_RECIPIENT: Limit = { limit: 3, windowMs: DAY_MS };

/**
 * Whether a confirmation may still go to an address a visitor typed: a few a day, so nobody can
 * use the forms to flood someone else's mailbox. Past the limit the record is stored and the
 * association told as usual; only the confirmation is left out.
 */
export async function mayConfirmTo(
  store: KeyedStore,
  form: string,
  address: string,
  now: Date,
): Promise<boolean> {
  const key = `confirmation:${emailIdentity(address)}`;
  const allowed = await consumeRateLimits(store, [{ key, ...CONFIRMATIONS_PER_RECIPIENT }], now);
  if (!allowed) logger.warn('confirmation limit reached, confirmation left out', { form });
  return allowed;
}
