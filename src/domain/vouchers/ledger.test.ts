import { describe, expect, it } from 'vitest';
import { voucherBalanceCents } from './ledger';
import { deliveryInstant, deliveryProblem } from './delivery';
import { voucherProblem } from './usability';
import { isVoucherValidOn, latestExtensionDay, voucherValidUntil } from './validity';

describe('a voucher ledger', () => {
  it('is worth the sum of its entries', () => {
    expect(
      voucherBalanceCents([
        { kind: 'issue', amountCents: 10000 },
        { kind: 'reserve', amountCents: -8000 },
        { kind: 'release', amountCents: 8000 },
        { kind: 'reserve', amountCents: -3000 },
        { kind: 'spend', amountCents: 0 },
        { kind: 'refund', amountCents: 3000 },
        { kind: 'reserve', amountCents: -2500 },
      ]),
    ).toBe(7500);
  });
});

describe('validity', () => {
  it('runs to the same day so many months later, in Rome', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Rome.
    expect(voucherValidUntil(new Date('2026-12-31T23:30:00Z'), 24)).toBe('2029-01-01');
    expect(voucherValidUntil(new Date('2026-12-23T10:00:00Z'), 24)).toBe('2028-12-23');
    expect(voucherValidUntil(new Date('2027-01-31T10:00:00Z'), 1)).toBe('2027-02-28');
  });

  it('may be extended up to five years from Rome’s today', () => {
    expect(latestExtensionDay(new Date('2026-11-30T10:00:00Z'))).toBe('2031-11-30');
    expect(latestExtensionDay(new Date('2026-12-31T23:30:00Z'))).toBe('2032-01-01');
  });

  it('includes its last day until midnight in Rome', () => {
    expect(isVoucherValidOn('2028-12-23', new Date('2028-12-23T22:59:00Z'))).toBe(true);
    expect(isVoucherValidOn('2028-12-23', new Date('2028-12-23T23:00:00Z'))).toBe(false);
  });

  it('names what stops a voucher, void first', () => {
    const now = new Date('2027-03-01T10:00:00Z');
    const entries = [{ kind: 'issue' as const, amountCents: 5000 }];
    expect(voucherProblem({ validUntil: '2028-01-01', entries }, now)).toBeNull();
    expect(voucherProblem({ validUntil: '2027-02-28', entries }, now)).toBe('VOUCHER_EXPIRED');
    expect(voucherProblem({ validUntil: '2028-01-01', entries, voidedAt: now }, now)).toBe(
      'VOUCHER_VOID',
    );
    expect(
      voucherProblem(
        {
          validUntil: '2028-01-01',
          entries: [...entries, { kind: 'reserve', amountCents: -5000 }],
        },
        now,
      ),
    ).toBe('VOUCHER_EMPTY');
  });
});

describe('scheduled delivery', () => {
  it('reads the chosen hour as Italian time, in winter and in summer', () => {
    expect(deliveryInstant('2026-12-24', 8).toISOString()).toBe('2026-12-24T07:00:00.000Z');
    expect(deliveryInstant('2027-06-10', 8).toISOString()).toBe('2027-06-10T06:00:00.000Z');
  });

  it('must be later than now and within a year', () => {
    const now = new Date('2026-12-23T10:00:00Z');
    expect(deliveryProblem(deliveryInstant('2026-12-24', 8), now)).toBeNull();
    expect(deliveryProblem(deliveryInstant('2026-12-23', 8), now)).toBe('in_past');
    expect(deliveryProblem(deliveryInstant('2028-01-10', 8), now)).toBe('too_far');
  });
});
