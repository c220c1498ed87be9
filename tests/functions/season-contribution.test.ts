import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  addSeasonDelta,
  seasonContribution,
  seasonContributionChange,
  type SeasonDelta,
} from '@functions/services/season/season-contribution';

const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const plain = (delta: SeasonDelta) => Object.fromEntries(delta);

describe('seasonContribution', () => {
  it('counts a paid booking in the Rome month of paidAt, with its tour', () => {
    // 23:30 UTC on 31 January is already 1 February in Rome.
    const booking = {
      tourId: 'colombare',
      paidAt: at('2026-01-31T23:30:00Z'),
      amountTotalCents: 9000,
    };
    expect(plain(seasonContribution(booking))).toEqual({
      '2026-02': {
        revenueCents: 9000,
        paidBookings: 1,
        refundCents: 0,
        tours: { colombare: { revenueCents: 9000, paidBookings: 1, refundCents: 0 } },
      },
    });
  });

  it('counts the refunded total in the month of amountRefundedAsOf, apart from the payment', () => {
    const booking = {
      tourId: 'colombare',
      paidAt: at('2026-03-10T10:00:00Z'),
      amountTotalCents: 9000,
      amountRefundedAsOf: at('2026-04-02T10:00:00Z'),
      amountRefundedCents: 4500,
    };
    const delta = plain(seasonContribution(booking));
    expect(delta['2026-03']).toMatchObject({ revenueCents: 9000, paidBookings: 1, refundCents: 0 });
    expect(delta['2026-04']).toEqual({
      revenueCents: 0,
      paidBookings: 0,
      refundCents: 4500,
      tours: { colombare: { revenueCents: 0, paidBookings: 0, refundCents: 4500 } },
    });
  });

  it('gives nothing for an unpaid booking', () => {
    expect(seasonContribution({ tourId: 'colombare', amountTotalCents: 9000 }).size).toBe(0);
  });
});

describe('seasonContributionChange', () => {
  const paid = { tourId: 'colombare', paidAt: at('2026-03-10T10:00:00Z'), amountTotalCents: 9000 };

  it('is empty for a write that leaves the money as it was', () => {
    expect(
      seasonContributionChange(paid, {
        ...paid,
        checkedInAt: at('2026-03-12T08:00:00Z'),
      } as typeof paid).size,
    ).toBe(0);
  });

  it('moves a refund from the earlier step’s month to the later one’s, with its new total', () => {
    const first = {
      ...paid,
      amountRefundedAsOf: at('2026-03-20T10:00:00Z'),
      amountRefundedCents: 3000,
    };
    const second = {
      ...paid,
      amountRefundedAsOf: at('2026-05-02T10:00:00Z'),
      amountRefundedCents: 9000,
    };
    const delta = plain(seasonContributionChange(first, second));
    expect(delta['2026-03']).toMatchObject({
      refundCents: -3000,
      paidBookings: 0,
      revenueCents: 0,
    });
    expect(delta['2026-05']).toMatchObject({ refundCents: 9000 });
    expect(Object.keys(delta).sort()).toEqual(['2026-03', '2026-05']);
  });

  it('removes a deleted booking’s whole contribution', () => {
    expect(plain(seasonContributionChange(paid, undefined))['2026-03']).toMatchObject({
      revenueCents: -9000,
      paidBookings: -1,
    });
  });

  it('adds up, step by step, to the final contribution', () => {
    const steps = [
      undefined,
      { tourId: 'colombare', amountTotalCents: 9000 },
      paid,
      { ...paid, amountRefundedAsOf: at('2026-03-20T10:00:00Z'), amountRefundedCents: 3000 },
      { ...paid, amountRefundedAsOf: at('2026-05-02T10:00:00Z'), amountRefundedCents: 9000 },
    ];
    const total: SeasonDelta = new Map();
    for (let i = 1; i < steps.length; i += 1) {
      addSeasonDelta(total, seasonContributionChange(steps[i - 1], steps[i]));
    }
    const final = plain(seasonContribution(steps.at(-1)!));
    expect(plain(total)['2026-03']).toEqual(final['2026-03']);
    expect(plain(total)['2026-05']).toEqual(final['2026-05']);
  });
});
