/**
 * Stripe's fee of one payment shared among the receipts it paid (a membership fee and a tour in
 * one Checkout), in proportion to their amounts, in whole cents that add up to the fee exactly:
 * what rounding leaves over goes to the largest receipts first.
 */
export function splitFee(feeCents: number, amountsCents: readonly number[]): number[] {
  const total = amountsCents.reduce((sum, amount) => sum + amount, 0);
  if (amountsCents.length === 0) return [];
  if (total <= 0) return amountsCents.map((_, index) => (index === 0 ? feeCents : 0));
  const shares = amountsCents.map((amount) => Math.floor((feeCents * amount) / total));
  let left = feeCents - shares.reduce((sum, share) => sum + share, 0);
  const largestFirst = amountsCents
    .map((amount, index) => ({ amount, index }))
    .sort((a, b) => b.amount - a.amount || a.index - b.index);
  for (const { index } of largestFirst) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}
