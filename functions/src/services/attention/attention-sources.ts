import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import {
  APPLICATION_WAIT_DAYS,
  type AttentionAction,
  type AttentionCursor,
  type AttentionItem,
} from '@/domain/api/staff-attention';
import { tomorrowInRome } from '@/domain/calendar';
import { getAllOf } from '@functions/lib/document-converter';
import {
  bookingRef,
  bookingsCollection,
  type BookingDoc,
} from '@functions/services/booking-base/booking-doc';
import { outboxCollection } from '@functions/services/mail/outbox';
import { applicationsCollection } from '@functions/services/membership/applications';
import { participantWaivers } from '@functions/services/waiver/participant-waivers';
import { readPage } from './attention-page';
import { attentionBooking, openReasons, refundRetryable } from './attention-booking';
import { refundForManager } from './refund-view';
import { DAY_MS } from '@/domain/time-units';

const iso = (timestamp: Timestamp) => timestamp.toDate().toISOString();

/** What one source gives a page: its rows and where its next page starts. */
interface SourcePage {
  items: AttentionItem[];
  next: AttentionCursor[keyof AttentionCursor];
}

interface Reader {
  db: Firestore;
  now: Date;
  manager: boolean;
}

const only = (...actions: (AttentionAction | false)[]) =>
  actions.filter((action): action is AttentionAction => action !== false);

/**
 * Bookings flagged `needsStaffAttention`, most recently changed first (composite index
 * needsStaffAttention + updatedAt). A flag whose causes all went away is not a row.
 */
export async function bookingItems(
  { db, manager }: Reader,
  position: AttentionCursor['bookings'] | undefined,
): Promise<SourcePage> {
  const page = await readPage(
    bookingsCollection(db).where('needsStaffAttention', '==', true),
    { field: 'updatedAt', direction: 'desc' },
    position,
    'flagged booking left out of the attention list: unreadable',
  );
  const items = page.docs.flatMap(({ id, data: booking }): AttentionItem[] => {
    const reasons = openReasons(booking);
    if (reasons.length === 0) return [];
    const refund = booking.refund;
    return [
      {
        id: `booking:${id}`,
        kind: 'booking',
        at: iso(booking.updatedAt),
        booking: attentionBooking(id, booking),
        reasons,
        ...refundForManager(refund, manager),
        actions: only(
          manager &&
            reasons.includes('refund_failed') &&
            refundRetryable(booking) &&
            'retry_refund',
          'open_booking',
          manager && 'resolve',
        ),
      },
    ];
  });
  return { items, next: page.next };
}

const BOOKING_PATH = /^bookings\/([A-Za-z0-9_-]{1,64})$/;

/**
 * Mails the outbox gave up on (flagged when abandoned), the latest attempt first (composite index
 * needsStaffAttention + lastAttemptAt), each with the booking it was about when there is one.
 */
export async function mailItems(
  { db, manager }: Reader,
  position: AttentionCursor['mails'] | undefined,
): Promise<SourcePage> {
  const page = await readPage(
    outboxCollection(db).where('needsStaffAttention', '==', true),
    { field: 'lastAttemptAt', direction: 'desc' },
    position,
    'given-up mail left out of the attention list: unreadable',
  );
  const mails = page.docs.filter(({ data }) => data.status === 'abandoned');
  const bookingIds = mails.map(({ data }) => BOOKING_PATH.exec(data.reportTo?.path ?? '')?.[1]);
  const wanted = [...new Set(bookingIds.filter((id): id is string => id !== undefined))];
  const bookings = new Map<string, BookingDoc>();
  const snapshots = await getAllOf(
    db,
    wanted.map((id) => bookingRef(db, id)),
  );
  for (const snapshot of snapshots) {
    const booking = snapshot.exists ? safeData(snapshot) : undefined;
    if (booking) bookings.set(snapshot.id, booking);
  }
  const items = mails.map(({ id, data: entry }, index): AttentionItem => {
    const bookingId = bookingIds[index];
    const booking = bookingId ? bookings.get(bookingId) : undefined;
    return {
      id: `mail:${id}`,
      kind: 'mail_abandoned',
      at: iso(entry.lastAttemptAt ?? entry.createdAt),
      mail: {
        mailId: id,
        subject: entry.message.subject.slice(0, 300),
        attempts: entry.attempts,
        ...(entry.lastError ? { lastError: entry.lastError.slice(0, 300) } : {}),
      },
      ...(booking && bookingId ? { booking: attentionBooking(bookingId, booking) } : {}),
      actions: only(
        manager && !entry.bodyDroppedAt && 'resend_mail',
        booking !== undefined && 'open_booking',
        manager && 'resolve',
      ),
    };
  });
  return { items, next: page.next };
}

/** A booking read in a batch: a malformed one is left out of the row, not the list. */
function safeData(snapshot: { data(): BookingDoc | undefined }): BookingDoc | undefined {
  try {
    return snapshot.data();
  } catch {
    return undefined;
  }
}

/**
 * Applications waiting for the board more than APPLICATION_WAIT_DAYS, oldest first (composite
 * index status + createdAt). Managers only: applicants' data is theirs to read.
 */
export async function applicationItems(
  { db, now, manager }: Reader,
  position: AttentionCursor['applications'] | undefined,
): Promise<SourcePage> {
  if (!manager) return { items: [], next: 'end' };
  const cutoff = new Date(now.getTime() - APPLICATION_WAIT_DAYS * DAY_MS);
  const page = await readPage(
    applicationsCollection(db).where('status', '==', 'submitted').where('createdAt', '<=', cutoff),
    { field: 'createdAt', direction: 'asc' },
    position,
    'waiting application left out of the attention list: unreadable',
  );
  const items = page.docs.map(({ id, data: application }): AttentionItem => ({
    id: `application:${id}`,
    kind: 'application_waiting',
    at: iso(application.createdAt),
    application: {
      applicationId: id,
      fullName: application.fullName.slice(0, 200),
      membershipType: application.membershipType,
      renewal: application.renewalOf !== undefined,
      waitingDays: Math.floor((now.getTime() - application.createdAt.toMillis()) / DAY_MS),
    },
    actions: ['open_applications'],
  }));
  return { items, next: page.next };
}

/**
 * Tomorrow's paid bookings (Europe/Rome) whose participants have not all signed the waiver in
 * force, judged as the roster judges them (participantWaivers). One day's bookings: the
 * single-field index on selectedDate serves it, as it serves the roster.
 */
export async function waiverItems({ db, now }: Reader): Promise<AttentionItem[]> {
  const tomorrow = tomorrowInRome(now);
  const snapshot = await bookingsCollection(db).where('selectedDate', '==', tomorrow).get();
  const items: AttentionItem[] = [];
  for (const doc of snapshot.docs) {
    const booking = safeData(doc);
    if (!booking || booking.status !== 'paid') continue;
    const missing = participantWaivers(booking)
      .filter((waiver) => waiver.state === 'missing')
      .map((waiver) => waiver.name);
    if (missing.length === 0) continue;
    items.push({
      id: `waiver:${doc.id}:${tomorrow}`,
      kind: 'waiver_missing',
      at: iso(booking.paidAt ?? booking.createdAt),
      booking: attentionBooking(doc.id, booking),
      missing,
      actions: ['open_booking', 'open_day'],
    });
  }
  return items;
}
