import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type Stripe from 'stripe';
import { recordSystemProblem } from '@functions/services/system-problems/record-problem';
import { payoutRef, type PayoutDoc, type PayoutLine } from './payout-doc';
import { readReceiptAnnotations } from './annotate-receipts';
import { payoutLine } from './payout-line';
import { samePayoutContent } from './same-content';

export interface PayoutDeps {
  db: Firestore;
  stripe: Stripe;
  now: () => Date;
}

/**
 * How far back payouts are read again on every run. Stripe changes a payout's status (in transit,
 * paid, failed) within days of its creation; the margin also lets a receipt issued late reach the
 * lines of its payout.
 */
export const PAYOUT_LOOKBACK_DAYS = 45;
const DAY_SECONDS = 86_400;
/** Stripe's largest page: the fewest requests for a month of payouts and their lines (tests page by less). */
const PAGE = 100;

type PayoutContent = Omit<PayoutDoc, 'reconciledAt'>;

/** What a payout's lines add up to: a fee Stripe billed apart counts as a fee, not as money in. */
export function payoutTotals(lines: readonly PayoutLine[]) {
  const sum = (pick: (line: PayoutLine) => number) =>
    lines.reduce((total, line) => total + pick(line), 0);
  const billedFees = sum((line) => (line.kind === 'stripe_fee' ? -line.grossCents : 0));
  return {
    grossCents: sum((line) => (line.kind === 'stripe_fee' ? 0 : line.grossCents)),
    feeCents: sum((line) => line.feeCents) + billedFees,
    netCents: sum((line) => line.netCents),
    unmatchedCount: lines.filter((line) => !line.matched).length,
  };
}

function summary(payout: Stripe.Payout, lines: PayoutLine[]): PayoutContent {
  const totals = payoutTotals(lines);
  return {
    amountCents: payout.amount,
    currency: payout.currency,
    status: payout.status,
    createdAt: Timestamp.fromMillis(payout.created * 1000),
    arrivalAt: Timestamp.fromMillis(payout.arrival_date * 1000),
    ...totals,
    addsUp:
      totals.netCents === payout.amount && totals.grossCents - totals.feeCents === totals.netCents,
    lines,
  };
}

/** The payout's lines, in a fixed order (time, then id) so two runs compare equal. */
async function linesOf(
  deps: PayoutDeps,
  payout: Stripe.Payout,
  pageSize: number,
): Promise<PayoutLine[]> {
  const lines: PayoutLine[] = [];
  const transactions = deps.stripe.balanceTransactions.list({
    payout: payout.id,
    limit: pageSize,
    expand: ['data.source'],
  });
  for await (const transaction of transactions) {
    // The payout's own transaction moves the sum to the bank; it is the payout, not a line of it.
    if (transaction.type === 'payout') continue;
    lines.push(await payoutLine(deps.db, transaction));
  }
  return lines.sort(
    (a, b) =>
      a.at.toMillis() - b.at.toMillis() ||
      a.balanceTransactionId.localeCompare(b.balanceTransactionId),
  );
}

const unmatchedIds = (lines: readonly PayoutLine[] | undefined) =>
  new Set((lines ?? []).filter((line) => !line.matched).map((line) => line.balanceTransactionId));

/**
 * One payout stored as Stripe reports it now, and its id and fees written onto the receipts and
 * credit notes it pays out, in one transaction. Nothing is written when nothing changed, so a run
 * over the same Stripe data changes nothing. A line newly found unmatched is recorded as a system
 * problem ("Da controllare") before the payout is written: a run cut off between the two records
 * it again rather than never.
 */
async function reconcileOne(
  deps: PayoutDeps,
  payout: Stripe.Payout,
  pageSize: number,
): Promise<{ payoutWritten: boolean; annotated: number }> {
  const content = summary(payout, await linesOf(deps, payout, pageSize));
  const ref = payoutRef(deps.db, payout.id);
  const before = (await ref.get()).data();
  if (!before || !samePayoutContent(before, content)) {
    const known = unmatchedIds(before?.lines);
    const fresh = [...unmatchedIds(content.lines)].filter((id) => !known.has(id));
    if (fresh.length > 0) {
      await recordSystemProblem(
        deps,
        'payout_unmatched',
        `${payout.id}: ${fresh.length} (${fresh.join(', ')})`,
      );
    }
  }
  return deps.db.runTransaction(async (tx) => {
    const stored = (await tx.get(ref)).data();
    const annotations = await readReceiptAnnotations(tx, deps.db, payout.id, content.lines);
    const payoutWritten = !stored || !samePayoutContent(stored, content);
    if (payoutWritten) tx.set(ref, { ...content, reconciledAt: Timestamp.fromDate(deps.now()) });
    annotations.write();
    return { payoutWritten, annotated: annotations.count };
  });
}

export interface ReconcileOutcome {
  payoutsRead: number;
  payoutsWritten: number;
  /** Receipts and credit notes that were given their payout (and fee) in this run. */
  receiptsAnnotated: number;
}

/**
 * `reconcilePayouts`: every payout Stripe created in the last PAYOUT_LOOKBACK_DAYS, with its
 * balance transactions, stored in `payouts/{id}`; both lists are paged through to the end.
 */
export async function reconcilePayouts(
  deps: PayoutDeps,
  { pageSize = PAGE }: { pageSize?: number | undefined } = {},
): Promise<ReconcileOutcome> {
  const since = Math.floor(deps.now().getTime() / 1000) - PAYOUT_LOOKBACK_DAYS * DAY_SECONDS;
  const outcome: ReconcileOutcome = { payoutsRead: 0, payoutsWritten: 0, receiptsAnnotated: 0 };
  const payouts = deps.stripe.payouts.list({ created: { gte: since }, limit: pageSize });
  for await (const payout of payouts) {
    outcome.payoutsRead += 1;
    const { payoutWritten, annotated } = await reconcileOne(deps, payout, pageSize);
    if (payoutWritten) outcome.payoutsWritten += 1;
    outcome.receiptsAnnotated += annotated;
  }
  logger.info('payouts reconciled', { ...outcome });
  return outcome;
}
