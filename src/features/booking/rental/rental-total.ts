import type { RentalAddOnOffer, RentalAvailabilityResponse } from '@/domain/api/rental';
import { bikePriceCents, type RentalModelId } from '@/domain/rental/price-list';
import { bikeCount, type RentalFormState } from './rental-form-state';

/**
 * The total the panel shows: each bike at the price list's price for the formula and days, each
 * add-on per day. The server computes the amount charged from the same price list; this is only
 * what the visitor reads before paying. Null until the interval is known.
 */
export function rentalTotalCents(
  modelId: RentalModelId,
  form: Pick<RentalFormState, 'formula' | 'bikesBySize' | 'addOns'>,
  selection: NonNullable<RentalAvailabilityResponse['selection']> | null,
  offers: readonly RentalAddOnOffer[],
): number | null {
  if (!selection || selection.problem) return null;
  const { days } = selection;
  const bikes = bikeCount(form) * bikePriceCents(modelId, form.formula, days);
  const addOns = offers.reduce(
    (sum, offer) => sum + (form.addOns[offer.addOnId] ?? 0) * offer.pricePerDayCents * days,
    0,
  );
  return bikes + addOns;
}
