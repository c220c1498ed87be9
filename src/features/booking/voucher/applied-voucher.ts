import type { VoucherView } from '@/domain/api/vouchers';
import { voucherCoverage } from '@/domain/vouchers/amount';
import type { TourId } from '@/domain/tours';

/** The voucher the booking card carries once "Applica" found it usable: what getVoucher read. */
export type AppliedVoucher = Pick<VoucherView, 'code' | 'balanceCents' | 'amountCents' | 'tour'>;

export function toAppliedVoucher(view: VoucherView): AppliedVoucher {
  const { code, balanceCents, amountCents, tour } = view;
  return { code, balanceCents, amountCents, ...(tour ? { tour } : {}) };
}

/**
 * What the card shows as the price split: the same rule the server applies in the booking's
 * commit (voucherCoverage), so the total shown is the total charged while the balance holds.
 */
export function voucherSplit(
  voucher: AppliedVoucher | null,
  tourId: TourId,
  participants: number,
  priceCents: number,
): { coveredCents: number; dueCents: number } {
  if (!voucher) return { coveredCents: 0, dueCents: priceCents };
  const { tour } = voucher;
  const { coveredCents } = voucherCoverage(
    {
      balanceCents: voucher.balanceCents,
      issuedCents: voucher.amountCents,
      ...(tour ? { tour: { tourId: tour.tourId, people: tour.people } } : {}),
    },
    { tourId, participants, priceCents },
  );
  return { coveredCents, dueCents: priceCents - coveredCents };
}
