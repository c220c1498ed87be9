import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
  type UpdateData,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { subMonths } from 'date-fns';
import { addDays, todayInRome } from '@/domain/calendar';
import { addMonthsToDay } from '@/domain/rome-time';
import { chunked } from '@functions/lib/chunked';
import { CONTACT_COLLECTION } from './contact';
import { MEMBERSHIP_COLLECTION } from './membership';
import { OUTBOX_COLLECTION } from './mail/outbox';
import { WAITLIST_COLLECTION } from './waitlist/waitlist-doc';

/** How long personal data are kept (params BOOKING_RETENTION_MONTHS, MESSAGE_RETENTION_MONTHS). */
export interface RetentionSettings {
  /** Months after the tour day a booking (or the last day a rental) keeps its personal fields (default 12). */
  bookingMonths: number;
  /** Months contact messages and membership applications are kept (default 24). */
  messageMonths: number;
}

export interface RetentionReport {
  bookingsAnonymised: number;
  rentalsAnonymised: number;
  mailBodiesDropped: number;
  contactMessagesDeleted: number;
  applicationsDeleted: number;
  memberContactsDropped: number;
  waiversErased: number;
  waitlistEntriesAnonymised: number;
  unconfirmedWaitlistEntriesDeleted: number;
  vouchersAnonymised: number;
}

/**
 * Days after its date a waiting-list entry keeps the name and e-mail it was joined with: long
 * enough for staff to answer a question about an offer, after which it only counts demand.
 */
export const WAITLIST_RETENTION_DAYS = 30;

/** Documents changed per batch: Firestore takes up to 500 writes in one. */
const BATCH = 200;

/**
 * What a booking keeps once anonymised: what accounting needs (tour, date, seats, amounts,
 * status, Stripe ids, refund and payment times). Everything that names or reaches a person goes.
 */
const ANONYMISED_BOOKING = {
  customerName: '',
  customerEmail: '',
  customerPhone: FieldValue.delete(),
  additionalNotes: '',
  participantNames: [],
  'gating.memberNameEntered': '',
  // The member number leads straight back to the person in the register: it goes too (null, as
  // for a booking made without one).
  'gating.memberId': null,
  uid: FieldValue.delete(),
  // The staff search's grams are pieces of the name, e-mail and phone: they go with them.
  searchGramsAt: FieldValue.delete(),
};

/** What a rental keeps once anonymised: as a booking, with its riders' names gone too. */
const ANONYMISED_RENTAL = {
  customerName: '',
  customerEmail: '',
  customerPhone: FieldValue.delete(),
  additionalNotes: '',
  'gating.memberNameEntered': '',
  'gating.memberId': null,
  uid: FieldValue.delete(),
  returnNote: FieldValue.delete(),
};

/**
 * What a booking or rental loses when its waivers' period ends (`waiversKeptUntil`, the tour's or
 * the rental's first day plus WAIVER_RETENTION_YEARS): the signatures, replaced ones included. The
 * anonymisation a year after leaves them alone, since they are the evidence a claim would be
 * judged on.
 */
const ERASED_WAIVERS = {
  waivers: FieldValue.delete(),
  supersededWaivers: FieldValue.delete(),
  waiversKeptUntil: FieldValue.delete(),
};

/** Runs `change` on every document the query finds, a batch at a time, until none is left. */
async function drain(
  db: Firestore,
  query: Query,
  change: (
    batch: FirebaseFirestore.WriteBatch,
    ref: FirebaseFirestore.DocumentReference,
    doc: FirebaseFirestore.QueryDocumentSnapshot,
  ) => void,
): Promise<number> {
  let done = 0;
  for (;;) {
    const page = await query.limit(BATCH).get();
    if (page.empty) return done;
    const batch = db.batch();
    for (const doc of page.docs) change(batch, doc.ref, doc);
    await batch.commit();
    done += page.size;
    if (page.size < BATCH) return done;
  }
}

/** Updates `docs` in batched writes of BATCH, each with the change `changeOf` gives it. */
async function updateInBatches(
  db: Firestore,
  docs: readonly QueryDocumentSnapshot[],
  changeOf: (doc: QueryDocumentSnapshot) => UpdateData<DocumentData>,
) {
  for (const run of chunked(docs, BATCH)) {
    const batch = db.batch();
    for (const doc of run) batch.update(doc.ref, changeOf(doc));
    await batch.commit();
  }
}

/**
 * The register itself (number, name, type, dates) is the association's book of members and is
 * kept; what only served to write to a member (e-mail, language) goes `months` after their
 * membership ended. The register is small, so the lapsed rows are read and filtered here rather
 * than through an index on two fields.
 */
async function dropLapsedMemberContacts(db: Firestore, now: Date, months: number) {
  const cutoff = addMonthsToDay(todayInRome(now), -months);
  const lapsed = await db.collection('members').where('validUntil', '<', cutoff).get();
  const withContacts = lapsed.docs.filter(
    (doc) => doc.get('email') !== undefined || doc.get('locale') !== undefined,
  );
  await updateInBatches(db, withContacts, () => ({
    email: FieldValue.delete(),
    locale: FieldValue.delete(),
  }));
  return withContacts.length;
}

/**
 * A voucher keeps who bought it, for whom and the message while it can be used and `months`
 * after its last day, for questions about it; then only what accounting needs stays: its value,
 * ledger, validity, Stripe ids and times. Vouchers are few, so the lapsed ones are read and
 * filtered here rather than through an index on two fields.
 */
async function anonymiseLapsedVouchers(db: Firestore, now: Date, months: number) {
  const cutoff = addMonthsToDay(todayInRome(now), -months);
  const lapsed = await db.collection('vouchers').where('validUntil', '<', cutoff).get();
  const named = lapsed.docs.filter((doc) => doc.get('anonymisedAt') === undefined);
  const at = Timestamp.fromDate(now);
  await updateInBatches(db, named, (doc) => ({
    buyerName: '',
    buyerEmail: '',
    recipientName: '',
    message: '',
    ...(doc.get('delivery.recipientEmail') === undefined ? {} : { 'delivery.recipientEmail': '' }),
    searchGramsAt: FieldValue.delete(),
    anonymisedAt: at,
    updatedAt: at,
  }));
  return named.length;
}

/**
 * The retention job (applyRetention, daily): anonymises bookings whose tour lies more than
 * `bookingMonths` in the past, drops the bodies of mails sent more than 30 days ago (their
 * `bodyExpiresAt`), and deletes contact messages and membership applications older than
 * `messageMonths`, with their outbox entries, and a lapsed member's e-mail and language
 * `messageMonths` after the membership ended, and the signed waivers once their ten years after
 * the tour are over (each booking's `waiversKeptUntil`), and the name and e-mail of waiting-list
 * entries WAITLIST_RETENTION_DAYS after their date; a waiting-list entry never confirmed is
 * deleted, with its mail, once its `confirmBy` (24 h) has passed; a voucher's names, e-mails and
 * message `bookingMonths` after its last day of use. Counters, processed Stripe events, hold
 * lists and settled outbox entries expire by Firestore TTL policies (firestore.indexes.json).
 * Idempotent.
 */
export async function applyRetention(
  db: Firestore,
  settings: RetentionSettings,
  now: Date,
): Promise<RetentionReport> {
  const at = Timestamp.fromDate(now);
  // A tour on the cutoff day itself is kept: the whole day must be `bookingMonths` old.
  const bookingCutoff = addMonthsToDay(todayInRome(now), -settings.bookingMonths);
  const bookingsAnonymised = await drain(
    db,
    // Every booking is created with `anonymisedAt: null`, so the pending ones are one query.
    db
      .collection('bookings')
      .where('anonymisedAt', '==', null)
      .where('selectedDate', '<', bookingCutoff),
    (batch, ref) => batch.update(ref, { ...ANONYMISED_BOOKING, anonymisedAt: at, updatedAt: at }),
  );

  // A rental keeps what accounting needs, as a booking does; its riders' names go with the rest.
  const rentalsAnonymised = await drain(
    db,
    db.collection('rentals').where('anonymisedAt', '==', null).where('endDate', '<', bookingCutoff),
    (batch, ref, doc) =>
      batch.update(ref, {
        ...ANONYMISED_RENTAL,
        // The sizes stay (the desk's history of what went out); who rode them goes.
        bikes: ((doc.get('bikes') as { size: string }[] | undefined) ?? []).map(({ size }) => ({
          size,
          riderName: '',
        })),
        anonymisedAt: at,
        updatedAt: at,
      }),
  );

  const mailBodiesDropped = await drain(
    db,
    db.collection(OUTBOX_COLLECTION).where('bodyExpiresAt', '<=', at),
    (batch, ref) =>
      batch.update(ref, {
        message: { to: [], subject: '', text: '', html: '' },
        // A given-up mail's follow-up (never queued) goes with it.
        followUp: FieldValue.delete(),
        bodyExpiresAt: FieldValue.delete(),
        bodyDroppedAt: at,
      }),
  );

  const messageCutoff = Timestamp.fromDate(subMonths(now, settings.messageMonths));
  const deleteWithMails = (collection: string) =>
    drain(db, db.collection(collection).where('createdAt', '<', messageCutoff), (batch, ref) => {
      batch.delete(ref);
      for (const key of ['inbox', 'confirmation', 'decision']) {
        batch.delete(db.collection(OUTBOX_COLLECTION).doc(`${collection}-${ref.id}-${key}`));
      }
    });
  const contactMessagesDeleted = await deleteWithMails(CONTACT_COLLECTION);
  const applicationsDeleted = await deleteWithMails(MEMBERSHIP_COLLECTION);
  const memberContactsDropped = await dropLapsedMemberContacts(db, now, settings.messageMonths);
  // A tour's participants and a rental's riders sign the same waiver, kept as long.
  let waiversErased = 0;
  for (const collection of ['bookings', 'rentals']) {
    waiversErased += await drain(
      db,
      db.collection(collection).where('waiversKeptUntil', '<', todayInRome(now)),
      (batch, ref) => batch.update(ref, { ...ERASED_WAIVERS, updatedAt: at }),
    );
  }

  const waitlistCutoff = addDays(todayInRome(now), -WAITLIST_RETENTION_DAYS);
  const waitlistEntriesAnonymised = await drain(
    db,
    // Created with `anonymisedAt: null` like bookings: one query (index anonymisedAt + date).
    db
      .collection(WAITLIST_COLLECTION)
      .where('anonymisedAt', '==', null)
      .where('date', '<', waitlistCutoff),
    (batch, ref) => batch.update(ref, { name: '', email: '', anonymisedAt: at, updatedAt: at }),
  );

  // Only an unconfirmed entry carries `confirmBy` (confirming removes it): one range, no index.
  const unconfirmedWaitlistEntriesDeleted = await drain(
    db,
    db.collection(WAITLIST_COLLECTION).where('confirmBy', '<=', at),
    (batch, ref) => {
      batch.delete(ref);
      batch.delete(db.collection(OUTBOX_COLLECTION).doc(`waitlist-${ref.id}-joined`));
    },
  );
  const vouchersAnonymised = await anonymiseLapsedVouchers(db, now, settings.bookingMonths);

  const report = {
    bookingsAnonymised,
    rentalsAnonymised,
    mailBodiesDropped,
    contactMessagesDeleted,
    applicationsDeleted,
    memberContactsDropped,
    waiversErased,
    waitlistEntriesAnonymised,
    unconfirmedWaitlistEntriesDeleted,
    vouchersAnonymised,
  };
  logger.info('retention applied', { ...report });
  return report;
}
