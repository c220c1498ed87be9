import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { createCheckout } from '@functions/services/booking/checkout';
import { newBookingRecord } from '@functions/services/booking/booking-record';
import { createBookingWithHold } from '@functions/services/booking/seat-hold';
import type { MailingDeps } from '@functions/services/mail/record-and-queue';
import { handleSubmitMembership } from '@functions/services/membership';
import { handleRequestRenewal } from '@functions/services/membership/request-renewal';
import { MEMBERSHIP_SETTINGS_PATH } from '@/domain/documents/membership-settings';
import { bookingRequestSchema, type BookingRequest } from '@/domain/api/booking';
import { testDb } from '../support/firestore';
import { adultApplication } from '../support/membership-applications';
import { TEST_KEY_HASH_SECRET } from '../support/key-hash-secret';
import { registerBookingHarness } from '../support/booking-harness';
import { LINK_SECRET } from '../support/links';
import { bookingRequest, call } from '../support/booking-request';
import { storedBooking } from '../support/stored-bookings';
import { refusal } from '../support/refusal';

const h = registerBookingHarness();

/** What the booking card's compact membership form sends: the /modulistica fields. */
const APPLICATION = adultApplication('Chiara Dell\u2019Acqua', 'chiara@example.com', {
  birthDate: '1990-03-10',
  birthPlace: 'Verona',
  documentType: 'identity_card',
  documentNumber: 'CA12345AB',
  photoConsent: true,
});

function mailingDeps(): MailingDeps {
  return {
    db: h().deps.db,
    now: h().deps.now,
    associationInbox: 'staff@example.test',
    keyHashSecret: TEST_KEY_HASH_SECRET,
  };
}

async function apply(overrides: Record<string, unknown> = {}) {
  return handleSubmitMembership(mailingDeps(), call({ ...APPLICATION, ...overrides }));
}

/** The booking the card sends once the application is in: the name typed there, the id. */
function bookingOn(applicationId: string, gating: Partial<BookingRequest['gating']> = {}) {
  return bookingRequest({
    customerName: 'Chiara Dell\u2019Acqua',
    customerEmail: 'chiara@example.com',
    gating: {
      memberNameEntered: "chiara dell'acqua",
      memberMatch: 'pending_application',
      applicationId,
      ...gating,
    },
  });
}

const checkout = (data: unknown, settings = h().settings) =>
  createCheckout(h().deps, settings, call(data));

async function bookingCount(): Promise<number> {
  return (await testDb().collection('bookings').count().get()).data().count;
}

async function setProvisionalBooking(provisionalBooking: boolean) {
  await testDb()
    .collection(MEMBERSHIP_SETTINGS_PATH.collection)
    .doc(MEMBERSHIP_SETTINGS_PATH.id)
    .set({ provisionalBooking, membershipYearEnds: '12-31' });
}

/** Refused as a name not in the register is, with nothing booked and no seat held. */
async function expectRefusedAsNotFound(data: unknown) {
  const refused = await refusal(checkout(data));
  expect(refused.code).toBe('failed-precondition');
  expect(refused.details).toMatchObject({ reason: 'MEMBER_NOT_FOUND' });
  expect(await bookingCount()).toBe(0);
}

describe('booking on a membership application (settings/membership.provisionalBooking)', () => {
  it('books a visitor who has just applied, under the name they applied with', async () => {
    const { id, provisionalBooking } = await apply();
    expect(provisionalBooking).toBe(true);
    const stored = await testDb().doc(`membershipApplications/${id}`).get();
    expect(stored.get('normalizedName')).toBe("chiara dell'acqua");

    // Typed differently in the card (case, apostrophe) and 59 minutes later: the same person.
    h().clock.ms += 59 * 60_000;
    const { bookingId } = await checkout(bookingOn(id));
    const booking = await storedBooking(bookingId);
    expect(booking.status).toBe('pending');
    expect(booking.gating).toMatchObject({
      memberMatch: 'pending_application',
      applicationId: id,
      memberId: null,
    });
    expect(booking.needsStaffAttention).toBe(false);
    // The application knows its booking: it was written in the booking's own commit.
    const application = await testDb().doc(`membershipApplications/${id}`).get();
    expect(application.get('provisionalBookingIds')).toEqual([bookingId]);
  });

  it('refuses in the booking commit an application rejected after checkout judged it', async () => {
    const { id } = await apply();
    // What checkout decided a moment before the board's rejection landed.
    const record = newBookingRecord(
      'raced-booking',
      bookingRequestSchema.parse(bookingOn(id)),
      { memberMatch: 'pending_application', memberId: null, applicationId: id },
      undefined,
      h().deps.now(),
    );
    await testDb().doc(`membershipApplications/${id}`).update({ status: 'rejected' });
    const refused = await refusal(
      createBookingWithHold(h().deps, 'raced-booking', record, h().deps.now()),
    );
    expect(refused.details).toMatchObject({ reason: 'MEMBER_NOT_FOUND' });
    expect(await bookingCount()).toBe(0);
    expect((await testDb().collection('capacity').get()).docs.map((doc) => doc.data())).toEqual([]);
  });

  it("matches a minor's application on the minor's name", async () => {
    const { id } = await apply({
      membershipType: 'minore',
      minorName: 'Luca Dell\u2019Acqua',
      minorTaxCode: 'MRTMTT25D09F205Z',
      parentName: 'Chiara Dell\u2019Acqua',
      parentTaxCode: 'RSSMRA85T10A562S',
      parentDigitalSignature: 'Chiara Dell\u2019Acqua',
    });
    await expectRefusedAsNotFound(bookingOn(id));
    const { bookingId } = await checkout(bookingOn(id, { memberNameEntered: "Luca Dell'Acqua" }));
    expect((await storedBooking(bookingId)).gating.memberMatch).toBe('pending_application');
  });

  it('refuses when the setting is off, and when the document is missing', async () => {
    await setProvisionalBooking(false);
    const { id, provisionalBooking } = await apply();
    expect(provisionalBooking).toBe(false);
    await expectRefusedAsNotFound(bookingOn(id));

    await testDb().doc('settings/membership').delete();
    await expectRefusedAsNotFound(bookingOn(id));
    // A malformed document fails closed too.
    await testDb().doc('settings/membership').set({ provisionalBooking: 'true' });
    await expectRefusedAsNotFound(bookingOn(id));
  });

  it('refuses an application id the server did not store', async () => {
    await expectRefusedAsNotFound(bookingOn('MadeUpApplicationId1'));
    // A document elsewhere that looks like an application is not one.
    const lookalike = testDb().collection('contactMessages').doc();
    await lookalike.set({
      ...APPLICATION,
      normalizedName: "chiara dell'acqua",
      status: 'submitted',
      createdAt: Timestamp.fromMillis(h().clock.ms),
    });
    await expectRefusedAsNotFound(bookingOn(lookalike.id));
  });

  it('refuses an application for another name', async () => {
    const { id } = await apply();
    await expectRefusedAsNotFound(bookingOn(id, { memberNameEntered: 'Giulia Rossi' }));
  });

  it('refuses once the hour after applying has passed (server clock)', async () => {
    const { id } = await apply();
    h().clock.ms += 61 * 60_000;
    await expectRefusedAsNotFound(bookingOn(id));
  });

  it('refuses an application the board has decided', async () => {
    const { id } = await apply();
    for (const status of ['rejected', 'admitted']) {
      await testDb().doc(`membershipApplications/${id}`).update({ status });
      await expectRefusedAsNotFound(bookingOn(id));
    }
  });

  it("never takes the client's word: pending_application without an application is refused", async () => {
    await expectRefusedAsNotFound(
      bookingRequest({
        gating: { memberNameEntered: 'Chiara Dell\u2019Acqua', memberMatch: 'pending_application' },
      }),
    );
  });

  it('leaves allowUnverifiedMembers as it was: a refused application books as not found', async () => {
    const { bookingId } = await checkout(bookingOn('MadeUpApplicationId1'), {
      ...h().settings,
      allowUnverifiedMembers: true,
    });
    expect((await storedBooking(bookingId)).gating).toMatchObject({
      memberMatch: 'not_found',
      memberId: null,
    });
  });

  it('books a lapsed member on their renewal, and only under their name', async () => {
    const lapsed = bookingRequest({ gating: { memberNameEntered: 'Paolo Verdi' } });
    expect((await refusal(checkout(lapsed))).details).toMatchObject({
      reason: 'MEMBERSHIP_LAPSED',
    });
    const { id, provisionalBooking } = await handleRequestRenewal(
      { ...mailingDeps(), linkSecret: LINK_SECRET },
      call({ via: 'card', memberName: 'paolo verdi', email: 'paolo@example.com', locale: 'it' }),
    );
    expect(provisionalBooking).toBe(true);

    const { bookingId } = await checkout(
      bookingRequest({ gating: { memberNameEntered: 'Paolo  Verdi', applicationId: id } }),
    );
    expect((await storedBooking(bookingId)).gating).toMatchObject({
      memberMatch: 'pending_application',
      applicationId: id,
      memberId: '2024-017',
    });
    // The renewal is never used for another name.
    const other = await refusal(
      checkout(
        bookingRequest({ gating: { memberNameEntered: 'Mario Nessuno', applicationId: id } }),
      ),
    );
    expect(other.details).toMatchObject({ reason: 'MEMBER_NOT_FOUND' });
  });

  it('counts the hour of a renewal asked for again from the latest request', async () => {
    const renew = () =>
      handleRequestRenewal(
        { ...mailingDeps(), linkSecret: LINK_SECRET },
        call({ via: 'card', memberName: 'Paolo Verdi', email: 'paolo@example.com', locale: 'it' }),
      );
    const { id } = await renew();
    const onRenewal = bookingRequest({
      gating: { memberNameEntered: 'Paolo Verdi', applicationId: id },
    });
    // Two hours on (the reminder's link tapped in the morning, the card used after lunch).
    h().clock.ms += 2 * 60 * 60_000;
    expect((await refusal(checkout(onRenewal))).details).toMatchObject({
      reason: 'MEMBERSHIP_LAPSED',
    });
    expect((await renew()).id).toBe(id);
    const { bookingId } = await checkout(onRenewal);
    expect((await storedBooking(bookingId)).gating).toMatchObject({
      memberMatch: 'pending_application',
      applicationId: id,
    });
  });
});
