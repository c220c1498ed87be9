import { bikePriceCents, type RentalFormula, type RentalModelId } from './price-list';

/**
 * A return this many minutes after the agreed time is still on time: the desk's clock, a queue at
 * the counter. Past it the rental is flagged for the manager.
 */
export const LATE_RETURN_GRACE_MINUTES = 15;
const GRACE_MS = LATE_RETURN_GRACE_MINUTES * 60_000;

/** Whether bikes due back at `endsAt` are late: returned after the grace, or still out past it. */
export function isLateReturn(endsAt: Date, returnedAt: Date | undefined, now: Date): boolean {
  return (returnedAt ?? now).getTime() > endsAt.getTime() + GRACE_MS;
}

/**
 * What a late return would cost at the next price bracket, over what was paid for the bikes: a
 * half day becomes a full day, anything longer gains a day at the extra-day price. The manager
 * decides whether to charge it; nothing is charged here.
 */
export function nextBracketExtraCents(rental: {
  modelId: RentalModelId;
  formula: RentalFormula;
  days: number;
  bikes: number;
  bikeUnitPriceCents: number;
}): number {
  const next = nextBracket(rental);
  const nextCents = bikePriceCents(rental.modelId, next.formula, next.days);
  return Math.max(0, nextCents - rental.bikeUnitPriceCents) * rental.bikes;
}

/** The bracket a late return falls into: a half day becomes a full day, longer gains a day. */
export function nextBracket(rental: { formula: RentalFormula; days: number }): {
  formula: RentalFormula;
  days: number;
} {
  return rental.formula === 'half_day'
    ? { formula: 'full_day', days: 1 }
    : { formula: rental.formula, days: rental.days + 1 };
}

/**
 * How long after its agreed return a late rental stays in "Da controllare": long enough for the
 * manager to settle it with the customer, short enough that the list does not grow for ever.
 */
export const LATE_RETURN_LISTED_DAYS = 14;
