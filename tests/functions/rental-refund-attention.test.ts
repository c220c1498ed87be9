import { describe, expect, it } from 'vitest';
import type { AttentionItem } from '@/domain/api/staff-attention';
import { handleStaffAttention } from '@functions/services/attention/staff-attention';
import { handleStaffResolveAttention } from '@functions/services/attention/resolve-attention';
import { auditLogCollection } from '@functions/services/audit-log/audit-log';
import { cancelRental } from '@functions/services/rental/cancel-rental';
import { rentalManageToken } from '@functions/services/rental/rental-handle';
import { testDb } from '../support/firestore';
import {
  LINK_SECRET,
  SATURDAY,
  call,
  registerBookingHarness,
  standInControl,
} from '../support/booking-harness';
import {
  rentalRequest,
  seedRentalStock,
  storedRental,
  rentalPaidAtStripe,
} from '../support/rentals';
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
      actions: ['resolve'],
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
});
