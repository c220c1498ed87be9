import { describe, expect, it } from 'vitest';
import type { AttentionItem } from '@/domain/api/staff-attention';
import { handleStaffAttention } from '@functions/services/attention/staff-attention';
import { handleStaffResolveAttention } from '@functions/services/attention/resolve-attention';
import { handleStaffRetryRefund } from '@functions/services/attention/retry-refund';
import { applyRefundUpdate } from '@functions/services/booking/refund-events';
import { retryDueRefunds } from '@functions/services/refunds/settle-refund';
import { cancellationRefundSources } from '@functions/services/rental/rental-refund';
import { auditLogCollection } from '@functions/services/audit-log/audit-log';
import { cancelRental } from '@functions/services/rental/cancel-rental';
import { rentalManageToken } from '@functions/services/rental/rental-handle';
import { testDb } from '../support/firestore';
import { registerBookingHarness } from '../support/booking-harness';
import { LINK_SECRET } from '../support/links';
import { SATURDAY } from '../support/harness-dates';
import { call } from '../support/booking-request';
import { postWebhook, signedEvent, standInControl } from '../support/stripe-stand-in';
import { rentalRequest, seedRentalStock, rentalPaidAtStripe } from '../support/rentals';
import { storedRental } from '../support/stored-rentals';
import { callAs, signInBeforeAll, testAuth, type SignedIn } from '../support/staff-auth';

// "Da controllare" lists a cancelled rental whose refund Stripe declined, as it lists a booking's:
// the real cancellation against the Stripe stand-in told to decline the next refund, then the
// staff callables on the Auth emulator. The harness's clock is injected.
const h = registerBookingHarness();
const signedIn = signInBeforeAll({ manager: 'manager', guide: 'guide' });

const staffDeps = () => ({ db: testDb(), auth: testAuth(), now: () => new Date(h().clock.ms) });

async function refundRows(who: SignedIn) {
  const { items } = await handleStaffAttention(staffDeps(), callAs(who, {}));
  return items.filter(
    (item): item is Extract<AttentionItem, { kind: 'rental_refund_failed' }> =>
      item.kind === 'rental_refund_failed',
  );
}

/** Two medium bikes for Saturday morning, paid, then cancelled 73 h before: a full refund due. */
async function cancelledWhileStripeDeclines(): Promise<string> {
  await seedRentalStock();
  const rentalId = await rentalPaidAtStripe(h(), rentalRequest(SATURDAY));
  h().clock.ms = Date.parse(`${SATURDAY}T08:00:00Z`) - 73 * 3_600_000;
  await standInControl(h(), 'refunds/fail-next');
  await cancelRental(h().deps, call({ token: rentalManageToken(rentalId, LINK_SECRET) }));
  return rentalId;
}

describe("a rental's failed refund in Da controllare", () => {
  it('is listed with its figures for managers, the row alone for guides, until "Risolto"', async () => {
    const rentalId = await cancelledWhileStripeDeclines();
    expect((await storedRental(rentalId)).refund?.status).toBe('failed');

    const [row, ...others] = await refundRows(signedIn.manager);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      id: `rental-refund:${rentalId}`,
      rental: { rentalId, modelName: 'Focus Jarifa', customerName: 'Giulia Bianchi' },
      refund: { amountCents: 7000, status: 'failed', attempts: 1 },
      actions: ['retry_refund', 'resolve'],
    });
    expect(row?.refund?.lastError).toContain('declined');
    const [guides] = await refundRows(signedIn.guide);
    expect(guides).not.toHaveProperty('refund');
    expect(guides?.actions).toEqual([]);

    // Refunded from the Stripe dashboard, then "Risolto" (twice: a double tap).
    const resolve = () =>
      handleStaffResolveAttention(
        staffDeps(),
        callAs(signedIn.manager, { itemId: `rental-refund:${rentalId}`, reasons: [] }),
      );
    expect(await resolve()).toMatchObject({ resolved: true, resolvedBy: signedIn.manager.uid });
    expect(await resolve()).toMatchObject({ resolved: false });
    expect(await refundRows(signedIn.manager)).toEqual([]);
    expect(await storedRental(rentalId)).toMatchObject({
      needsStaffAttention: false,
      staffAttentionReasons: [],
    });
    const audit = await auditLogCollection(testDb())
      .where('action', '==', 'attention_resolved')
      .get();
    expect(audit.docs.map((doc) => doc.data().target)).toEqual([`rentals/${rentalId}`]);
  });

  it('is not listed once the refund went through, and a guide cannot resolve it', async () => {
    const rentalId = await cancelledWhileStripeDeclines();
    await testDb().doc(`rentals/${rentalId}`).update({ 'refund.status': 'succeeded' });
    expect(await refundRows(signedIn.manager)).toEqual([]);
    await expect(
      handleStaffResolveAttention(
        staffDeps(),
        callAs(signedIn.guide, { itemId: `rental-refund:${rentalId}`, reasons: [] }),
      ),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('is asked of Stripe again by "Riprova il rimborso": refunded once, credited once', async () => {
    const rentalId = await cancelledWhileStripeDeclines();
    const retry = (who: SignedIn) =>
      handleStaffRetryRefund({ ...h().deps, auth: testAuth() }, callAs(who, { rentalId }));
    await expect(retry(signedIn.guide)).rejects.toMatchObject({ code: 'permission-denied' });

    // A double tap: one asks Stripe; the other finds the attempt under way, or nothing left to
    // retry once it is over, by which of them the database served first.
    const [first, second] = await Promise.all([retry(signedIn.manager), retry(signedIn.manager)]);
    const outcomes = [first.outcome, second.outcome];
    expect(outcomes.filter((outcome) => outcome === 'succeeded')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome !== 'succeeded')).toEqual([
      expect.stringMatching(/^(in_progress|nothing_to_retry)$/),
    ]);
    const rental = await storedRental(rentalId);
    expect(rental.refund).toMatchObject({ status: 'succeeded', amountCents: 7000, attempts: 2 });
    const refunds = await h().stripe.refunds.list({ payment_intent: rental.paymentIntentId! });
    expect(refunds.data.filter((refund) => refund.status === 'succeeded')).toHaveLength(1);
    expect(refunds.data[0]?.metadata).toMatchObject({ kind: 'rental', rentalId });
    const credited = await testDb().collection('creditNotes').get();
    expect(credited.docs.map((doc) => doc.get('amountCents'))).toEqual([7000]);
    expect(await refundRows(signedIn.manager)).toEqual([]);
    // Each tap that found it due is in the log, completed with what it answered.
    const audit = await auditLogCollection(testDb()).where('action', '==', 'refund_retried').get();
    const entries = audit.docs.map((doc) => doc.data());
    expect(entries.every((entry) => entry.target === `rentals/${rentalId}`)).toBe(true);
    expect(entries.map((entry) => entry.details)).toContainEqual({
      rentalId,
      outcome: 'succeeded',
      completed: true,
    });
  });

  it('is retried by the scheduled job once its back-off has passed', async () => {
    const rentalId = await cancelledWhileStripeDeclines();
    const retryDue = () => retryDueRefunds(h().deps, cancellationRefundSources(testDb()));
    expect(await retryDue()).toEqual({ retried: 0 });
    h().clock.ms += 16 * 60_000;
    expect(await retryDue()).toEqual({ retried: 1 });
    expect((await storedRental(rentalId)).refund).toMatchObject({ status: 'succeeded' });
    expect(await retryDue()).toEqual({ retried: 0 });
  });

  it('adopts a refund Stripe made whose answer was lost, never refunding twice', async () => {
    const rentalId = await cancelledWhileStripeDeclines();
    const { paymentIntentId } = await storedRental(rentalId);
    // The call reached Stripe but its answer never came back: Stripe holds the refund, the rental
    // still reads failed and due. Stripe's events about it are held back until the retry is
    // done; otherwise one may arrive first and settle the rental itself.
    h().webhook.down = true;
    const lost = await h().stripe.refunds.create({
      payment_intent: paymentIntentId!,
      amount: 7000,
      metadata: { kind: 'rental', rentalId, purpose: 'cancellation' },
    });
    h().clock.ms += 16 * 60_000;
    expect(await retryDueRefunds(h().deps, cancellationRefundSources(testDb()))).toEqual({
      retried: 1,
    });
    const adopted = await storedRental(rentalId);
    expect(adopted.refund).toMatchObject({ status: 'succeeded' });
    const refunds = await h().stripe.refunds.list({ payment_intent: paymentIntentId! });
    expect(refunds.data.filter((refund) => refund.status === 'succeeded')).toHaveLength(1);
    // The event arriving late changes nothing.
    h().webhook.down = false;
    expect((await postWebhook(h(), signedEvent(h().stripe, 'refund.created', lost))).status).toBe(
      200,
    );
    const after = await storedRental(rentalId);
    expect(after.refund).toEqual(adopted.refund);
    expect(after.status).toBe(adopted.status);
    expect(after.needsStaffAttention).toBe(adopted.needsStaffAttention);
  });

  it('records a refund Stripe failed after accepting it, flagged and due again', async () => {
    const rentalId = await cancelledWhileStripeDeclines();
    await handleStaffRetryRefund(
      { ...h().deps, auth: testAuth() },
      callAs(signedIn.manager, { rentalId }),
    );
    const { refund } = await storedRental(rentalId);
    const made = await h().stripe.refunds.retrieve(refund!.id!);
    // The card was closed: Stripe reports the accepted refund failed, later.
    await applyRefundUpdate(h().deps, {
      ...made,
      status: 'failed',
      failure_reason: 'lost_or_stolen_card',
    });
    expect(await storedRental(rentalId)).toMatchObject({
      refund: { status: 'failed', lastError: 'Stripe: lost_or_stolen_card' },
      needsStaffAttention: true,
      staffAttentionReasons: ['refund_failed'],
    });
    const [row] = await refundRows(signedIn.manager);
    expect(row?.actions).toEqual(['retry_refund', 'resolve']);
  });
});
