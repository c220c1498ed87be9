import { priced } from '../../../functions/src/services/rental/rental-hold';
import type { RentalDoc, RentalStockDoc } from '../../../functions/src/services/rental/rental-docs';
import { newRentalRecord } from '../../../functions/src/services/rental/rental-record';
import type { ParsedRentalCheckoutRequest } from '../../../src/domain/api/rental';
import { TERMS_VERSION } from '../../../src/domain/terms';
import type { SeasonMember } from './members';
import { makePerson } from './people';
import type { Random } from './random';
import type { Selection } from './rental-draw';
import type { RentalShop } from './rental-shop';
import { type Times } from './rental-time';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../../src/domain/time-units';

/** When the checkout was made: days or weeks ahead, never later than an hour ago, within the notice. */
export function createdMsOf(
  random: Random,
  selection: Selection,
  stock: RentalStockDoc,
  nowMs: number,
) {
  const startsMs = selection.startsAt.getTime();
  let createdMs = startsMs - random.int(1, 40) * DAY_MS - random.int(0, 600) * MINUTE_MS;
  if (createdMs > nowMs - 2 * HOUR_MS)
    createdMs = nowMs - random.int(120, 30 * 24 * 60) * MINUTE_MS;
  return Math.min(
    createdMs,
    startsMs - stock.noticeHours * HOUR_MS - random.int(5, 120) * MINUTE_MS,
  );
}

/** The rental as its checkout stored it (newRentalRecord), priced as its hold's commit priced it. */
export function checkoutRecord(
  random: Random,
  selection: Selection,
  shop: RentalShop,
  renter: SeasonMember,
  times: Times,
  index: number,
): RentalDoc {
  const customerName = renter.fullName ?? '';
  const phone = random.chance(0.8) ? makePerson(random, 300_000 + index).phone : undefined;
  const bikes = selection.sizes.map((size, bike) => ({
    size,
    // A lone rider may be left unnamed: the checkout stores the customer as the rider then.
    riderName:
      bike === 0
        ? random.chance(0.2)
          ? ''
          : customerName
        : makePerson(random, 200_000 + index).fullName,
  }));
  const memberId = renter.memberNumber ?? null;
  const { modelId, formula, slot, startDate, endDate } = selection;
  const request: ParsedRentalCheckoutRequest = {
    selection: { modelId, formula, startDate, endDate, ...(slot ? { slot } : {}) },
    bikes,
    addOns: selection.addOns,
    customerName,
    customerEmail: renter.email ?? '',
    ...(phone ? { customerPhone: phone } : {}),
    additionalNotes: '',
    locale: renter.locale ?? 'it',
    gating: {
      isMember: true,
      termsAccepted: true,
      termsVersion: TERMS_VERSION,
      termsAcceptedAt: new Date(times.createdMs - random.int(0, 5_000)).toISOString(),
      medicalCertDeclared: random.chance(0.7),
      memberNameEntered: customerName,
      memberMatch: 'found',
      memberId,
    },
  };
  const draft: RentalDoc = {
    ...newRentalRecord(
      request,
      selection,
      { memberMatch: 'found', memberId },
      undefined,
      new Date(times.createdMs),
    ),
    stripeSessionId: `cs_test_${times.id}`,
    needsStaffAttention: false,
    staffAttentionReasons: [],
  };
  return priced(draft, new Map(Object.entries(shop.addOns)));
}
