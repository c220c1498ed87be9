import { z } from '@/domain/zod';

/**
 * The ids a caller may name (a booking's, above all). The functions build Firestore paths from
 * them, where a `/` would reach another collection or a nested document: only letters, digits,
 * `_` and `-` are taken, as many as any id of ours has and no more. Firestore's own random ids
 * (20 characters) and the member numbers fit.
 */
export const ID_MAX_LENGTH = 64;
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function isId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}

/** An id sent by a caller: refused (never trimmed into shape) when it is anything else. */
export const idSchema = z.string().max(ID_MAX_LENGTH).regex(ID_PATTERN, 'Invalid id');

/**
 * A Stripe Checkout Session id (`cs_test_…`, `cs_live_…`): letters, digits and `_` after the
 * prefix, within the 255 characters Stripe allows for an object's id.
 */
export const STRIPE_ID_MAX_LENGTH = 255;
export const checkoutSessionIdSchema = z
  .string()
  .max(STRIPE_ID_MAX_LENGTH)
  .regex(/^cs_[A-Za-z0-9_]+$/, 'Invalid Checkout Session id');
