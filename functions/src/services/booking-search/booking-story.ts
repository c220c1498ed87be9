import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import {
  staffBookingRequestSchema,
  type StaffBookingStory,
  type StoryEvent,
} from '@/domain/api/staff-booking-search';
import { quoteRefund } from '@/domain/refund-policy';
import { failure, parseInput } from '@functions/lib/callable-errors';
import { requireStaff, type StaffCall, type StaffDeps } from '@functions/lib/require-staff';
import { bookingRef, type BookingDoc } from '@functions/services/booking-base/booking-doc';
import { stillPaidCents } from '@functions/services/booking/settled';
import { outboxCollection } from '@functions/services/mail/outbox';
import { scheduleForBooked } from '@functions/services/schedules';
import { auditLogCollection, recordStaffAction } from '@functions/services/audit-log/audit-log';
import type { ManageLinkSettings } from '@functions/services/booking-base/deps';
import { receiptIdOf } from '@functions/services/receipts/issue-receipt';
import {
  creditNotesCollection,
  receiptsCollection,
} from '@functions/services/receipts/receipt-doc';
import { receiptUrl } from '@functions/services/receipts/receipt-link';
import { toFoundBooking } from './find-bookings';

export interface BookingStoryDeps extends StaffDeps {
  /** Signs the receipt's link a manager opens from the story. */
  links: ManageLinkSettings;
}

/** The most mails and staff actions one story lists: far above a booking's real life. */
const STORY_READ_LIMIT = 50;

const iso = (timestamp: Timestamp) => timestamp.toDate().toISOString();

/**
 * What the booking document itself tells: its own times, oldest first once sorted. The amounts
 * (paid, refunded) only for a manager: a guide needs the story, not the money.
 */
function bookingEvents(booking: BookingDoc, manager: boolean): StoryEvent[] {
  const events: StoryEvent[] = [{ kind: 'created', at: iso(booking.createdAt) }];
  if (booking.paidAt) {
    events.push({
      kind: 'paid',
      at: iso(booking.paidAt),
      ...(manager ? { amountCents: booking.amountTotalCents } : {}),
    });
    if (booking.ticket) events.push({ kind: 'ticket_issued', at: iso(booking.paidAt) });
  }
  if (booking.expiredAt) events.push({ kind: 'expired', at: iso(booking.expiredAt) });
  if (booking.checkedInAt) events.push({ kind: 'checked_in', at: iso(booking.checkedInAt) });
  for (const change of booking.dateChanges ?? []) {
    events.push({
      kind: 'date_changed',
      at: iso(change.at),
      from: change.from,
      to: change.to,
      by: change.by,
    });
  }
  if (booking.cancelledAt) {
    events.push({
      kind: 'cancelled',
      at: iso(booking.cancelledAt),
      ...(booking.cancelledBy ? { by: booking.cancelledBy } : {}),
    });
  }
  if (booking.refund) {
    events.push({
      kind: 'refund',
      at: iso(booking.refund.requestedAt),
      ...(manager ? { amountCents: booking.refund.amountCents } : {}),
      status: booking.refund.status,
      ...(booking.refund.succeededAt ? { succeededAt: iso(booking.refund.succeededAt) } : {}),
    });
  }
  if (booking.refundedAt) events.push({ kind: 'refunded', at: iso(booking.refundedAt) });
  return events;
}

/** Each mail the outbox holds for the booking, with its delivery (one equality: single-field index). */
async function mailEvents(db: Firestore, path: string): Promise<StoryEvent[]> {
  const snapshot = await outboxCollection(db)
    .where('reportTo.path', '==', path)
    .limit(STORY_READ_LIMIT)
    .get();
  return snapshot.docs.map((doc) => {
    const entry = doc.data();
    return {
      kind: 'mail',
      at: iso(entry.createdAt),
      mail: entry.reportTo?.key ?? 'other',
      status: entry.status,
      attempts: entry.attempts,
      ...(entry.sentAt ? { sentAt: iso(entry.sentAt) } : {}),
    };
  });
}

/**
 * The booking's receipt and its credit notes (one read and one equality filter); the receipt's
 * link and the credited amounts for managers only.
 */
async function receiptEvents(
  deps: Pick<BookingStoryDeps, 'db' | 'links'>,
  bookingId: string,
  manager: boolean,
): Promise<StoryEvent[]> {
  const id = receiptIdOf({ kind: 'booking', bookingId });
  const [receipt, notes] = await Promise.all([
    receiptsCollection(deps.db).doc(id).get(),
    creditNotesCollection(deps.db).where('receiptId', '==', id).get(),
  ]);
  const issued = receipt.data();
  if (!issued) return [];
  return [
    {
      kind: 'receipt',
      at: iso(issued.issuedAt),
      number: issued.number,
      ...(manager ? { url: receiptUrl(id, deps.links) } : {}),
    },
    ...notes.docs.map((doc): StoryEvent => {
      const note = doc.data();
      return {
        kind: 'credit_note',
        at: iso(note.issuedAt),
        number: note.number,
        ...(manager ? { amountCents: note.amountCents } : {}),
      };
    }),
  ];
}

/**
 * Staff actions on the booking, newest first (index: auditLog target asc, at desc). A manager's
 * free-text reason only for a manager.
 */
async function staffEvents(db: Firestore, path: string, manager: boolean): Promise<StoryEvent[]> {
  const snapshot = await auditLogCollection(db)
    .where('target', '==', path)
    .orderBy('at', 'desc')
    .limit(STORY_READ_LIMIT)
    .get();
  return snapshot.docs.map((doc) => {
    const entry = doc.data();
    const reason = entry.details['reason'];
    return {
      kind: 'staff_action',
      at: iso(entry.at),
      action: entry.action,
      actorEmail: entry.actorEmail,
      ...(manager && typeof reason === 'string' ? { reason } : {}),
    };
  });
}

/**
 * staffBookingStory: one booking with its story as a timeline (created, paid, ticket, each mail
 * and its delivery, check-in, date changes, cancellation and refund, staff actions), oldest first,
 * and what cancelling it now would refund under the terms. The amounts, refund figures and the
 * managers' reasons are answered to managers only (least privilege: a guide acts on none of them).
 */
export async function handleStaffBookingStory(
  deps: BookingStoryDeps,
  call: StaffCall,
): Promise<StaffBookingStory> {
  const member = await requireStaff(deps, call);
  const { bookingId } = parseInput(staffBookingRequestSchema, call.data ?? {});
  const ref = bookingRef(deps.db, bookingId);
  const booking = (await ref.get()).data();
  if (!booking) throw failure('not-found', 'NOT_FOUND', 'NOT_FOUND: no such booking');
  const now = deps.now();
  const [mails, actions, receipts] = await Promise.all([
    mailEvents(deps.db, ref.path),
    staffEvents(deps.db, ref.path, member.manager),
    receiptEvents(deps, bookingId, member.manager),
  ]);
  const events = [
    ...bookingEvents(booking, member.manager),
    ...mails,
    ...actions,
    ...receipts,
  ].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  const paidCents = booking.status === 'paid' ? stillPaidCents(booking) : 0;
  const policy =
    member.manager && booking.status === 'paid'
      ? quoteRefund(
          { paidCents, date: booking.selectedDate },
          await scheduleForBooked(deps.db, booking.tourId),
          now,
        )
      : undefined;
  // It discloses the customer's data: recorded before it is answered, like the day's roster. Its
  // target is the story, not the booking, so reading never shows among the booking's actions.
  await recordStaffAction(
    deps.db,
    member,
    { action: 'booking_story_read', target: `${ref.path}/story`, details: { bookingId } },
    now,
  );
  return {
    booking: {
      ...toFoundBooking(bookingId, booking),
      participantNames: booking.participantNames,
      ...(member.manager ? { amountTotalCents: booking.amountTotalCents, paidCents } : {}),
      ...(policy
        ? { policyRefund: { percent: policy.percent, amountCents: policy.amountCents } }
        : {}),
      attentionReasons: booking.needsStaffAttention ? booking.staffAttentionReasons : [],
    },
    events,
    asOf: now.toISOString(),
  };
}
