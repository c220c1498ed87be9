import { describe, expect, it } from 'vitest';
import { cardFee, DISPUTE_FEE } from './balance.js';
import { paidIntent, registerTestStack } from './test-fixtures.js';

const stack = registerTestStack({ redirectWaitMs: 200 });

async function makePayout(): Promise<{ id: string; amount: number }> {
  const response = await stack.control('payouts');
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string; amount: number };
}

describe('payouts and balance transactions', () => {
  it('pays out charges less fees, refunds and disputes, each line tied to its source', async () => {
    const kept = await paidIntent(stack);
    const refunded = await paidIntent(stack);
    const disputed = await paidIntent(stack);
    const refund = await stack.stripe.refunds.create({ payment_intent: refunded, amount: 10_000 });
    expect((await stack.control(`payment_intents/${disputed}/dispute`)).status).toBe(200);

    const payout = await makePayout();
    // 1.5 % + 0.25 € of 285,00 € is 4,53 € (4,275 rounds to 4,28 + 0,25).
    expect(cardFee(28_500)).toBe(453);
    expect(payout.amount).toBe(3 * (28_500 - 453) - 10_000 - 28_500 - DISPUTE_FEE);

    const lines = await stack.stripe.balanceTransactions.list({
      payout: payout.id,
      expand: ['data.source'],
      limit: 100,
    });
    const byType = (type: string) => lines.data.filter((line) => line.type === type);
    expect(byType('charge')).toHaveLength(3);
    expect(byType('charge')[0]).toMatchObject({ amount: 28_500, fee: 453, net: 28_047 });
    const charged = byType('charge').map(
      (line) => (line.source as { payment_intent: string }).payment_intent,
    );
    expect(charged.sort()).toEqual([kept, refunded, disputed].sort());
    expect(byType('refund')[0]).toMatchObject({ amount: -10_000, fee: 0, net: -10_000 });
    expect(byType('refund')[0]?.source).toMatchObject({ id: refund.id, payment_intent: refunded });
    expect(byType('adjustment')[0]).toMatchObject({ amount: -28_500, fee: DISPUTE_FEE });
    expect(byType('adjustment')[0]?.source).toMatchObject({ payment_intent: disputed });
    expect(byType('payout')[0]).toMatchObject({ amount: -payout.amount });
    const swept = lines.data.filter((line) => line.type !== 'payout');
    expect(swept.reduce((sum, line) => sum + line.net, 0)).toBe(payout.amount);
  });

  it('puts in a payout only what the previous one left, and refuses when nothing is owed', async () => {
    await paidIntent(stack);
    const first = await makePayout();
    expect((await stack.control('payouts')).status).toBe(400);
    await paidIntent(stack);
    expect((await stack.control('balance/stripe_fee?amount=-300')).status).toBe(200);
    const second = await makePayout();
    expect(second.amount).toBe(28_500 - 453 - 300);

    const secondLines = await stack.stripe.balanceTransactions.list({ payout: second.id });
    expect(secondLines.data.map((line) => line.type).sort()).toEqual(
      ['charge', 'payout', 'stripe_fee'].sort(),
    );
    const payouts = await stack.stripe.payouts.list();
    expect(payouts.data.map((payout) => payout.id)).toEqual([second.id, first.id]);
    expect(payouts.data[0]).toMatchObject({ status: 'paid', automatic: true });
    expect(payouts.data[0]?.arrival_date).toBeGreaterThan(payouts.data[0]?.created ?? Infinity);
  });

  it('pages through lists with starting_after and filters payouts by created and status', async () => {
    for (let i = 0; i < 3; i += 1) await paidIntent(stack);
    const payout = await makePayout();
    const seen: string[] = [];
    for await (const line of stack.stripe.balanceTransactions.list({
      payout: payout.id,
      limit: 2,
    })) {
      seen.push(line.id);
    }
    expect(seen).toHaveLength(4);
    expect(new Set(seen).size).toBe(4);
    const page = await stack.stripe.balanceTransactions.list({ payout: payout.id, limit: 2 });
    expect(page.has_more).toBe(true);

    const later = await stack.stripe.payouts.list({
      created: { gt: Math.floor(Date.now() / 1000) + 60 },
    });
    expect(later.data).toEqual([]);
    const inTransit = await stack.stripe.payouts.list({ status: 'in_transit' });
    expect(inTransit.data).toEqual([]);
    await expect(
      stack.stripe.balanceTransactions.list({ payout: 'po_unknown' }),
    ).rejects.toMatchObject({ code: 'resource_missing' });
  });
});
