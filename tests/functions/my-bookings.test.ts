import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { handleMyBookings, type MyBookingsCall } from '@functions/services/my-bookings';
import { bookingRequestSchema, type BookingRequest } from '@/domain/api/booking';
import { myBookingsResponseSchema } from '@/domain/api/my-bookings';
import { TERMS_VERSION } from '@/domain/terms';
import { newBookingRecord } from '@functions/services/booking/booking-record';
import { closeTestDb, resetFirestore, testDb } from '../support/firestore';
import { paidRental } from '../support/rentals';
import { issueReceipt } from '@functions/services/receipts/issue-receipt';
import { runReceiptTransaction } from '@functions/services/receipts/receipt-transaction';

const NOW = new Date('2026-11-22T10:00:00Z');

function request(overrides: Partial<BookingRequest>): BookingRequest {
  return {
    tourId: 'pojega',
    customerName: 'Anna Rossi',
    customerEmail: 'anna@example.com',
    participants: 1,
    selectedDate: '2026-11-28',
    participantNames: ['Anna Rossi'],
    gating: {
      isMember: true,
      termsAccepted: true,
      termsVersion: TERMS_VERSION,
      termsAcceptedAt: NOW.toISOString(),
      medicalCertDeclared: true,
      memberId: null,
      memberMatch: 'found',
      memberNameEntered: 'Anna Rossi',
    },
    ...overrides,
  };
}

/** Stores a booking exactly as createCheckoutSession writes it (the real record builder). */
async function storeBooking(
  id: string,
  uid: string | undefined,
  createdAt: Date,
  overrides: Partial<BookingRequest> = {},
  status: 'pending' | 'paid' = 'pending',
) {
  const parsed = bookingRequestSchema.parse(request(overrides));
  const record = newBookingRecord(
    id,
    parsed,
    { memberMatch: 'found', memberId: '0001' },
    uid,
    createdAt,
  );
  await testDb()
    .doc(`bookings/${id}`)
    .set({
      ...record,
      status,
      ...(status === 'paid' ? { paidAt: Timestamp.fromDate(createdAt) } : {}),
    });
}

const call = (uid: string | undefined, data: unknown = {}): MyBookingsCall => ({
  data,
  ...(uid ? { auth: { uid, token: { uid } as never, rawToken: 'test-token' } } : {}),
});

const deps = () => ({
  db: testDb(),
  now: () => NOW,
  links: { siteUrl: 'https://tours.example', secret: 'test-link-secret' },
});

describe('myBookings', () => {
  beforeEach(() => resetFirestore(NOW));
  afterAll(closeTestDb);

  it("returns only the caller's bookings, newest first, in the response schema", async () => {
    await storeBooking('alice-old', 'alice', new Date('2026-10-01T08:00:00Z'), {}, 'paid');
    await storeBooking('alice-new', 'alice', new Date('2026-11-20T08:00:00Z'), {
      tourId: 'emotion-in-villa',
      participants: 2,
      participantNames: ['Anna Rossi', 'Marco Bianchi'],
    });
    await storeBooking('bob-1', 'bob', new Date('2026-11-21T08:00:00Z'), {
      customerName: 'Bob',
      customerEmail: 'anna@example.com',
    });
    await storeBooking('anonymous-1', undefined, new Date('2026-11-21T09:00:00Z'));

    const answer = await handleMyBookings(deps(), call('alice'));

    expect(myBookingsResponseSchema.parse(answer)).toEqual(answer);
    expect(answer.bookings.map((booking) => booking.bookingId)).toEqual(['alice-new', 'alice-old']);
    const [newest, oldest] = answer.bookings;
    expect(newest).toMatchObject({
      tourId: 'emotion-in-villa',
      tourName: 'E-Motion in Villa',
      participants: 2,
      participantNames: ['Anna Rossi', 'Marco Bianchi'],
      status: 'pending',
      amountTotalCents: 26000,
      currency: 'eur',
      createdAt: '2026-11-20T08:00:00.000Z',
    });
    expect(newest).not.toHaveProperty('paidAt');
    expect(oldest).toMatchObject({ status: 'paid', paidAt: '2026-10-01T08:00:00.000Z' });
    expect(answer.asOf).toBe(NOW.toISOString());
  });

  it("never returns another user's booking, even one made with the same e-mail", async () => {
    await storeBooking('bob-1', 'bob', new Date('2026-11-21T08:00:00Z'));
    await storeBooking('anonymous-1', undefined, new Date('2026-11-21T09:00:00Z'));

    const answer = await handleMyBookings(deps(), call('alice'));

    expect(answer.bookings).toEqual([]);
  });

  it("lists the caller's rentals beside the bookings, with the receipt's link, and nobody else's", async () => {
    await paidRental(testDb(), { id: 'aliceRental1', startDate: '2026-12-05', uid: 'alice' });
    await paidRental(testDb(), { id: 'bobRental001', startDate: '2026-12-05', uid: 'bob' });
    await paidRental(testDb(), {
      id: 'aliceExpired',
      startDate: '2026-12-06',
      uid: 'alice',
      status: 'expired',
    });
    // Issued as the rental's fulfilment issues it.
    await runReceiptTransaction(testDb(), (tx) =>
      issueReceipt(
        tx,
        testDb(),
        {
          subject: { kind: 'rental', rentalId: 'aliceRental1' },
          amountCents: 8000,
          paymentIntentId: 'pi_alice_rental',
          payer: { name: 'Alice Rossi', taxCode: null },
          description: [{ it: 'Noleggio e-bike', en: 'E-bike rental' }],
          uid: 'alice',
          locale: 'it',
        },
        NOW,
      ),
    );

    const answer = await handleMyBookings(deps(), call('alice'));

    expect(myBookingsResponseSchema.parse(answer)).toEqual(answer);
    expect(answer.rentals.map((rental) => rental.rentalId)).toEqual(['aliceRental1']);
    expect(answer.rentals[0]).toMatchObject({
      modelName: 'Focus Jarifa',
      startDate: '2026-12-05',
      status: 'paid',
      bikesBySize: { M: 2 },
      receiptUrl: expect.stringMatching(/^https:\/\/tours\.example\/ricevuta\?token=/),
    });
  });

  it('offers "Rendiconto annuale" the years and participants its receipts name, riders included', async () => {
    const receipted = (
      uid: string,
      subject: { kind: 'rental'; rentalId: string } | { kind: 'booking'; bookingId: string },
      participantNames: string[],
      at: Date,
    ) =>
      runReceiptTransaction(testDb(), (tx) =>
        issueReceipt(
          tx,
          testDb(),
          {
            subject,
            amountCents: 5000,
            paymentIntentId: `pi_${uid}_${at.getTime()}`,
            payer: { name: participantNames[0]!, taxCode: null },
            description: [{ it: 'Pagamento', en: 'Payment' }],
            participantNames,
            uid,
            locale: 'it',
          },
          at,
        ),
      );
    const later = new Date(NOW.getTime() + 3_600_000);
    await receipted(
      'alice',
      { kind: 'rental', rentalId: 'aliceRental2' },
      ['Alice Rossi', 'Luca Rossi'],
      NOW,
    );
    await receipted(
      'alice',
      { kind: 'booking', bookingId: 'aliceBooking2' },
      ['luca rossi', 'Ada Rossi'],
      later,
    );
    await receipted('bob', { kind: 'booking', bookingId: 'bobBooking002' }, ['Bob Bianchi'], NOW);

    const { statement } = await handleMyBookings(deps(), call('alice'));
    // Newest receipt first, each person once however the name was typed; nobody else's.
    expect(statement).toEqual({
      years: [2026],
      participants: ['luca rossi', 'Ada Rossi', 'Alice Rossi'],
    });
    expect((await handleMyBookings(deps(), call('carla'))).statement).toEqual({
      years: [],
      participants: [],
    });
  });

  it("gives the rental's owner each rider's waiver and signing link, until it is over or cancelled", async () => {
    // NOW is 2026-11-22: one rental to come, one over, one cancelled; nobody has signed.
    await paidRental(testDb(), {
      id: 'aliceToCome1',
      startDate: '2026-12-05',
      uid: 'alice',
      waivers: {},
    });
    await paidRental(testDb(), {
      id: 'alicePast001',
      startDate: '2026-11-20',
      uid: 'alice',
      waivers: {},
    });
    await paidRental(testDb(), {
      id: 'aliceCancel1',
      startDate: '2026-12-06',
      uid: 'alice',
      status: 'cancelled',
      waivers: {},
    });
    await paidRental(testDb(), {
      id: 'bobToCome01',
      startDate: '2026-12-05',
      uid: 'bob',
      waivers: {},
    });

    const alice = await handleMyBookings(deps(), call('alice'));
    const waiversOf = (rentalId: string) =>
      alice.rentals.find((rental) => rental.rentalId === rentalId)?.waivers;

    expect(myBookingsResponseSchema.parse(alice)).toEqual(alice);
    expect(waiversOf('aliceToCome1')).toEqual([
      {
        participantIndex: 0,
        name: 'Rider 1',
        state: 'missing',
        signUrl: expect.stringMatching(/^https:\/\/tours\.example\/.+\?token=aliceToCome1\.0\./),
      },
      {
        participantIndex: 1,
        name: 'Rider 2',
        state: 'missing',
        signUrl: expect.stringMatching(/^https:\/\/tours\.example\/.+\?token=aliceToCome1\.1\./),
      },
    ]);
    expect(waiversOf('alicePast001')).toEqual([]);
    expect(waiversOf('aliceCancel1')).toEqual([]);
    expect(JSON.stringify(alice)).not.toContain('bobToCome01');

    const carla = await handleMyBookings(deps(), call('carla'));
    expect(carla.rentals).toEqual([]);
  });

  it('shows the riders who signed as signed', async () => {
    await paidRental(testDb(), { id: 'aliceSigned1', startDate: '2026-12-05', uid: 'alice' });

    const [rental] = (await handleMyBookings(deps(), call('alice'))).rentals;

    expect(rental?.waivers.map(({ name, state }) => ({ name, state }))).toEqual([
      { name: 'Rider 1', state: 'signed' },
      { name: 'Rider 2', state: 'signed' },
    ]);
  });

  it('ignores a uid put in the request data: only the verified token counts', async () => {
    await storeBooking('bob-1', 'bob', new Date('2026-11-21T08:00:00Z'));

    await expect(handleMyBookings(deps(), call('alice', { uid: 'bob' }))).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    await expect(handleMyBookings(deps(), call(undefined, { uid: 'bob' }))).rejects.toMatchObject({
      code: 'unauthenticated',
    });
  });

  it('refuses an unauthenticated call with the UNAUTHENTICATED reason', async () => {
    await storeBooking('alice-1', 'alice', new Date('2026-11-21T08:00:00Z'));

    await expect(handleMyBookings(deps(), call(undefined))).rejects.toMatchObject({
      code: 'unauthenticated',
      details: { reason: 'UNAUTHENTICATED' },
    });
  });
});
