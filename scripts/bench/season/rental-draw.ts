import { formulaStartsOn, rentalInterval } from '../../../src/domain/rental/interval';
import { LATE_RETURN_GRACE_MINUTES } from '../../../src/domain/rental/late-return';
import {
  HALF_DAY_SLOTS,
  RENTAL_MODEL_IDS,
  type HalfDaySlot,
  type RentalFormula,
  type RentalModelId,
} from '../../../src/domain/rental/price-list';
import type { FrameSize } from '../../../src/domain/rental/sizes';
import { SEASON_DAYS_AHEAD, SEASON_DAYS_BEHIND, shiftDay } from './departures';
import type { Random } from './random';
import type { RentalShop } from './rental-shop';
import type { SeasonRentalState } from './rental-states';
import { HOUR_MS, MINUTE_MS } from '../../../src/domain/time-units';

/** What a customer picked in the "Prenota" card, with the interval the domain computes from it. */
export interface Selection {
  modelId: RentalModelId;
  formula: RentalFormula;
  slot?: HalfDaySlot;
  startDate: string;
  endDate: string;
  startsAt: Date;
  endsAt: Date;
  days: number;
  sizes: FrameSize[];
  addOns: { addOnId: string; quantity: number }[];
}

export interface ShopModel {
  modelId: RentalModelId;
  /** One entry per unit, so a size is drawn as often as the shop has it. */
  units: FrameSize[];
}

/** The days a formula's rentals last: mostly its own, sometimes longer at the extra-day price. */
const DAYS_OF: Readonly<Record<RentalFormula, Readonly<Record<number, number>>>> = {
  half_day: { 1: 1 },
  full_day: { 1: 82, 2: 10, 3: 8 },
  two_days: { 2: 85, 3: 10, 4: 5 },
  three_days: { 3: 90, 4: 10 },
};

/** The models the shop has units of, in the price list's order. */
export function shopModels(shop: RentalShop): ShopModel[] {
  return RENTAL_MODEL_IDS.flatMap((modelId) => {
    const stock = shop.stock[modelId];
    if (!stock) return [];
    const units = (Object.entries(stock.units) as [FrameSize, number][]).flatMap(([size, n]) =>
      Array.from({ length: n }, () => size),
    );
    return units.length === 0 ? [] : [{ modelId, units }];
  });
}

/**
 * Where a state's rental may lie, as day offsets from today, and what its interval must meet
 * against now: gone by for a return, around now for bikes out, ahead for what is still to come,
 * near now for a weather call (forecasts are days, not months).
 */
function placement(state: SeasonRentalState, nowMs: number) {
  const grace = LATE_RETURN_GRACE_MINUTES * MINUTE_MS;
  switch (state) {
    case 'returned':
      return {
        from: -SEASON_DAYS_BEHIND,
        to: 0,
        fits: (s: Selection) => s.endsAt.getTime() <= nowMs,
      };
    case 'returned_late':
      return {
        from: -SEASON_DAYS_BEHIND,
        to: 0,
        fits: (s: Selection) => s.endsAt.getTime() + 3 * HOUR_MS <= nowMs,
      };
    case 'picked_up':
      return {
        from: -6,
        to: 0,
        fits: (s: Selection) =>
          s.startsAt.getTime() + 30 * MINUTE_MS <= nowMs && nowMs < s.endsAt.getTime() + grace,
      };
    case 'paid':
    case 'moved':
      return {
        from: 0,
        to: SEASON_DAYS_AHEAD,
        fits: (s: Selection) => s.startsAt.getTime() > nowMs,
      };
    case 'cancelled_weather':
    case 'refund_failed':
      return {
        from: -SEASON_DAYS_BEHIND,
        to: 2,
        fits: (s: Selection) => s.startsAt.getTime() - 36 * HOUR_MS <= nowMs,
      };
    default:
      return { from: -SEASON_DAYS_BEHIND, to: SEASON_DAYS_AHEAD, fits: () => true };
  }
}

/** The first day from `date` on that `formula` may start (2 days Monday–Thursday, 3 days Friday). */
function startDayFrom(formula: RentalFormula, date: string): string {
  let day = date;
  while (!formulaStartsOn(formula, day)) day = shiftDay(day, 1);
  return day;
}

/** One try at what a customer picks for `state`: model, bikes, formula and days, within the season. */
export function drawSelection(
  random: Random,
  models: readonly ShopModel[],
  addOnIds: readonly string[],
  shop: RentalShop,
  state: SeasonRentalState,
  today: string,
  nowMs: number,
): Selection | null {
  const { modelId, units } = random.pick(models);
  const bikes = Math.min(units.length, random.weighted({ 1: 35, 2: 45, 3: 12, 4: 8 }));
  const pool = [...units];
  const sizes = Array.from(
    { length: bikes },
    () => pool.splice(random.int(0, pool.length - 1), 1)[0]!,
  );
  const formula = random.weighted<RentalFormula>({
    half_day: 30,
    full_day: 42,
    two_days: 14,
    three_days: 14,
  });
  const slot = formula === 'half_day' ? random.pick(HALF_DAY_SLOTS) : undefined;
  const days = random.weighted(DAYS_OF[formula]);
  const place = placement(state, nowMs);
  const startDate = startDayFrom(formula, shiftDay(today, random.int(place.from, place.to)));
  const endDate = shiftDay(startDate, days - 1);
  if (
    startDate > shiftDay(today, SEASON_DAYS_AHEAD) ||
    endDate > shiftDay(today, SEASON_DAYS_AHEAD)
  )
    return null;
  const interval = rentalInterval({ formula, startDate, endDate, slot });
  if (!interval) return null;
  const addOns: Selection['addOns'] = [];
  if (addOnIds.length > 0 && random.chance(0.3)) {
    const addOnId = random.pick(addOnIds);
    const most = Math.min(bikes, shop.addOns[addOnId]!.units);
    if (most > 0) addOns.push({ addOnId, quantity: random.int(1, most) });
  }
  const selection: Selection = {
    modelId,
    formula,
    ...(slot ? { slot } : {}),
    startDate,
    endDate,
    startsAt: interval.startsAt,
    endsAt: interval.endsAt,
    days: interval.days,
    sizes,
    addOns,
  };
  return place.fits(selection) ? selection : null;
}

/** Bikes out right now for certain: a full day from yesterday to tomorrow spans any instant of today. */
export function outNow(random: Random, models: readonly ShopModel[], today: string): Selection {
  const { modelId, units } = random.pick(models);
  const startDate = shiftDay(today, -1);
  const endDate = shiftDay(today, 1);
  const interval = rentalInterval({ formula: 'full_day', startDate, endDate })!;
  return {
    modelId,
    formula: 'full_day',
    startDate,
    endDate,
    startsAt: interval.startsAt,
    endsAt: interval.endsAt,
    days: interval.days,
    sizes: [random.pick(units)],
    addOns: [],
  };
}
