import { logger } from 'firebase-functions';
import {
  staffAttentionRequestSchema,
  type AttentionCursor,
  type StaffAttention,
} from '@/domain/api/staff-attention';
import { parseInput } from '@functions/lib/callable-errors';
import { requireStaff, type StaffCall, type StaffDeps } from '@functions/lib/require-staff';
import { applicationItems, bookingItems, mailItems, waiverItems } from './attention-sources';
import { rentalLateItems } from './rental-late-items';
import { rentalRefundItems } from './rental-refund-items';
import { rentalWaiverItems } from './rental-waiver-items';
import { systemProblemItems } from './system-problem-items';

/**
 * staffAttention: "Da controllare" for staff (a guide sees the rows and links, a manager also the
 * actions and the applications). Each source is read a page at a time through its index; the
 * first page also carries tomorrow's missing waivers, the open system problems, the late
 * rentals and the rentals whose refund failed. Rows are newest first; the web app words
 * them.
 */
export async function handleStaffAttention(
  deps: StaffDeps,
  call: StaffCall,
): Promise<StaffAttention> {
  const member = await requireStaff(deps, call);
  const { cursor } = parseInput(staffAttentionRequestSchema, call.data ?? {});
  const now = deps.now();
  const reader = { db: deps.db, now, manager: member.manager };
  const [bookings, mails, applications, waivers, problems, lateRentals, rentalRefunds, riders] =
    await Promise.all([
      bookingItems(reader, cursor?.bookings),
      mailItems(reader, cursor?.mails),
      applicationItems(reader, cursor?.applications),
      cursor ? Promise.resolve([]) : waiverItems(reader),
      cursor ? Promise.resolve([]) : systemProblemItems(reader),
      cursor ? Promise.resolve([]) : rentalLateItems(reader),
      cursor ? Promise.resolve([]) : rentalRefundItems(reader),
      cursor ? Promise.resolve([]) : rentalWaiverItems(reader),
    ]);
  const items = [
    ...bookings.items,
    ...mails.items,
    ...applications.items,
    ...waivers,
    ...problems,
    ...lateRentals,
    ...rentalRefunds,
    ...riders,
  ].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : a.id.localeCompare(b.id)));
  const nextCursor: AttentionCursor = {
    bookings: bookings.next,
    mails: mails.next,
    applications: applications.next,
  };
  const more = Object.values(nextCursor).some((position) => position !== 'end');
  logger.info('staff attention read', { count: items.length, more });
  return { asOf: now.toISOString(), items, ...(more ? { nextCursor } : {}) };
}
