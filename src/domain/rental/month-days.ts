import { addDays } from '@/domain/calendar';
import type { RentalDayReason } from '@/domain/api/rental';
import {
  formulaIntervalFrom,
  startProblem,
  type RentalInterval,
  type StartRules,
} from './interval';
import { HALF_DAY_SLOTS, type HalfDaySlot, type RentalFormula } from './price-list';

export interface MonthQuery {
  /** `YYYY-MM`. */
  month: string;
  formula: RentalFormula;
  /** A half day's slot; without it a day is free when either half is. */
  slot?: HalfDaySlot | undefined;
  bookable: boolean;
  rules: StartRules;
  now: Date;
  /** Bikes of any size free for the whole interval. */
  freeBikes: (interval: RentalInterval) => number;
}

/** Every day of a month with why the formula cannot start on it (null: it can), for the calendar. */
export function monthDays(query: MonthQuery): { date: string; reason: RentalDayReason | null }[] {
  const first = `${query.month}-01`;
  const days: { date: string; reason: RentalDayReason | null }[] = [];
  for (let date = first; date.startsWith(query.month); date = addDays(date, 1)) {
    days.push({ date, reason: dayReason(query, date) });
  }
  return days;
}

function dayReason(query: MonthQuery, date: string): RentalDayReason | null {
  if (!query.bookable) return 'paused';
  const slots: (HalfDaySlot | undefined)[] =
    query.formula !== 'half_day' ? [undefined] : query.slot ? [query.slot] : [...HALF_DAY_SLOTS];
  let reason: RentalDayReason | null = null;
  // The day is offered when one of its slots is; otherwise the first slot's reason says why.
  for (const slot of slots) {
    const interval = formulaIntervalFrom(query.formula, date, slot);
    if (!interval) return 'formula_weekday';
    const problem =
      startProblem(query.formula, date, interval.startsAt, query.rules, query.now) ??
      (query.freeBikes(interval) > 0 ? null : 'sold_out');
    if (problem === null) return null;
    reason ??= problem;
  }
  return reason;
}
