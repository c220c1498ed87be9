import { describe, expect, it } from 'vitest';
import { cancelRental, manageRental } from '@functions/services/rental/cancel-rental';
import { rentalManageToken } from '@functions/services/rental/rental-handle';
import { handleStaffCancelRental } from '@functions/services/rental/staff-cancel-rental';
import { auditLogCollection } from '@functions/services/audit-log/audit-log';
import { testDb } from '../support/firestore';
import { registerBookingHarness } from '../support/booking-harness';
import { LINK_SECRET } from '../support/links';
import { SATURDAY } from '../support/harness-dates';
import { call } from '../support/booking-request';
import { refundsAtStripe } from '../support/stripe-refunds';
import { rentalRequest, seedRentalStock, rentalPaidAtStripe } from '../support/rentals';
import { ledgerRentalIds, storedRental } from '../support/stored-rentals';
import { reasonOf, refusal } from '../support/refusal';
import { eventually } from '../support/eventually';
import { callAs, signInBeforeAll, testAuth } from '../support/staff-auth';

const h = registerBookingHarness();
const signedIn = signInBeforeAll({ manager: 'manager', guide: 'guide' });
const staffDeps = () => ({ ...h().deps, auth: testAuth() });

const HOUR = 3_600_000;
/** Saturday morning's pick-up: 09:00 in Rome, 08:00 UTC in November. */
const PICK_UP = Date.parse(`${SATURDAY}T08:00:00Z`);

/** Two medium bikes and a child seat for Saturday morning, paid: 2 × 35 € + 5 €. */
async function paidRental(): Promise<{ rentalId: string; token: string }> {
  const rentalId = await rentalPaidAtStripe(
    h(),
    rentalRequest(SATURDAY, { addOns: [{ addOnId: 'child-seat', quantity: 1 }] }),
  );
  return { rentalId, token: rentalManageToken(rentalId, LINK_SECRET) };
}

async function refundedAtStripe(rentalId: string): Promise<number[]> {
  const { paymentIntentId } = await storedRental(rentalId);
  return (await refundsAtStripe(h(), paymentIntentId!)).map((refund) => refund.amount);
}

describe('cancelling a rental', () => {
  it('opens and cancels from the confirmation mail\'s "Gestisci il noleggio" link', async () => {
    await seedRentalStock();
    const { rentalId } = await paidRental();
    h().clock.ms = PICK_UP - 100 * HOUR;
    const mail = await testDb().doc(`mailOutbox/rental-${rentalId}-confirmation`).get();
    const { text } = mail.data()!['message'] as { text: string };
    const link = /https?:\/\/\S+\/gestisci-noleggio\?token=\S+/.exec(text)?.[0];
    expect(link).toBeDefined();
    const token = new URL(link!).searchParams.get('token')!;
    const shown = await manageRental(h().deps, call({ token }));
    expect(shown).toMatchObject({
      rental: { rentalId, status: 'paid' },
      canCancel: true,
      canChangeDates: true,
    });
    await cancelRental(h().deps, call({ token }));
    // A cancelled rental's link opens nothing more.
    const reopened = await manageRental(h().deps, call({ token })).catch(reasonOf);
    expect(reopened).toBe('LINK_NO_LONGER_VALID');
  });

  it.each([
    { hoursBefore: 73, percent: 100, cents: 7500 },
    { hoursBefore: 72, percent: 50, cents: 3750 },
    { hoursBefore: 24, percent: 50, cents: 3750 },
    { hoursBefore: 23, percent: 0, cents: 0 },
  ])(
    '$hoursBefore h before the pick-up refunds $percent%',
    async ({ hoursBefore, percent, cents }) => {
      await seedRentalStock();
      const { rentalId, token } = await paidRental();
      h().clock.ms = PICK_UP - hoursBefore * HOUR;
      const shown = await manageRental(h().deps, call({ token }));
      expect(shown).toMatchObject({ canCancel: true, refund: { percent, amountCents: cents } });
      const answer = await cancelRental(h().deps, call({ token }));
      expect(answer).toMatchObject({
        status: 'cancelled',
        refund: { percent, amountCents: cents },
      });
      expect(await refundedAtStripe(rentalId)).toEqual(cents > 0 ? [cents] : []);
      expect(await storedRental(rentalId)).toMatchObject({
        status: 'cancelled',
        holdsStock: false,
        cancelledBy: 'customer',
      });
      expect(await ledgerRentalIds('model-focus-jarifa')).toEqual([]);
      expect(await ledgerRentalIds('addon-child-seat')).toEqual([]);
    },
  );

  it('refunds once when the customer taps twice at the same time', async () => {
    await seedRentalStock();
    const { rentalId, token } = await paidRental();
    const outcomes = await Promise.allSettled([
      cancelRental(h().deps, call({ token })),
      cancelRental(h().deps, call({ token })),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find(
      (outcome) => outcome.status === 'rejected',
    ) as PromiseRejectedResult;
    expect(['NOT_CANCELLABLE', 'LINK_NO_LONGER_VALID']).toContain(reasonOf(refused.reason));
    expect(await refundedAtStripe(rentalId)).toEqual([7500]);
    const mails = await testDb().collection('mailOutbox').get();
    expect(mails.docs.map((doc) => doc.id).filter((id) => id.endsWith('-cancellation'))).toEqual([
      `rental-${rentalId}-cancellation`,
    ]);
    const text = (
      mails.docs.find((doc) => doc.id.endsWith('-cancellation'))!.data()['message'] as {
        text: string;
      }
    ).text;
    expect(text).toContain('75,00');
    // The outbox sends it and reports the delivery on the rental, never overwritten by the mark.
    await eventually(
      async () => (await storedRental(rentalId)).mail?.['cancellation']?.status === 'sent',
    );
    // The refund is credited once against the rental's receipt.
    const credited = await testDb().collection('creditNotes').get();
    expect(credited.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({ amountCents: 7500 }),
    ]);
  });

  it('is refused once the bikes were due, and by a link signed for another rental', async () => {
    await seedRentalStock();
    const { rentalId, token } = await paidRental();
    h().clock.ms = PICK_UP + 1;
    await expect(cancelRental(h().deps, call({ token }))).rejects.toSatisfy(
      (error) => reasonOf(error) === 'NOT_CANCELLABLE',
    );
    const forged = `${rentalId}.${token.split('.')[1]!.slice(1)}x`;
    await expect(cancelRental(h().deps, call({ token: forged }))).rejects.toSatisfy(
      (error) => reasonOf(error) === 'INVALID_LINK',
    );
    expect((await storedRental(rentalId)).status).toBe('paid');
  });

  it('refunds in full when a manager calls it off for the weather, even the day before', async () => {
    await seedRentalStock();
    const { rentalId } = await paidRental();
    h().clock.ms = PICK_UP - 12 * HOUR;
    const byGuide = await refusal(
      handleStaffCancelRental(staffDeps(), callAs(signedIn.guide, { rentalId })),
    );
    expect(byGuide.details).toMatchObject({ reason: 'MANAGER_ONLY' });
    expect((await storedRental(rentalId)).status).toBe('paid');

    // A double tap: one cancellation, one refund, one mail, one entry in the activity log.
    const answers = await Promise.allSettled([
      handleStaffCancelRental(staffDeps(), callAs(signedIn.manager, { rentalId })),
      handleStaffCancelRental(staffDeps(), callAs(signedIn.manager, { rentalId })),
    ]);
    const done = answers.filter((answer) => answer.status === 'fulfilled');
    expect(done).toHaveLength(1);
    expect(done[0]!.value.refund).toMatchObject({ percent: 100, amountCents: 7500 });
    const refused = answers.find((answer) => answer.status === 'rejected');
    expect(reasonOf((refused as PromiseRejectedResult).reason)).toBe('NOT_CANCELLABLE');
    expect(await refundedAtStripe(rentalId)).toEqual([7500]);
    expect(await storedRental(rentalId)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'weather',
    });
    expect(await ledgerRentalIds('model-focus-jarifa')).toEqual([]);
    const mail = await testDb().doc(`mailOutbox/rental-${rentalId}-cancellation`).get();
    expect((mail.get('message') as { text: string }).text).toContain('a causa del maltempo');
    const log = await auditLogCollection(testDb()).where('action', '==', 'rental_cancelled').get();
    expect(log.docs.map((entry) => entry.data())).toEqual([
      expect.objectContaining({
        actorUid: signedIn.manager.uid,
        target: `rentals/${rentalId}`,
        details: { rentalId, refundCents: 7500 },
      }),
    ]);
  });
});
