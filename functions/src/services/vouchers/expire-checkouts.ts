import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import { settleExpiredSession } from '@functions/services/booking-base/settle-expired-session';
import { fulfilVoucherPurchase } from './fulfil-purchase';
import { vouchersCollection } from './voucher-doc';
import { errorText } from '@functions/lib/error-text';
import { DAY_MS } from '@/domain/time-units';

/**
 * The safety net for lost events on voucher purchases, run with the booking holds' release:
 * a pending voucher past its checkout's end is settled with Stripe (issued if it was paid after
 * all), else cancelled. Idempotent: issued and cancelled vouchers are not pending any more.
 */
export async function closeExpiredVoucherCheckouts(deps: BookingDeps): Promise<number> {
  const now = deps.now();
  const pending = await vouchersCollection(deps.db).where('status', '==', 'pending').get();
  let closed = 0;
  for (const doc of pending.docs) {
    try {
      const voucher = doc.data();
      const ends = voucher.checkoutExpiresAt ?? voucher.createdAt;
      // A voucher without a session failed before it had one: give the session a day to appear.
      const grace = voucher.checkoutExpiresAt ? 0 : DAY_MS;
      if (ends.toMillis() + grace > now.getTime()) continue;
      const sessionId = voucher.stripeSessionId;
      // Issued if it was paid after all; a payment still settling is left to its own event.
      if (
        sessionId &&
        (await settleExpiredSession(deps, sessionId, fulfilVoucherPurchase)) !== 'release'
      ) {
        continue;
      }
      await deps.db.runTransaction(async (tx) => {
        if ((await tx.get(doc.ref)).data()?.status !== 'pending') return;
        tx.update(doc.ref, { status: 'cancelled', updatedAt: Timestamp.fromDate(deps.now()) });
      });
      closed += 1;
    } catch (error) {
      logger.error('could not close an expired voucher checkout', {
        path: doc.ref.path,
        error: errorText(error),
      });
    }
  }
  return closed;
}
