import { Timestamp } from 'firebase-admin/firestore';
import type { ParsedRentalCheckoutRequest } from '@/domain/api/rental';
import { CURRENCY } from '@/domain/money';
import { bikePriceCents } from '@/domain/rental/price-list';
import type { RentalInterval } from '@/domain/rental/interval';
import { RENTAL_MODELS } from '@/content/rental';
import { HOLD_MINUTES } from '@functions/services/booking-base/deps';
import { gatingRecord } from '@functions/services/membership/gating-record';
import type { VerifiedMembership } from '@functions/services/membership/verify-membership';
import type { RentalDoc } from './rental-docs';

/**
 * The pending rental to store from the visitor's request: only the fields the schema knows, the
 * membership as the server found it, the interval as the domain computes it and the bikes' price
 * from the price list. The add-ons' names and prices are filled in the hold's commit, from the
 * add-ons as read there; nothing the client said about price or stock is kept.
 */
export function newRentalRecord(
  request: ParsedRentalCheckoutRequest,
  interval: RentalInterval,
  membership: VerifiedMembership,
  uid: string | undefined,
  now: Date,
): RentalDoc {
  const { selection } = request;
  const model = RENTAL_MODELS.find((entry) => entry.id === selection.modelId);
  const createdAt = Timestamp.fromDate(now);
  return {
    modelId: selection.modelId,
    modelName: model?.name ?? selection.modelId,
    formula: selection.formula,
    ...(selection.slot ? { slot: selection.slot } : {}),
    startDate: selection.startDate,
    endDate: selection.endDate,
    startsAt: Timestamp.fromDate(interval.startsAt),
    endsAt: Timestamp.fromDate(interval.endsAt),
    days: interval.days,
    bikes: request.bikes,
    addOns: request.addOns.map(({ addOnId, quantity }) => ({
      addOnId,
      quantity,
      name: addOnId,
      pricePerDayCents: 0,
    })),
    bikeUnitPriceCents: bikePriceCents(selection.modelId, selection.formula, interval.days),
    amountTotalCents: 0,
    currency: CURRENCY,
    customerName: request.customerName,
    customerEmail: request.customerEmail,
    ...(request.customerPhone ? { customerPhone: request.customerPhone } : {}),
    additionalNotes: request.additionalNotes,
    locale: request.locale,
    gating: gatingRecord(request.gating, membership, createdAt),
    status: 'pending',
    holdsStock: false,
    ...(uid ? { uid } : {}),
    createdAt,
    updatedAt: createdAt,
    expiresAt: Timestamp.fromMillis(now.getTime() + HOLD_MINUTES * 60_000),
    anonymisedAt: null,
    needsStaffAttention: membership.memberMatch === 'not_found',
    staffAttentionReasons: membership.memberMatch === 'not_found' ? ['member_not_verified'] : [],
  };
}
