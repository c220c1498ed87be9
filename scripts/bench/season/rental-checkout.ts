import { Timestamp } from 'firebase-admin/firestore';
import { HOLD_MINUTES } from '../../../functions/src/services/booking-base/deps';
import { gatingRecord } from '../../../functions/src/services/membership/gating-record';
import { priced } from '../../../functions/src/services/rental/rental-hold';
import type { RentalDoc, RentalStockDoc } from '../../../functions/src/services/rental/rental-docs';
import { RENTAL_MODELS } from '../../../src/content/rental';
import { CURRENCY } from '../../../src/domain/money';
import { bikePriceCents } from '../../../src/domain/rental/price-list';
import { TERMS_VERSION } from '../../../src/domain/terms';
import type { SeasonMember } from './members';
import { makePerson } from './people';
import type { Random } from './random';
import type { Selection } from './rental-draw';
import type { RentalShop } from './rental-shop';
import { at, DAY, HOUR, MINUTE, type Times } from './rental-time';

/** When the checkout was made: days or weeks ahead, never later than an hour ago, within the notice. */
export function createdMsOf(
  random: Random,
  selection: Selection,
  stock: RentalStockDoc,
  nowMs: number,
) {
  const startsMs = selection.startsAt.getTime();
  let createdMs = startsMs - random.int(1, 40) * DAY - random.int(0, 600) * MINUTE;
  if (createdMs > nowMs - 2 * HOUR) createdMs = nowMs - random.int(120, 30 * 24 * 60) * MINUTE;
  return Math.min(createdMs, startsMs - stock.noticeHours * HOUR - random.int(5, 120) * MINUTE);
}

/** The rental as its checkout stored it (rental-record.ts), priced as its hold's commit priced it. */
export function checkoutRecord(
  random: Random,
  selection: Selection,
  shop: RentalShop,
  renter: SeasonMember,
  times: Times,
  index: number,
): RentalDoc {
  const model = RENTAL_MODELS.find((entry) => entry.id === selection.modelId);
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
  const bikeUnitPriceCents = bikePriceCents(selection.modelId, selection.formula, selection.days);
  const createdAt = at(times.createdMs);
  const memberId = renter.memberNumber ?? null;
  const draft: RentalDoc = {
    modelId: selection.modelId,
    modelName: model?.name ?? selection.modelId,
    formula: selection.formula,
    ...(selection.slot ? { slot: selection.slot } : {}),
    startDate: selection.startDate,
    endDate: selection.endDate,
    startsAt: Timestamp.fromDate(selection.startsAt),
    endsAt: Timestamp.fromDate(selection.endsAt),
    days: selection.days,
    bikes,
    // Named and priced below, as the hold's commit does from the add-ons it read.
    addOns: selection.addOns.map(({ addOnId, quantity }) => ({
      addOnId,
      quantity,
      name: '',
      pricePerDayCents: 0,
    })),
    bikeUnitPriceCents,
    amountTotalCents: 0,
    currency: CURRENCY,
    customerName,
    customerEmail: renter.email ?? '',
    ...(phone ? { customerPhone: phone } : {}),
    additionalNotes: '',
    locale: renter.locale ?? 'it',
    gating: gatingRecord(
      {
        isMember: true,
        termsAccepted: true,
        termsVersion: TERMS_VERSION,
        termsAcceptedAt: new Date(times.createdMs - random.int(0, 5_000)).toISOString(),
        medicalCertDeclared: random.chance(0.7),
        memberNameEntered: customerName,
        memberMatch: 'found',
        memberId,
      },
      { memberMatch: 'found', memberId },
      createdAt,
    ),
    status: 'pending',
    holdsStock: false,
    stripeSessionId: `cs_test_${times.id}`,
    createdAt,
    updatedAt: createdAt,
    expiresAt: at(times.createdMs + HOLD_MINUTES * MINUTE),
    anonymisedAt: null,
    needsStaffAttention: false,
    staffAttentionReasons: [],
  };
  return priced(draft, new Map(Object.entries(shop.addOns)));
}
