import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { applyRetention } from '@functions/services/retention';
import { waiversKeptUntil } from '@functions/services/waiver-base/waiver-holder';
import { closeTestDb, resetFirestore, testDb } from '../support/firestore';

/** A fixed clock: retention is judged against it, never against today. */
const NOW = new Date('2026-11-23T03:30:00Z');
const SETTINGS = { bookingMonths: 12, messageMonths: 24 };
const monthsAgo = (months: number) => {
  const date = new Date(NOW);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
};
const day = (date: Date) => date.toISOString().slice(0, 10);

function booking(selectedDate: string) {
  return {
    tourId: 'pojega',
    tourName: 'Pojega',
    selectedDate,
    participants: 2,
    participantNames: ['Giulia Bianchi', 'Marco Rossi'],
    customerName: 'Giulia Bianchi',
    customerEmail: 'giulia@example.com',
    customerPhone: '+39 333 123 4567',
    additionalNotes: 'Vegetarian lunch',
    gating: { memberNameEntered: 'Giulia Bianchi', memberId: '2025-001', termsVersion: 'v1' },
    uid: 'alice',
    amountTotalCents: 9000,
    currency: 'eur',
    status: 'paid',
    stripeSessionId: 'cs_test_1',
    paymentIntentId: 'pi_test_1',
    anonymisedAt: null,
  };
}

describe('applyRetention', () => {
  beforeEach(() => resetFirestore(NOW));
  afterAll(closeTestDb);

  it('anonymises bookings a year after the tour, keeping what accounting needs', async () => {
    const db = testDb();
    await db.doc('bookings/old').set(booking(day(monthsAgo(13))));
    await db.doc('bookings/recent').set(booking(day(monthsAgo(11))));

    const report = await applyRetention(db, SETTINGS, NOW);
    expect(report.bookingsAnonymised).toBe(1);

    const old = (await db.doc('bookings/old').get()).data();
    expect(old).toMatchObject({
      customerName: '',
      customerEmail: '',
      additionalNotes: '',
      participantNames: [],
      // The member number names the person through the register: dropped with the name.
      gating: { memberNameEntered: '', memberId: null, termsVersion: 'v1' },
      participants: 2,
      amountTotalCents: 9000,
      status: 'paid',
      stripeSessionId: 'cs_test_1',
      paymentIntentId: 'pi_test_1',
    });
    expect(old).not.toHaveProperty('customerPhone');
    expect(old).not.toHaveProperty('uid');
    expect((old?.['anonymisedAt'] as Timestamp).toMillis()).toBe(NOW.getTime());
    expect((await db.doc('bookings/recent').get()).data()).toMatchObject(
      booking(day(monthsAgo(11))),
    );

    expect((await applyRetention(db, SETTINGS, NOW)).bookingsAnonymised).toBe(0);
  });

  it("removes a voucher's names, e-mails and message a year after its last day, keeping its ledger", async () => {
    const db = testDb();
    const voucher = (validUntil: string) => ({
      status: 'issued',
      amountCents: 5000,
      buyerName: 'Marco Rossi',
      buyerEmail: 'marco@example.com',
      recipientName: 'Anna Verdi',
      message: 'Buon Natale!',
      delivery: { kind: 'scheduled', recipientEmail: 'anna@example.com' },
      validUntil,
      entries: [{ kind: 'issue', amountCents: 5000 }],
      searchGramsAt: { ann: Timestamp.fromDate(NOW), ros: Timestamp.fromDate(NOW) },
    });
    await db.doc('vouchers/OLD222222222').set(voucher(day(monthsAgo(13))));
    await db.doc('vouchers/NEW222222222').set(voucher(day(monthsAgo(11))));

    expect((await applyRetention(db, SETTINGS, NOW)).vouchersAnonymised).toBe(1);
    const old = (await db.doc('vouchers/OLD222222222').get()).data();
    expect(old).toMatchObject({
      buyerName: '',
      buyerEmail: '',
      recipientName: '',
      message: '',
      delivery: { kind: 'scheduled', recipientEmail: '' },
      amountCents: 5000,
      entries: [{ kind: 'issue', amountCents: 5000 }],
    });
    // Its names' grams go with them: "Buoni" no longer finds it by who bought it.
    expect(old).not.toHaveProperty('searchGramsAt');
    expect((await db.doc('vouchers/NEW222222222').get()).data()).toMatchObject(
      voucher(day(monthsAgo(11))),
    );
    expect((await applyRetention(db, SETTINGS, NOW)).vouchersAnonymised).toBe(0);
  });

  it('drops sent mail bodies after their 30 days and deletes old messages and applications', async () => {
    const db = testDb();
    const message = {
      to: [{ address: 'anna@example.com' }],
      subject: 'Ciao Anna',
      text: 'x',
      html: 'x',
    };
    await db.doc('mailOutbox/due').set({
      message,
      status: 'sent',
      bodyExpiresAt: Timestamp.fromMillis(NOW.getTime() - 1),
    });
    await db.doc('mailOutbox/later').set({
      message,
      status: 'sent',
      bodyExpiresAt: Timestamp.fromMillis(NOW.getTime() + 86_400_000),
    });
    await db.doc('mailOutbox/failing').set({ message, status: 'failed' });
    for (const collection of ['contactMessages', 'membershipApplications']) {
      await db
        .doc(`${collection}/old`)
        .set({ name: 'Anna', createdAt: Timestamp.fromDate(monthsAgo(25)) });
      await db.doc(`mailOutbox/${collection}-old-inbox`).set({ message, status: 'sent' });
      await db.doc(`mailOutbox/${collection}-old-decision`).set({ message, status: 'sent' });
      await db
        .doc(`${collection}/recent`)
        .set({ name: 'Anna', createdAt: Timestamp.fromDate(monthsAgo(23)) });
    }

    expect(await applyRetention(db, SETTINGS, NOW)).toEqual({
      bookingsAnonymised: 0,
      rentalsAnonymised: 0,
      mailBodiesDropped: 1,
      contactMessagesDeleted: 1,
      applicationsDeleted: 1,
      memberContactsDropped: 0,
      waiversErased: 0,
      waitlistEntriesAnonymised: 0,
      unconfirmedWaitlistEntriesDeleted: 0,
      vouchersAnonymised: 0,
    });
    expect((await db.doc('mailOutbox/due').get()).data()).toMatchObject({
      message: { to: [], subject: '', text: '', html: '' },
      status: 'sent',
    });
    expect((await db.doc('mailOutbox/later').get()).get('message.text')).toBe('x');
    expect((await db.doc('mailOutbox/failing').get()).get('message.text')).toBe('x');
    for (const collection of ['contactMessages', 'membershipApplications']) {
      expect((await db.doc(`${collection}/old`).get()).exists).toBe(false);
      expect((await db.doc(`mailOutbox/${collection}-old-inbox`).get()).exists).toBe(false);
      expect((await db.doc(`mailOutbox/${collection}-old-decision`).get()).exists).toBe(false);
      expect((await db.doc(`${collection}/recent`).get()).exists).toBe(true);
    }
  });

  it("keeps the register but drops a member's e-mail and language 24 months after it lapsed", async () => {
    const db = testDb();
    const member = (validUntil: string) => ({
      fullName: 'Paolo Verdi',
      normalizedName: 'paolo verdi',
      validUntil,
      email: 'paolo@example.com',
      locale: 'it',
      membershipType: 'ordinario',
    });
    await db.doc('members/2023-001').set(member(day(monthsAgo(25))));
    await db.doc('members/2024-001').set(member(day(monthsAgo(23))));

    expect((await applyRetention(db, SETTINGS, NOW)).memberContactsDropped).toBe(1);
    const long = (await db.doc('members/2023-001').get()).data();
    expect(long).toEqual({
      fullName: 'Paolo Verdi',
      normalizedName: 'paolo verdi',
      validUntil: day(monthsAgo(25)),
      membershipType: 'ordinario',
    });
    expect((await db.doc('members/2024-001').get()).get('email')).toBe('paolo@example.com');
    // Idempotent: a second run finds nothing left to drop.
    expect((await applyRetention(db, SETTINGS, NOW)).memberContactsDropped).toBe(0);
  });

  it('keeps signed waivers through the anonymisation, and removes them ten years after the tour', async () => {
    const db = testDb();
    const signature = (textVersion: string) => ({
      participantIndex: 0,
      signerName: 'Giulia Bianchi',
      birthDate: '1990-05-04',
      place: 'Verona',
      textVersion,
      textSha256: 'a'.repeat(64),
      language: 'it',
      signedAt: Timestamp.fromDate(monthsAgo(13)),
      channel: 'link',
    });
    // As signWaiver leaves a booking signed twice (a new text in between).
    const signedBooking = (selectedDate: string) => ({
      ...booking(selectedDate),
      waivers: { '0': signature('v2') },
      supersededWaivers: [signature('v1')],
      waiversKeptUntil: waiversKeptUntil(selectedDate),
    });
    // Today in Rome is 23 November 2026: a tour on 22 November 2016 has had its ten years.
    await db.doc('bookings/last-year').set(signedBooking(day(monthsAgo(13))));
    await db.doc('bookings/ten-years-ago').set(signedBooking('2016-11-22'));
    await db.doc('bookings/ten-years-ago-today').set(signedBooking('2016-11-23'));

    const report = await applyRetention(db, SETTINGS, NOW);
    expect(report).toMatchObject({ bookingsAnonymised: 3, waiversErased: 1 });

    const lastYear = (await db.doc('bookings/last-year').get()).data();
    expect(lastYear).toMatchObject({
      customerName: '',
      participantNames: [],
      waivers: { '0': signature('v2') },
      supersededWaivers: [signature('v1')],
    });
    const gone = (await db.doc('bookings/ten-years-ago').get()).data();
    expect(gone).toMatchObject({ customerName: '', amountTotalCents: 9000, status: 'paid' });
    expect(gone).not.toHaveProperty('waivers');
    expect(gone).not.toHaveProperty('supersededWaivers');
    expect(gone).not.toHaveProperty('waiversKeptUntil');
    // The last day of the ten years is kept whole.
    expect((await db.doc('bookings/ten-years-ago-today').get()).get('waivers')).toEqual({
      '0': signature('v2'),
    });

    expect((await applyRetention(db, SETTINGS, NOW)).waiversErased).toBe(0);
  });
});
