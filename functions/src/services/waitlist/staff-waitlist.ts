import type { Timestamp } from 'firebase-admin/firestore';
import {
  staffWaitlistRequestSchema,
  type StaffWaitlistEntry,
  type StaffWaitlistResponse,
} from '@/domain/api/waitlist';
import { parseInput } from '@functions/lib/callable-errors';
import { requireStaff, type StaffCall, type StaffDeps } from '@functions/lib/require-staff';
import { recordStaffAction } from '@functions/services/audit-log/audit-log';
import { LIVE_STATUSES, waitlistCollection, type WaitlistEntryDoc } from './waitlist-doc';

const iso = (timestamp: Timestamp) => timestamp.toDate().toISOString();

function toStaffEntry(entryId: string, entry: WaitlistEntryDoc): StaffWaitlistEntry {
  return {
    entryId,
    name: entry.name,
    email: entry.email,
    partySize: entry.partySize,
    status: entry.status,
    createdAt: iso(entry.createdAt),
    ...(entry.status === 'offered' && entry.offerExpiresAt
      ? { offerExpiresAt: iso(entry.offerExpiresAt) }
      : {}),
    ...(entry.bookingId ? { bookingId: entry.bookingId } : {}),
  };
}

interface Listed {
  id: string;
  entry: WaitlistEntryDoc;
}

/**
 * The line's order: the live entries first, oldest first, then the ended ones, oldest first;
 * entries of the same instant by id, as the offer engine's query orders them.
 */
function lineOrder(a: Listed, b: Listed): number {
  const live = ({ entry }: Listed) => (LIVE_STATUSES.includes(entry.status) ? 0 : 1);
  return (
    live(a) - live(b) ||
    a.entry.createdAt.toMillis() - b.entry.createdAt.toMillis() ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/**
 * staffWaitlist: the waiting list of one date for the staff area, in line order. It discloses
 * visitors' names and addresses: recorded in the audit log before it is answered, like the
 * day's roster.
 */
export async function handleStaffWaitlist(
  deps: StaffDeps,
  call: StaffCall,
): Promise<StaffWaitlistResponse> {
  const member = await requireStaff(deps, call);
  const { tourId, date } = parseInput(staffWaitlistRequestSchema, call.data ?? {});
  // Two equality filters are served by single-field indexes; a date's list is short.
  const snapshot = await waitlistCollection(deps.db)
    .where('tourId', '==', tourId)
    .where('date', '==', date)
    .get();
  const entries = snapshot.docs
    .map((doc) => ({ id: doc.id, entry: doc.data() }))
    .sort(lineOrder)
    .slice(0, 500);
  await recordStaffAction(
    deps.db,
    member,
    {
      action: 'waitlist_read',
      target: `waitlist?tourId=${tourId}&date=${date}`,
      details: { tourId, date, entries: entries.length },
    },
    deps.now(),
  );
  return { entries: entries.map(({ id, entry }) => toStaffEntry(id, entry)) };
}
