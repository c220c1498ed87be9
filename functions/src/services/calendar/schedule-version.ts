import type { Timestamp } from 'firebase-admin/firestore';

/**
 * A schedule document's version as the calendar sees it: its Firestore update time to the
 * nanosecond (`seconds.nanoseconds`). Any write changes it, the console's and "Annulla data"'s
 * included, so a change made on an older reading is recognised and refused.
 */
export function scheduleVersion(updateTime: Timestamp | undefined): string | null {
  if (!updateTime) return null;
  return `${updateTime.seconds}.${String(updateTime.nanoseconds).padStart(9, '0')}`;
}
