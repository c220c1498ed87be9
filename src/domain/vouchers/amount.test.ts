import { describe, expect, it } from 'vitest';
import { TOURS } from '@/domain/tours';
import { isAllowedVoucherAmount, voucherCoverage, voucherValueCents } from './amount';

describe('voucher amounts', () => {
  it('takes the presets and whole euros from 20 to 500', () => {
    for (const cents of [5000, 8000, 15000, 2000, 50000, 12300]) {
      expect(isAllowedVoucherAmount(cents)).toBe(true);
    }
    for (const cents of [1900, 50100, 2050, 0, -5000, 5000.5]) {
      expect(isAllowedVoucherAmount(cents)).toBe(false);
    }
  });

  it("prices a tour voucher from the catalogue, never from the buyer's figure", () => {
    expect(voucherValueCents({ kind: 'tour', tourId: 'pojega', people: 2 })).toBe(
      TOURS.pojega.priceCents * 2,
    );
    expect(voucherValueCents({ kind: 'amount', amountCents: 8000 })).toBe(8000);
  });
});

describe('what a voucher pays of a booking', () => {
  const booking = { tourId: 'pojega' as const, participants: 1, priceCents: 8000 };

  it('pays up to its balance and leaves the rest to the card', () => {
    expect(voucherCoverage({ balanceCents: 5000, issuedCents: 5000 }, booking)).toEqual({
      coveredCents: 5000,
      ledgerCents: 5000,
    });
    expect(voucherCoverage({ balanceCents: 15000, issuedCents: 15000 }, booking)).toEqual({
      coveredCents: 8000,
      ledgerCents: 8000,
    });
  });

  it('leaves the card at least the 50 cents Stripe takes', () => {
    expect(voucherCoverage({ balanceCents: 7980, issuedCents: 10000 }, booking)).toEqual({
      coveredCents: 7950,
      ledgerCents: 7950,
    });
  });

  it('pays its own tour for its people whatever the price is now', () => {
    const voucher = {
      balanceCents: 14000,
      issuedCents: 14000,
      tour: { tourId: 'pojega' as const, people: 2 },
    };
    // The price rose to 90 € a person since: the voucher still pays both.
    expect(voucherCoverage(voucher, { ...booking, participants: 2, priceCents: 18000 })).toEqual({
      coveredCents: 18000,
      ledgerCents: 14000,
    });
    // Three people: the voucher pays two, the card the third.
    expect(voucherCoverage(voucher, { ...booking, participants: 3, priceCents: 27000 })).toEqual({
      coveredCents: 18000,
      ledgerCents: 14000,
    });
    // One person: half of what was paid.
    expect(voucherCoverage(voucher, { ...booking, participants: 1, priceCents: 9000 })).toEqual({
      coveredCents: 9000,
      ledgerCents: 7000,
    });
    // Another tour: worth its balance.
    expect(
      voucherCoverage(voucher, { tourId: 'tre-valli', participants: 1, priceCents: 18000 }),
    ).toEqual({ coveredCents: 14000, ledgerCents: 14000 });
  });
});
