import { Timestamp } from 'firebase-admin/firestore';
import type { Random } from './random';
import { MINUTE_MS } from '../../../src/domain/time-units';

export const at = (ms: number) => Timestamp.fromMillis(ms);

/** A rental's own clock: its id (Stripe's ids are made from it), its checkout, its payment, now. */
export interface Times {
  id: string;
  createdMs: number;
  paidMs: number;
  nowMs: number;
}

/** An instant from `from` to `to` on a whole `unit`, or null when `to` comes first. */
export function instantBetween(
  random: Random,
  from: number,
  to: number,
  unit = MINUTE_MS,
): number | null {
  if (to < from) return null;
  return from + random.int(0, Math.floor((to - from) / unit)) * unit;
}
