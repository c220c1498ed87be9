import { describe, expect, it } from 'vitest';
import { createCheckout } from '@functions/services/booking/checkout';
import { testDb } from '../support/firestore';
import { SATURDAY } from '../support/harness-dates';
import { registerBookingHarness } from '../support/booking-harness';
import { SITE_URL } from '../support/links';
import { bookingRequest, call } from '../support/booking-request';
import { eventually } from '../support/eventually';
import { storedBooking, seatsHeld } from '../support/stored-bookings';
import { standInControl } from '../support/stripe-stand-in';
import { capacityDoc } from '../support/tour-docs';
import { refusal } from '../support/refusal';

const h = registerBookingHarness();

const checkout = (data: unknown, extra = {}) =>
  createCheckout(h().deps, h().settings, call(data, extra));

async function bookingCount(): Promise<number> {
  return (await testDb().collection('bookings').count().get()).data().count;
}

describe('createCheckoutSession', () => {
  it('books, is paid through the hosted checkout and holds the seats (full flow)', async () => {
    const { url, bookingId } = await checkout(bookingRequest(), { uid: 'user-1' });

    const pending = await storedBooking(bookingId);
    expect(pending).toMatchObject({
      status: 'pending',
      tourName: 'E-Motion in Villa',
      amountTotalCents: 26_000,
      currency: 'eur',
      uid: 'user-1',
      holdsSeats: true,
      gating: { memberMatch: 'found', memberId: '2025-001' },
    });
    expect(pending.expiresAt.toMillis() - pending.createdAt.toMillis()).toBe(31 * 60_000);
    expect(await seatsHeld()).toBe(2);

    const session = await h().stripe.checkout.sessions.retrieve(pending.stripeSessionId ?? '', {
      expand: ['line_items'],
    });
    expect(session).toMatchObject({
      url,
      currency: 'eur',
      amount_total: 26_000,
      customer_email: 'giulia@example.com',
      metadata: { bookingId },
      expires_at: pending.expiresAt.seconds,
      success_url: `${SITE_URL}/booking-success?session_id={CHECKOUT_SESSION_ID}&booking_id=${bookingId}`,
      cancel_url: `${SITE_URL}/booking-cancelled?booking_id=${bookingId}`,
    });
    expect(session.line_items?.data).toEqual([
      expect.objectContaining({ description: 'E-Motion in Villa', quantity: 2 }),
    ]);

    const paid = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    await eventually(async () => (await storedBooking(bookingId)).status === 'paid');
    const done = await storedBooking(bookingId);
    expect(done.paidAt).toBeDefined();
    expect(done.paymentIntentId).toMatch(/^pi_/);
    expect(await seatsHeld()).toBe(2);
    await eventually(async () => h().mails.length === 1);
    expect(h().mails[0]?.envelopeTo).toEqual(['giulia@example.com']);
    // The SMTP server holds the message a moment before the sender records the outcome.
    const outboxEntry = testDb().doc(`mailOutbox/booking-${bookingId}-confirmation`);
    await eventually(async () => (await outboxEntry.get()).get('status') === 'sent');
    const outbox = await outboxEntry.get();
    expect(outbox.data()).toMatchObject({
      status: 'sent',
      message: { subject: 'Prenotazione confermata: E-Motion in Villa, sabato 28 novembre 2026' },
    });
    // The booking's copy of the status is written after the outbox entry settles.
    await eventually(
      async () => (await storedBooking(bookingId)).mail?.confirmation?.status === 'sent',
    );
  });

  it('ignores a price, a capacity or a membership verdict sent by the client', async () => {
    const request = {
      ...bookingRequest({ participants: 3 }),
      amountTotalCents: 100,
      unitAmountCents: 1,
      priceCents: 1,
      seatsPerDate: 999,
      status: 'paid',
      holdsSeats: false,
    };
    await capacityDoc('emotion-in-villa', SATURDAY).set({
      tourId: 'emotion-in-villa',
      date: SATURDAY,
      seatsHeld: 18,
    });
    const refused = await refusal(checkout(request));
    expect(refused.details).toEqual({ reason: 'CAPACITY_EXCEEDED', remaining: 2 });
    expect(refused.message).toContain('CAPACITY_EXCEEDED');

    const { bookingId } = await checkout({
      ...request,
      participants: 2,
      participantNames: ['A', 'B'],
    });
    const stored = await storedBooking(bookingId);
    expect(stored).toMatchObject({ amountTotalCents: 26_000, unitAmountCents: 13_000 });
    expect(stored.status).toBe('pending');
    expect(stored).not.toHaveProperty('priceCents');
    expect(stored).not.toHaveProperty('seatsPerDate');
    const session = await h().stripe.checkout.sessions.retrieve(stored.stripeSessionId ?? '');
    expect(session.amount_total).toBe(26_000);
    expect(await seatsHeld()).toBe(20);
  });

  it('takes the membership verdict from the register, not from the request', async () => {
    const { bookingId } = await checkout(
      bookingRequest({
        gating: {
          isMember: true,
          termsAccepted: true,
          termsVersion: '2025-09-08',
          termsAcceptedAt: '2026-11-23T08:55:00.000Z',
          medicalCertDeclared: true,
          memberId: 'forged-id',
          memberMatch: 'not_found',
          memberNameEntered: '  marco   ROSSI ',
        },
      }),
    );
    expect((await storedBooking(bookingId)).gating).toMatchObject({
      memberMatch: 'found',
      memberId: '2025-002',
    });
  });

  it.each([
    ['a past date', { selectedDate: '2026-11-22' }, 'INVALID_DATE'],
    ['a weekday', { selectedDate: '2026-11-25' }, 'INVALID_DATE'],
    ['an event on another day', { tourId: 'castagne' as const }, 'INVALID_DATE'],
  ])('refuses %s with INVALID_DATE and changes nothing', async (_, overrides, reason) => {
    const refused = await refusal(checkout(bookingRequest(overrides)));
    expect(refused.details).toMatchObject({ reason });
    expect(refused.message).toContain(reason);
    expect(await bookingCount()).toBe(0);
  });

  it('answers MISSING_FIELDS naming the fields for an incomplete request', async () => {
    const { customerEmail: _, ...withoutEmail } = bookingRequest();
    const refused = await refusal(checkout({ ...withoutEmail, participants: 0 }));
    expect(refused.code).toBe('invalid-argument');
    expect(refused.message).toContain('MISSING_FIELDS');
    expect(refused.details).toEqual({
      reason: 'MISSING_FIELDS',
      fields: ['customerEmail', 'participants'],
    });
    expect(await bookingCount()).toBe(0);
  });

  it('re-checks terms, terms version and medical declaration', async () => {
    const gating = bookingRequest().gating;
    const cases = [
      [{ ...gating, termsAccepted: false }, 'TERMS_NOT_ACCEPTED'],
      [{ ...gating, termsVersion: '2024-01-01' }, 'TERMS_NOT_ACCEPTED'],
      [{ ...gating, medicalCertDeclared: false }, 'MEDICAL_CERT_REQUIRED'],
      [{ ...gating, isMember: false }, 'MEMBER_NOT_FOUND'],
    ] as const;
    for (const [bad, reason] of cases) {
      const refused = await refusal(checkout(bookingRequest({ gating: bad })));
      expect(refused.details).toMatchObject({ reason });
    }
    expect(await bookingCount()).toBe(0);
    expect(await seatsHeld()).toBe(0);
  });

  it('refuses names not in the register and memberships lapsed by the tour date', async () => {
    const gating = bookingRequest().gating;
    const unknown = await refusal(
      checkout(bookingRequest({ gating: { ...gating, memberNameEntered: 'Mario Nessuno' } })),
    );
    expect(unknown.details).toMatchObject({ reason: 'MEMBER_NOT_FOUND' });
    await testDb().doc('members/2025-001').update({ validUntil: '2026-11-27' });
    const lapsed = await refusal(checkout(bookingRequest()));
    expect(lapsed.details).toMatchObject({ reason: 'MEMBERSHIP_LAPSED' });
    expect(await bookingCount()).toBe(0);
  });

  it('books an unverified name for staff to check when ALLOW_UNVERIFIED_MEMBERS is on', async () => {
    const gating = { ...bookingRequest().gating, memberNameEntered: 'Mario Nessuno' };
    const { bookingId } = await createCheckout(
      h().deps,
      { ...h().settings, allowUnverifiedMembers: true },
      call(bookingRequest({ gating })),
    );
    expect(await storedBooking(bookingId)).toMatchObject({
      gating: { memberMatch: 'not_found', memberId: null },
      needsStaffAttention: true,
      staffAttentionReasons: ['member_not_verified'],
    });
  });

  it('releases the hold and cancels the booking when Stripe fails', async () => {
    // The SDK retries twice: fail all three attempts.
    await standInControl(h(), 'fail-next?count=3');
    const refused = await refusal(checkout(bookingRequest()));
    expect(refused.code).toBe('unavailable');
    expect(refused.details).toEqual({ reason: 'PAYMENT_PROVIDER_UNAVAILABLE' });
    expect(await seatsHeld()).toBe(0);
    const [stored] = (await testDb().collection('bookings').get()).docs;
    expect(stored?.data()).toMatchObject({
      status: 'cancelled',
      holdsSeats: false,
      statusReason: 'payment_provider_unavailable',
    });

    const retried = await checkout(bookingRequest());
    expect(retried.url).toMatch(/\/checkout\/cs_test_/);
    expect(await seatsHeld()).toBe(2);
  });

  it('limits the attempts of one client', async () => {
    const request = bookingRequest({ selectedDate: '2026-11-25' });
    const same = { clientKey: 'ip:203.0.113.9' };
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const refused = await refusal(checkout(request, same));
      expect(refused.details).toMatchObject({ reason: 'INVALID_DATE' });
    }
    const limited = await refusal(checkout(request, same));
    expect(limited.code).toBe('resource-exhausted');
    expect(limited.details).toEqual({ reason: 'RATE_LIMITED' });
  });

  it('dates the terms acceptance by the server clock and opens a cards-only session expiring with the hold', async () => {
    const claimed = '2020-01-01T00:00:00.000Z';
    const { bookingId } = await checkout(bookingRequest({ gating: { termsAcceptedAt: claimed } }));
    const stored = await storedBooking(bookingId);
    expect(stored.gating.termsAcceptedAt.toMillis()).toBe(h().clock.ms);
    expect(stored.gating.termsAcceptedAtClient).toBe(claimed);
    const session = await h().stripe.checkout.sessions.retrieve(stored.stripeSessionId ?? '');
    expect(session.payment_method_types).toEqual(['card']);
    expect(session.expires_at).toBe(stored.expiresAt.seconds);
    expect(session.expires_at * 1000 - h().clock.ms).toBeGreaterThanOrEqual(30 * 60_000);
  });
});
