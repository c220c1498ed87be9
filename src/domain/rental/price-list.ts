/**
 * The rental price list: the one owner of what each e-bike model costs for each formula, read by
 * /noleggia (src/content/rental.ts), the "Prenota" card and the functions that charge it. Prices
 * are integer cents, VAT included, as the association's price list states them.
 */

export const RENTAL_MODEL_IDS = ['focus-jarifa', 'ktm-cx750', 'focus-jam2'] as const;
export type RentalModelId = (typeof RENTAL_MODEL_IDS)[number];

/**
 * A rental's formula. `half_day` is a morning or an afternoon; `full_day` one day; `two_days` two
 * weekdays (Monday to Friday); `three_days` a weekend, Friday to Sunday. Every formula but the
 * half day may run longer, each day past the package at the model's extra-day price.
 */
export const RENTAL_FORMULAS = ['half_day', 'full_day', 'two_days', 'three_days'] as const;
export type RentalFormula = (typeof RENTAL_FORMULAS)[number];

export const HALF_DAY_SLOTS = ['morning', 'afternoon'] as const;
export type HalfDaySlot = (typeof HALF_DAY_SLOTS)[number];

/** The longest rental booked online, in days; a longer one is a quote ("Richiedi un preventivo"). */
export const RENTAL_MAX_DAYS = 7;

export interface RentalPrices {
  halfDayCents: number;
  fullDayCents: number;
  twoDaysCents: number;
  threeDaysCents: number;
  /** Each day past the formula's own days. */
  extraDayCents: number;
}

const euros = (
  halfDay: number,
  fullDay: number,
  twoDays: number,
  threeDays: number,
  extraDay: number,
): RentalPrices => ({
  halfDayCents: halfDay * 100,
  fullDayCents: fullDay * 100,
  twoDaysCents: twoDays * 100,
  threeDaysCents: threeDays * 100,
  extraDayCents: extraDay * 100,
});

/**
 * The price list. The extra day is what a third weekday adds to the two-day package (3-day
 * weekend minus 2 days): the rate the packages already imply for one day more.
 */
export const RENTAL_PRICES: Readonly<Record<RentalModelId, RentalPrices>> = {
  'focus-jarifa': euros(35, 50, 90, 130, 40),
  'ktm-cx750': euros(45, 60, 110, 160, 50),
  'focus-jam2': euros(45, 60, 110, 160, 50),
};

/** How many days each formula's own price covers (a half day counts as one day for add-ons). */
export const FORMULA_DAYS: Readonly<Record<RentalFormula, number>> = {
  half_day: 1,
  full_day: 1,
  two_days: 2,
  three_days: 3,
};

const FORMULA_PRICE: Readonly<Record<RentalFormula, keyof RentalPrices>> = {
  half_day: 'halfDayCents',
  full_day: 'fullDayCents',
  two_days: 'twoDaysCents',
  three_days: 'threeDaysCents',
};

/** Whether a formula may run past its own days at the extra-day price. */
export function formulaExtends(formula: RentalFormula): boolean {
  return formula !== 'half_day';
}

/** The price of one bike of `modelId` for `formula` over `days` calendar days (package + extras). */
export function bikePriceCents(
  modelId: RentalModelId,
  formula: RentalFormula,
  days: number,
): number {
  const prices = RENTAL_PRICES[modelId];
  const extraDays = Math.max(0, days - FORMULA_DAYS[formula]);
  return prices[FORMULA_PRICE[formula]] + extraDays * prices.extraDayCents;
}
