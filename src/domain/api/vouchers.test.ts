import { describe, expect, it } from 'vitest';
import { voucherPurchaseRequestSchema, type VoucherPurchaseRequest } from './vouchers';

const request: VoucherPurchaseRequest = {
  value: { kind: 'amount', amountCents: 5000 },
  buyerName: 'Marco Rossi',
  buyerEmail: 'marco@example.com',
  recipientName: 'Anna Verdi',
  message: 'Buon Natale!',
  delivery: { kind: 'scheduled', recipientEmail: 'anna@example.com', date: '2026-12-24', hour: 8 },
  locale: 'it',
};

const issuesOf = (data: unknown) =>
  voucherPurchaseRequestSchema.safeParse(data).error?.issues.map((issue) => issue.path.join('.'));

describe('the voucher purchase request', () => {
  it('takes an amount or a tour for its people, and a delivery now or scheduled', () => {
    expect(issuesOf(request)).toBeUndefined();
    expect(
      issuesOf({ ...request, value: { kind: 'tour', tourId: 'pojega', people: 2 } }),
    ).toBeUndefined();
    expect(issuesOf({ ...request, delivery: { kind: 'now_to_buyer' } })).toBeUndefined();
  });

  it('refuses an amount out of range, a price of its own, a long message, a bad hour', () => {
    expect(issuesOf({ ...request, value: { kind: 'amount', amountCents: 1000 } })).toEqual([
      'value.amountCents',
    ]);
    expect(
      voucherPurchaseRequestSchema.parse({
        ...request,
        value: { kind: 'tour', tourId: 'pojega', people: 2, amountCents: 1 },
      }).value,
    ).toEqual({ kind: 'tour', tourId: 'pojega', people: 2 });
    expect(issuesOf({ ...request, message: 'x'.repeat(301) })).toEqual(['message']);
    expect(issuesOf({ ...request, delivery: { ...request.delivery, hour: 24 } as never })).toEqual([
      'delivery.hour',
    ]);
    expect(issuesOf({ ...request, buyerEmail: 'not-an-address' })).toEqual(['buyerEmail']);
    expect(issuesOf({ ...request, recipientName: '' })).toEqual(['recipientName']);
  });
});
