import { describe, expect, it } from 'vitest';
import { bookingCode } from '@/domain/api/my-bookings';
import { SEARCH_PAGE_SIZE } from '@/domain/api/staff-booking-search';
import { Timestamp } from 'firebase-admin/firestore';
import { bookingRequestSchema } from '@/domain/api/booking';
import { newBookingRecord } from '@functions/services/booking/booking-record';
import { backfillSearchGrams } from '@functions/services/booking-search/backfill-search-grams';
import { searchGramsAt } from '@functions/services/booking-base/search-grams';
import { handleStaffBookingStory } from '@functions/services/booking-search/booking-story';
import { handleStaffFindBookings } from '@functions/services/booking-search/find-bookings';
import { handleStaffResendConfirmation } from '@functions/services/booking-search/resend-confirmation';
import { handleStaffCancelBooking } from '@functions/services/booking-search/staff-cancel-booking';
import { applyRetention } from '@functions/services/retention';
import { testDb } from '../support/firestore';
import { callAs, signInBeforeAll, testAuth } from '../support/staff-auth';
import { bookingRequest } from '../support/booking-request';
import { eventually } from '../support/eventually';
import { registerBookingHarness } from '../support/booking-harness';
import { storedBooking } from '../support/stored-bookings';
import { GUEST, paidBooking, pendingBooking } from '../support/bookings';
import { refusal } from '../support/refusal';

const h = registerBookingHarness();

const signedIn = signInBeforeAll({ manager: 'manager', guide: 'guide' });
const deps = () => ({ ...h().deps, auth: testAuth() });

/** One customer riding alone, a guest: the search finds them by name, e-mail and phone. */
const ridingAlone = (customer: { name: string; email: string; phone?: string }) => ({
  customerName: customer.name,
  customerEmail: customer.email,
  ...(customer.phone ? { customerPhone: customer.phone } : {}),
  participants: 1,
  participantNames: [customer.name],
  gating: { memberNameEntered: customer.name },
});

const find = (query: string, cursor?: string, as = signedIn.manager) =>
  handleStaffFindBookings(deps(), callAs(as, { query, ...(cursor ? { cursor } : {}) }));

const ids = (answer: { bookings: { bookingId: string }[] }) =>
  answer.bookings.map((booking) => booking.bookingId);

describe('staffFindBookings', () => {
  it('finds by the reference, a part of the name, of the e-mail and the phone digits', async () => {
    const { bookingId: niccolo } = await pendingBooking(
      h(),
      ridingAlone({
        name: 'Niccolò Dell’Acqua',
        email: 'n.dellacqua@posta.example',
        phone: '+39 345 987 6543',
      }),
      GUEST,
    );
    const { bookingId: other } = await pendingBooking(
      h(),
      ridingAlone({ name: 'Giulia Bianchi', email: 'giulia@example.com' }),
      GUEST,
    );

    expect(ids(await find(bookingCode(niccolo)))).toEqual([niccolo]);
    expect(ids(await find('NICCOLO DELL'))).toEqual([niccolo]);
    expect(ids(await find("dell'acqua"))).toEqual([niccolo]);
    expect(ids(await find('DELLACQUA@POSTA'))).toEqual([niccolo]);
    // Looked up by "ta.": a gram with a dot is one field of the map, not a path.
    expect(ids(await find('posta.exa'))).toEqual([niccolo]);
    expect(ids(await find('345 98 76'))).toEqual([niccolo]);
    expect(ids(await find('bianch'))).toEqual([other]);
    expect(ids(await find('EXAMPLE')).sort()).toEqual([niccolo, other].sort());
    expect((await find('rossi')).bookings).toEqual([]);
    // A guide may search too: the roster already shows them these fields.
    expect(ids(await find('niccol', undefined, signedIn.guide))).toEqual([niccolo]);
  });

  it('records each page of results with how many it listed, never the query', async () => {
    await pendingBooking(
      h(),
      ridingAlone({ name: 'Teresa Viola', email: 'teresa@example.com' }),
      GUEST,
    );
    await find('viola', undefined, signedIn.guide);
    await find('nessuno-con-questo-nome', undefined, signedIn.guide);
    const entries = await testDb()
      .collection('auditLog')
      .where('actorUid', '==', signedIn.guide.uid)
      .where('action', '==', 'bookings_searched')
      .get();
    const recorded = entries.docs.map((doc) => doc.data());
    expect(recorded.map((entry) => entry['details'])).toEqual(
      expect.arrayContaining([{ results: 1 }, { results: 0 }]),
    );
    expect(JSON.stringify(recorded)).not.toMatch(/viola|nessuno/i);
  });

  it('pages newest first with a cursor, and refuses a query under three characters', async () => {
    // Stored through the checkout's own record (a seat-holding checkout each would fill the date).
    const made: string[] = [];
    for (let i = 0; i < SEARCH_PAGE_SIZE + 3; i += 1) {
      const bookingId = `rossi-${String(i).padStart(2, '0')}`;
      const request = bookingRequestSchema.parse(
        bookingRequest({
          customerName: `Marta Rossi ${i}`,
          customerEmail: `marta${i}@example.com`,
        }),
      );
      const record = newBookingRecord(
        bookingId,
        request,
        { memberMatch: 'found', memberId: '0001' },
        undefined,
        new Date(h().clock.ms + i * 60_000),
      );
      await testDb().doc(`bookings/${bookingId}`).set(record);
      made.push(bookingId);
    }
    const first = await find('rossi');
    expect(ids(first)).toEqual(made.slice().reverse().slice(0, SEARCH_PAGE_SIZE));
    expect(first.nextCursor).toBeDefined();
    const second = await find('rossi', first.nextCursor);
    expect(ids(second)).toEqual(made.slice().reverse().slice(SEARCH_PAGE_SIZE));
    expect(second.nextCursor).toBeUndefined();

    const short = await refusal(find(' ro '));
    expect(short.details).toMatchObject({ reason: 'SEARCH_TOO_SHORT', fields: ['query'] });
  });

  it('steps over a booking its schema cannot read, finding the others', async () => {
    const { bookingId } = await pendingBooking(
      h(),
      ridingAlone({ name: 'Carla Rossetti', email: 'carla@example.com' }),
      GUEST,
    );
    // Newer than the good one, so it is read first; half its fields are gone.
    const newer = Timestamp.fromMillis(h().clock.ms + 60_000);
    await testDb()
      .doc('bookings/broken')
      .set({
        searchGramsAt: searchGramsAt(
          { bookingId: 'broken', customerName: 'Carla Rossetti', customerEmail: '' },
          newer,
        ),
        createdAt: newer,
      });
    expect(ids(await find('rossetti'))).toEqual([bookingId]);
  });

  it('no longer finds a booking once retention anonymised it, nor one without grams until backfilled', async () => {
    const { bookingId } = await pendingBooking(
      h(),
      ridingAlone({ name: 'Anna Verdi', email: 'anna@example.com' }),
      GUEST,
    );
    // Without its grams, and with them in an array (a form that holds the same personal data).
    await testDb()
      .doc(`bookings/${bookingId}`)
      .update({ searchGramsAt: {}, searchGrams: ['ver', 'erd'] });
    expect((await find('verdi')).bookings).toEqual([]);
    expect(await backfillSearchGrams(testDb())).toMatchObject({ updated: 1 });
    expect((await testDb().doc(`bookings/${bookingId}`).get()).get('searchGrams')).toBeUndefined();
    expect(ids(await find('verdi'))).toEqual([bookingId]);
    expect(await backfillSearchGrams(testDb())).toMatchObject({ updated: 0, unchanged: 1 });

    // Two years on, the retention job anonymises the (expired) booking: its grams go too.
    const later = new Date(h().clock.ms + 2 * 366 * 86_400_000);
    await applyRetention(testDb(), { bookingMonths: 12, messageMonths: 24 }, later);
    expect((await storedBooking(bookingId)).searchGramsAt).toBeUndefined();
    expect((await find('verdi')).bookings).toEqual([]);
  });
});

describe('staffBookingStory', () => {
  it('lists created, paid, ticket, the confirmation mail and staff actions in order', async () => {
    const { bookingId } = await paidBooking(
      h(),
      ridingAlone({ name: 'Paolo Neri', email: 'paolo@example.com' }),
      GUEST,
    );
    await eventually(
      async () => (await storedBooking(bookingId)).mail?.confirmation?.status === 'sent',
    );
    h().clock.ms += 10 * 60_000;
    await handleStaffResendConfirmation(deps(), callAs(signedIn.manager, { bookingId }));

    const story = await handleStaffBookingStory(deps(), callAs(signedIn.guide, { bookingId }));
    const kinds = story.events.map((event) => event.kind);
    expect(kinds.slice(0, 3)).toEqual(['created', 'paid', 'ticket_issued']);
    const mails = story.events.filter((event) => event.kind === 'mail');
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({ mail: 'confirmation', status: 'sent' });
    expect(story.events.at(-1)).toMatchObject({
      kind: 'staff_action',
      action: 'confirmation_resent',
    });
    expect(story.booking).toMatchObject({ bookingId, status: 'paid', customerName: 'Paolo Neri' });
    // The refund the terms would give is a manager's figure: a guide's story has none.
    expect(story.booking.policyRefund).toBeUndefined();
    const managers = await handleStaffBookingStory(deps(), callAs(signedIn.manager, { bookingId }));
    expect(managers.booking.policyRefund).toMatchObject({ percent: 100 });
  });

  it('records who read the story, which never shows among the booking’s own actions', async () => {
    const { bookingId } = await paidBooking(
      h(),
      ridingAlone({ name: 'Marta Rosa', email: 'marta@example.com' }),
      GUEST,
    );
    await handleStaffBookingStory(deps(), callAs(signedIn.guide, { bookingId }));
    const again = await handleStaffBookingStory(deps(), callAs(signedIn.manager, { bookingId }));
    expect(again.events.filter((event) => event.kind === 'staff_action')).toEqual([]);
    const reads = await testDb()
      .collection('auditLog')
      .where('target', '==', `bookings/${bookingId}/story`)
      .get();
    expect(
      reads.docs.map((doc) => [doc.get('action'), doc.get('actorUid'), doc.get('details')]).sort(),
    ).toEqual(
      [
        ['booking_story_read', signedIn.guide.uid, { bookingId }],
        ['booking_story_read', signedIn.manager.uid, { bookingId }],
      ].sort(),
    );
  });
});

describe('manager actions', () => {
  it('resends the confirmation once on a double tap, and records it', async () => {
    const { bookingId } = await paidBooking(
      h(),
      ridingAlone({ name: 'Sara Gialli', email: 'sara@example.com' }),
      GUEST,
    );
    const answers = await Promise.all([
      handleStaffResendConfirmation(deps(), callAs(signedIn.manager, { bookingId })),
      handleStaffResendConfirmation(deps(), callAs(signedIn.manager, { bookingId })),
    ]);
    expect(answers.map((answer) => answer.resent).sort()).toEqual([false, true]);
    const resent = await testDb()
      .collection('mailOutbox')
      .where('reportTo.path', '==', `bookings/${bookingId}`)
      .get();
    expect(resent.size).toBe(2);
    const entries = await testDb()
      .collection('auditLog')
      .where('target', '==', `bookings/${bookingId}`)
      .get();
    expect(entries.docs.map((doc) => doc.get('action'))).toEqual(['confirmation_resent']);
  });

  it('cancels with a chosen amount: one refund on two concurrent calls, a reason required', async () => {
    const { bookingId } = await paidBooking(
      h(),
      ridingAlone({ name: 'Luca Blu', email: 'luca@example.com' }),
      GUEST,
    );
    const { paymentIntentId, amountTotalCents } = await storedBooking(bookingId);
    const chosen = { kind: 'amount', amountCents: 1234 } as const;

    const noReason = await refusal(
      handleStaffCancelBooking(
        deps(),
        callAs(signedIn.manager, { bookingId, refund: chosen, reason: '  ' }),
      ),
    );
    expect(noReason.details).toMatchObject({ reason: 'INVALID_INPUT', fields: ['reason'] });
    const tooMuch = await refusal(
      handleStaffCancelBooking(
        deps(),
        callAs(signedIn.manager, {
          bookingId,
          refund: { kind: 'amount', amountCents: amountTotalCents + 1 },
          reason: 'Chiesto al telefono',
        }),
      ),
    );
    expect(tooMuch.details).toMatchObject({ reason: 'REFUND_ABOVE_PAID' });
    expect((await storedBooking(bookingId)).status).toBe('paid');

    const request = { bookingId, refund: chosen, reason: 'Caduta il giorno prima' };
    const answers = await Promise.all([
      handleStaffCancelBooking(deps(), callAs(signedIn.manager, request)),
      handleStaffCancelBooking(deps(), callAs(signedIn.manager, request)),
    ]);
    expect(answers.map((answer) => answer.cancelled).sort()).toEqual([false, true]);
    const refunds = (await h().stripe.refunds.list({ payment_intent: paymentIntentId ?? '' })).data;
    expect(refunds.map((refund) => refund.amount)).toEqual([1234]);
    const stored = await storedBooking(bookingId);
    expect(stored).toMatchObject({ status: 'cancelled', cancelledBy: 'staff' });
    expect(stored.refund).toMatchObject({ amountCents: 1234, status: 'succeeded' });

    const story = await handleStaffBookingStory(deps(), callAs(signedIn.manager, { bookingId }));
    expect(story.events).toContainEqual(
      expect.objectContaining({ kind: 'refund', amountCents: 1234, status: 'succeeded' }),
    );
    expect(story.events).toContainEqual(
      expect.objectContaining({
        kind: 'staff_action',
        action: 'booking_cancelled',
        reason: 'Caduta il giorno prima',
      }),
    );
    expect(story.events).toContainEqual(
      expect.objectContaining({ kind: 'cancelled', by: 'staff' }),
    );
  });

  it('refuses a guide both actions, changing nothing', async () => {
    const { bookingId } = await paidBooking(
      h(),
      ridingAlone({ name: 'Elena Viola', email: 'elena@example.com' }),
      GUEST,
    );
    const cancel = await refusal(
      handleStaffCancelBooking(
        deps(),
        callAs(signedIn.guide, { bookingId, refund: { kind: 'policy' }, reason: 'Prova' }),
      ),
    );
    const resend = await refusal(
      handleStaffResendConfirmation(deps(), callAs(signedIn.guide, { bookingId })),
    );
    expect([cancel.details.reason, resend.details.reason]).toEqual([
      'MANAGER_ONLY',
      'MANAGER_ONLY',
    ]);
    const stored = await storedBooking(bookingId);
    expect(stored.status).toBe('paid');
    expect(stored.confirmationResentAt).toBeUndefined();
  });
});
