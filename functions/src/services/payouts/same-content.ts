import { Timestamp } from 'firebase-admin/firestore';
import type { PayoutDoc } from './payout-doc';

/** A value with its maps' keys sorted and Timestamps as milliseconds: Firestore keeps no key order. */
function canonical(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toMillis();
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, entry]) => entry !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, entry]) => [key, canonical(entry)]),
    );
  }
  return value;
}

/** True when the stored payout says what `content` says (when it was written aside). */
export function samePayoutContent(
  stored: PayoutDoc,
  content: Omit<PayoutDoc, 'reconciledAt'>,
): boolean {
  const { reconciledAt: _written, ...storedContent } = stored;
  return JSON.stringify(canonical(storedContent)) === JSON.stringify(canonical(content));
}
