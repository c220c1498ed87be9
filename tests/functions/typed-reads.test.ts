import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { MalformedDocumentError } from '@functions/lib/document-converter';
import { bookingsCollection, readBooking } from '@functions/services/booking-base/booking-doc';
import { releaseExpiredHolds } from '@functions/services/booking/release-expired';
import { deliverPending } from '@functions/services/mail/deliver';
import { enqueueMail } from '@functions/services/mail/outbox';
import type { MailTransport } from '@functions/services/mail/types';
import { lookupMember } from '@functions/services/members';
import { consumeRateLimits } from '@functions/services/rate-limit';
import { applyRetention } from '@functions/services/retention';
import { paidBookingDoc } from '../support/booking-doc';
import { registerBookingHarness } from '../support/booking-harness';
import { START_TIME } from '../support/harness-dates';
import { testDb } from '../support/firestore';
import { TEST_KEY_HASH_SECRET } from '../support/key-hash-secret';

/** The harness's clock: the demo register's validity is counted from it. */
const NOW = new Date(START_TIME);

/** What a read of a malformed document must throw: its path and the wrong fields, no values. */
async function refusal(read: () => Promise<unknown>): Promise<MalformedDocumentError> {
  const error = await read().then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MalformedDocumentError);
  return error as MalformedDocumentError;
}

describe('typed reads', () => {
  const harness = registerBookingHarness();

  it('refuses a booking whose participants are text, naming the document and the field', async () => {
    await testDb()
      .doc('bookings/text-count')
      .set({ ...paidBookingDoc(), participants: '2' });

    const error = await refusal(() => readBooking(testDb(), 'text-count'));
    expect(error.path).toBe('bookings/text-count');
    expect(error.fields).toEqual(['participants']);
    expect(error.message).toBe('bookings/text-count is malformed: participants');
    // The same booking found by a query is refused the same way.
    const found = await bookingsCollection(testDb()).where('participants', '==', '2').get();
    expect(() => found.docs[0]!.data()).toThrow('bookings/text-count is malformed: participants');
  });

  it('refuses a booking whose timestamps were written as text', async () => {
    await testDb()
      .doc('bookings/text-time')
      .set({ ...paidBookingDoc(), paidAt: '2026-11-23T09:00:00Z' });

    expect((await refusal(() => readBooking(testDb(), 'text-time'))).fields).toEqual(['paidAt']);
  });

  it('reads a booking the retention job anonymised, and one without the optional fields', async () => {
    await testDb()
      .doc('bookings/old')
      .set(
        paidBookingDoc({
          customerPhone: '+39 333 123 4567',
          uid: 'alice',
          selectedDate: '2025-06-01',
        }),
      );
    await testDb().doc('bookings/minimal').set(paidBookingDoc());
    await applyRetention(testDb(), { bookingMonths: 12, messageMonths: 24 }, NOW);

    const anonymised = await readBooking(testDb(), 'old');
    expect(anonymised).toMatchObject({
      customerName: '',
      customerEmail: '',
      participantNames: [],
      participants: 2,
      gating: { memberNameEntered: '' },
    });
    expect(anonymised?.uid).toBeUndefined();
    expect(anonymised?.customerPhone).toBeUndefined();
    expect(anonymised?.anonymisedAt).toBeInstanceOf(Timestamp);
    expect((await readBooking(testDb(), 'minimal'))?.status).toBe('paid');
  });

  it('reads the register the demo seed writes, and refuses a row whose expiry is not a date', async () => {
    expect((await lookupMember(testDb(), 'Giulia Bianchi', '2026-11-28')).status).toBe('found');

    await testDb().doc('members/2025-900').set({
      fullName: 'Anna Verdi',
      normalizedName: 'anna verdi',
      memberNumber: '2025-900',
      validUntil: '31/12/2026',
    });
    const error = await refusal(() => lookupMember(testDb(), 'Anna Verdi', '2026-11-28'));
    expect(error.message).toBe('members/2025-900 is malformed: validUntil');
  });

  it('refuses a rate-limit counter whose count is text', async () => {
    const store = { db: testDb(), keyHashSecret: TEST_KEY_HASH_SECRET };
    const check = { key: 'typed-reads:ip:203.0.113.9', limit: 5, windowMs: 60_000 };
    expect(await consumeRateLimits(store, [check], NOW)).toBe(true);
    const [counter] = (await testDb().collection('rateLimits').get()).docs;
    await counter!.ref.update({ count: 'one' });

    const error = await refusal(() => consumeRateLimits(store, [check], NOW));
    expect(error.message).toBe(`rateLimits/${counter!.id} is malformed: count`);
  });

  it('the scheduled jobs pass over a malformed document and still do the rest', async () => {
    const expired = Timestamp.fromMillis(NOW.getTime() - 60_000);
    const pending = paidBookingDoc({ status: 'pending', holdsSeats: false, expiresAt: expired });
    await testDb()
      .doc('bookings/broken')
      .set({ ...pending, participants: '2' });
    await testDb().doc('bookings/lapsed').set(pending);

    expect(await releaseExpiredHolds(harness().deps)).toEqual({
      released: 1,
      fulfilled: 0,
      failed: 1,
    });
    expect((await readBooking(testDb(), 'lapsed'))?.status).toBe('expired');

    const message = { to: [{ address: 'anna@example.com' }], subject: 'x', text: 'x', html: 'x' };
    // Due a minute from now: the harness's outbox trigger leaves it, the job a minute later sends it.
    const later = new Date(NOW.getTime() + 60_000);
    await enqueueMail(testDb(), message, { dedupeKey: 'typed-reads-good', now: later });
    await testDb().doc('mailOutbox/typed-reads-broken').set({
      message,
      status: 'pending',
      attempts: 'none',
      createdAt: expired,
      nextAttemptAt: expired,
    });
    const sent: string[] = [];
    const transport: MailTransport = {
      send: (_message, { dedupeKey }) => {
        sent.push(dedupeKey);
        return Promise.resolve({ messageId: `<${dedupeKey}@test>` });
      },
    };

    expect(await deliverPending(testDb(), transport, () => later)).toEqual({
      sent: 1,
      failed: 0,
      abandoned: 0,
    });
    expect(sent).toEqual(['typed-reads-good']);
  });
});
