import { describe, expect, it } from 'vitest';
import type { StaffDecideApplicationsRequest } from '@/domain/api/staff-members';
import { createCheckout } from '@functions/services/booking/checkout';
import { handleStaffApplications } from '@functions/services/admission/staff-applications';
import { handleStaffDecideApplications } from '@functions/services/admission/staff-decide-applications';
import { outboxCollection } from '@functions/services/mail/outbox';
import { membersCollection } from '@functions/services/members';
import { handleRequestRenewal } from '@functions/services/membership/request-renewal';
import { auditLogCollection } from '@functions/services/audit-log/audit-log';
import { testDb } from '../support/firestore';
import {
  submitApplication,
  decideApplications,
  storedApplication,
} from '../support/membership-applications';
import { SATURDAY, TODAY } from '../support/harness-dates';
import { bookingRequest, call } from '../support/booking-request';
import { completeOnStripe } from '../support/stripe-stand-in';
import { eventually } from '../support/eventually';
import { registerBookingHarness } from '../support/booking-harness';
import { seatsHeld, storedBooking } from '../support/stored-bookings';
import { refundsAtStripe } from '../support/stripe-refunds';
import { callAs, signInBeforeAll, testAuth, type SignedIn } from '../support/staff-auth';

const h = registerBookingHarness();

const INBOX = 'staff@example.test';

const signedIn = signInBeforeAll({ manager: 'manager', guide: 'guide' });

const deps = () => ({ ...h().deps, auth: testAuth() });
const mailingDeps = () => ({ ...h().deps, associationInbox: INBOX });

/** Sends an application through submitMembership, as the form does; answers its id. */
async function apply(fullName: string, email: string, locale: 'it' | 'en' = 'it') {
  return (await submitApplication(h(), fullName, email, { locale })).id;
}

const decide = (session: SignedIn, request: StaffDecideApplicationsRequest) =>
  decideApplications(h(), session, request);

const admit = (...applicationIds: string[]) =>
  decide(signedIn.manager, { decision: 'admit', applicationIds, resolutionDate: TODAY });

const reject = (applicationId: string, reason = 'Manca il certificato medico.') =>
  decide(signedIn.manager, {
    decision: 'reject',
    applicationIds: [applicationId],
    resolutionDate: TODAY,
    reason,
  });

async function outboxMessage(applicationId: string) {
  const entry = await outboxCollection(testDb())
    .doc(`membershipApplications-${applicationId}-decision`)
    .get();
  return entry.data()?.message;
}

/** A booking made on the application in the booking card, before the board has decided. */
async function provisionalBooking(applicationId: string, name: string, email: string) {
  const { bookingId } = await createCheckout(
    h().deps,
    h().settings,
    call(
      bookingRequest({
        customerName: name,
        customerEmail: email,
        gating: { memberNameEntered: name, applicationId, memberMatch: 'pending_application' },
      }),
    ),
  );
  const stored = await storedBooking(bookingId);
  expect(stored.gating).toMatchObject({ memberMatch: 'pending_application', applicationId });
  return { bookingId, sessionId: stored.stripeSessionId ?? '' };
}

const refundsOf = (paymentIntentId: string) => refundsAtStripe(h(), paymentIntentId);

describe('admitting applications', () => {
  it('gives 20 concurrent admissions 20 consecutive numbers after the register’s highest of the year', async () => {
    // A member of this year already in the register (imported from the association's own list).
    await testDb().doc('members/2026-041').set({
      fullName: 'Sara Neri',
      normalizedName: 'sara neri',
      memberNumber: '2026-041',
      validUntil: '2026-12-31',
    });
    const ids: string[] = [];
    for (let index = 0; index < 20; index += 1) {
      ids.push(
        await apply(`Socio Numero${index}`, `socio${index}@example.com`, index === 0 ? 'en' : 'it'),
      );
    }

    const answers = await Promise.all(ids.map((id) => admit(id)));

    const numbers = answers.map(({ results }) => results[0]?.memberNumber ?? '');
    expect(answers.every(({ results }) => results[0]?.outcome === 'admitted')).toBe(true);
    expect([...numbers].sort()).toEqual(
      Array.from({ length: 20 }, (_, index) => `2026-${String(42 + index).padStart(3, '0')}`),
    );
    for (const [index, id] of ids.entries()) {
      const memberNumber = numbers[index] ?? '';
      const member = (await membersCollection(testDb()).doc(memberNumber).get()).data();
      expect(member).toMatchObject({
        fullName: `Socio Numero${index}`,
        normalizedName: `socio numero${index}`,
        memberNumber,
        validUntil: '2026-12-31',
        email: `socio${index}@example.com`,
        membershipType: 'ordinario',
        resolutionDate: TODAY,
        applicationId: id,
        locale: index === 0 ? 'en' : 'it',
      });
      expect(await storedApplication(id)).toMatchObject({
        status: 'admitted',
        memberNumber,
        resolutionDate: TODAY,
        decidedBy: signedIn.manager.uid,
      });
    }
    // The imported member is untouched.
    expect((await testDb().doc('members/2026-041').get()).data()?.['fullName']).toBe('Sara Neri');
    expect((await testDb().doc('memberNumberCounters/2026').get()).data()).toEqual({ last: 61 });

    // The welcome, in the applicant's language, with the number and the validity.
    const english = await outboxMessage(ids[0] ?? '');
    expect(english?.subject).toBe(`Welcome to the association: member no. ${numbers[0]}`);
    expect(english?.text).toContain(`Member number: ${numbers[0]}`);
    expect(english?.text).toContain('Membership valid until: 31 December 2026');
    const italian = await outboxMessage(ids[1] ?? '');
    expect(italian?.subject).toBe(`Benvenuto nell'associazione: socio n. ${numbers[1]}`);
    expect(italian?.text).toContain('Iscrizione valida fino al: 31 dicembre 2026');
    await eventually(async () =>
      h().mails.some(
        (mail) => mail.subject === `Welcome to the association: member no. ${numbers[0]}`,
      ),
    );
  }, 120_000);

  it('admits once: a repeated tap answers already_decided and changes nothing', async () => {
    const id = await apply('Chiara Dell’Acqua', 'chiara@example.com');
    const first = await admit(id, id);
    expect(first.results).toEqual([
      {
        applicationId: id,
        outcome: 'admitted',
        memberNumber: '2026-001',
        validUntil: '2026-12-31',
      },
    ]);
    // The register's folded name is what the booking card's typed name is matched against.
    const member = (await membersCollection(testDb()).doc('2026-001').get()).data();
    expect(member?.normalizedName).toBe("chiara dell'acqua");

    const again = await admit(id, 'no-such-application');
    expect(again.results).toEqual([
      { applicationId: id, outcome: 'already_decided', memberNumber: '2026-001' },
      { applicationId: 'no-such-application', outcome: 'not_found' },
    ]);
    expect(
      (await membersCollection(testDb()).get()).docs.filter((doc) => doc.id.startsWith('2026-')),
    ).toHaveLength(1);
    expect(await reject(id)).toEqual({
      results: [{ applicationId: id, outcome: 'already_decided', memberNumber: '2026-001' }],
    });
    expect((await storedApplication(id)).status).toBe('admitted');
    const actions = (await auditLogCollection(testDb()).get()).docs.map((doc) => doc.data().action);
    expect(actions.filter((action) => action === 'application_admitted')).toHaveLength(1);
  });

  it('confirms a renewal by extending the member’s validUntil, with its own mail', async () => {
    const lapsed = (await membersCollection(testDb()).doc('2024-017').get()).data();
    expect(lapsed?.validUntil).toBe('2025-12-31');
    const { id } = await handleRequestRenewal(
      { ...mailingDeps(), linkSecret: 'renewal-tests-secret' },
      call({ via: 'card', memberName: 'Paolo Verdi', email: 'paolo@example.com', locale: 'it' }),
    );

    expect(await admit(id)).toEqual({
      results: [
        {
          applicationId: id,
          outcome: 'renewed',
          memberNumber: '2024-017',
          validUntil: '2026-12-31',
        },
      ],
    });
    expect((await membersCollection(testDb()).doc('2024-017').get()).data()).toMatchObject({
      fullName: 'Paolo Verdi',
      validUntil: '2026-12-31',
      email: 'paolo@example.com',
    });
    expect(await storedApplication(id)).toMatchObject({
      status: 'admitted',
      memberNumber: '2024-017',
    });
    expect((await outboxMessage(id))?.subject).toBe('Iscrizione rinnovata: socio n. 2024-017');
    // No new number was taken.
    expect((await testDb().doc('memberNumberCounters/2026').get()).exists).toBe(false);
  });

  it('refuses a resolution date after today and a guide, changing nothing', async () => {
    const id = await apply('Marta Gialli', 'marta@example.com');
    await expect(
      decide(signedIn.manager, {
        decision: 'admit',
        applicationIds: [id],
        resolutionDate: '2026-11-24',
      }),
    ).rejects.toMatchObject({ details: { reason: 'INVALID_INPUT', fields: ['resolutionDate'] } });
    await expect(
      decide(signedIn.manager, {
        decision: 'admit',
        applicationIds: [id],
        resolutionDate: '2026-02-30',
      }),
    ).rejects.toMatchObject({ details: { reason: 'INVALID_INPUT', fields: ['resolutionDate'] } });
    await expect(admitAs(signedIn.guide, id)).rejects.toMatchObject({
      details: { reason: 'MANAGER_ONLY' },
    });
    await expect(handleStaffApplications(deps(), callAs(signedIn.guide, {}))).rejects.toMatchObject(
      {
        details: { reason: 'MANAGER_ONLY' },
      },
    );
    expect((await storedApplication(id)).status).toBe('submitted');
    expect(await outboxMessage(id)).toBeUndefined();
  });
});

function admitAs(session: SignedIn, id: string) {
  return decide(session, { decision: 'admit', applicationIds: [id], resolutionDate: TODAY });
}

describe('the applications waiting', () => {
  it('lists them oldest first with what the board needs and their provisional bookings', async () => {
    const first = await apply('Elena Blu', 'elena@example.com');
    h().clock.ms += 60_000;
    const second = await apply('Franco Viola', 'franco@example.com', 'en');
    const decided = await apply('Gino Rosa', 'gino@example.com');
    await admit(decided);
    const { bookingId } = await provisionalBooking(second, 'Franco Viola', 'franco@example.com');

    const { applications } = await handleStaffApplications(deps(), callAs(signedIn.manager, {}));

    expect(applications.map(({ id }) => id)).toEqual([first, second]);
    expect(applications[1]).toMatchObject({
      id: second,
      status: 'submitted',
      memberName: 'Franco Viola',
      email: 'franco@example.com',
      membershipType: 'ordinario',
      birthDate: '1985-12-10',
      address: 'Via Roma 1, 37121 Verona (VR), IT',
      taxCode: 'RSSMRA85T10A562S',
      provisionalBookings: [
        {
          bookingId,
          tourName: 'E-Motion in Villa',
          selectedDate: SATURDAY,
          participants: 2,
          status: 'pending',
        },
      ],
    });
    const reads = (
      await auditLogCollection(testDb()).where('action', '==', 'applications_read').get()
    ).docs;
    expect(reads.map((doc) => doc.data())).toMatchObject([
      { actorUid: signedIn.manager.uid, details: { applications: 2 } },
    ]);
  });
});

describe('rejecting an application', () => {
  it('refunds its paid provisional booking once, even rejected twice at once, and releases an unpaid one', async () => {
    const id = await apply('Irene Grigi', 'irene@example.com', 'en');
    const paid = await provisionalBooking(id, 'Irene Grigi', 'irene@example.com');
    await completeOnStripe(h(), paid.sessionId);
    await eventually(async () => (await storedBooking(paid.bookingId)).status === 'paid');
    const { paymentIntentId, amountTotalCents } = await storedBooking(paid.bookingId);
    const open = await provisionalBooking(id, 'Irene Grigi', 'irene.other@example.com');
    expect(await seatsHeld()).toBe(4);
    // An admitted member's own booking of the same day is not touched.
    const other = await apply('Luca Neri', 'luca@example.com');
    await admit(other);

    const [one, two] = await Promise.all([
      reject(id, 'The board meets only residents of the province.'),
      reject(id, 'The board meets only residents of the province.'),
    ]);

    const outcomes = [one.results[0]?.outcome, two.results[0]?.outcome].sort();
    expect(outcomes).toEqual(['already_decided', 'rejected']);
    // Both answers count what the rejection cancelled, whichever call did the cancelling.
    expect([one.results[0]?.bookingsCancelled, two.results[0]?.bookingsCancelled]).toEqual([2, 2]);
    // The membership fee was paid on the same Checkout: it goes back too, on a refund of its own.
    const { fee } = await storedApplication(id);
    // Made side by side, the two refunds are listed in either order.
    const refunded = (await refundsOf(paymentIntentId ?? '')).map((refund) => refund.amount);
    expect(refunded.sort((a, b) => a - b)).toEqual([fee?.amountCents, amountTotalCents]);
    expect(await storedBooking(paid.bookingId)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'membership_rejected',
      statusReason: 'membership_rejected',
      refund: { percent: 100, amountCents: amountTotalCents },
    });
    expect((await storedBooking(open.bookingId)).status).toMatch(/cancelled|expired/);
    expect(await seatsHeld()).toBe(0);
    expect(await storedApplication(id)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The board meets only residents of the province.',
      resolutionDate: TODAY,
      decidedBy: signedIn.manager.uid,
    });

    // Once more, later: nothing is refunded again (the tour's refund and the fee's).
    expect(await reject(id)).toEqual({
      results: [{ applicationId: id, outcome: 'already_decided', bookingsCancelled: 2 }],
    });
    expect(await refundsOf(paymentIntentId ?? '')).toHaveLength(2);

    const decision = await outboxMessage(id);
    expect(decision?.subject).toBe(
      'Outcome of your membership application — Valpolicella E-Bike Tours',
    );
    expect(decision?.text).toContain('The board meets only residents of the province.');
    expect(decision?.text).toContain('cancelled and refunded in full');
    // The booking was made in Italian: its cancellation mail is Italian and says why.
    await eventually(async () =>
      h().mails.some((mail) =>
        mail.subject.startsWith('Prenotazione annullata, domanda di ammissione non accolta'),
      ),
    );
    expect(
      h().mails.filter((mail) => mail.text.includes('non ha accolto la domanda di ammissione')),
    ).toHaveLength(1);
  }, 60_000);
});

describe('counting what a rejection called off', () => {
  it('counts an open checkout whose expiry event released it before the rejection did', async () => {
    const id = await apply('Marta Verdi', 'marta@example.com');
    const open = await provisionalBooking(id, 'Marta Verdi', 'marta@example.com');
    // The real SDK, except that expiring a session waits for Stripe's expiry event to release
    // the booking first: the order the race in production sometimes takes.
    const stripe = h().deps.stripe;
    const sessions = Object.create(stripe.checkout.sessions, {
      expire: {
        value: async (sessionId: string) => {
          const session = await stripe.checkout.sessions.expire(sessionId);
          await eventually(async () => (await storedBooking(open.bookingId)).status === 'expired');
          return session;
        },
      },
    });
    const checkout = Object.create(stripe.checkout, { sessions: { value: sessions } });
    const expiryFirst = {
      ...deps(),
      stripe: Object.create(stripe, { checkout: { value: checkout } }),
    };

    const answer = await handleStaffDecideApplications(
      expiryFirst,
      callAs(signedIn.manager, {
        decision: 'reject',
        applicationIds: [id],
        resolutionDate: TODAY,
        reason: 'Manca il certificato medico.',
      }),
    );

    expect(await storedBooking(open.bookingId)).toMatchObject({ status: 'expired' });
    expect(answer.results).toEqual([
      { applicationId: id, outcome: 'rejected', bookingsCancelled: 1 },
    ]);
    expect(await seatsHeld()).toBe(0);
  });
});
