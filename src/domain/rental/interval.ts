/**
 * A rental's interval in Europe/Rome, from the formula and the days a visitor picked: the pick-up
 * and agreed return as instants (so a clock change inside a rental counts as the hour it is), and
 * the rules a start day must meet. One judge for the "Prenota" card and the server.
 */
import { addDays, isIsoDate, isoWeekday, romeInstant, todayInRome } from '@/domain/calendar';
import { RENTAL_HOURS } from './hours';
import {
  FORMULA_DAYS,
  formulaExtends,
  RENTAL_MAX_DAYS,
  type HalfDaySlot,
  type RentalFormula,
} from './price-list';
import { DAY_MS, HOUR_MS } from '@/domain/time-units';

export interface RentalTimes {
  formula: RentalFormula;
  startDate: string;
  endDate: string;
  slot?: HalfDaySlot | undefined;
}

export interface RentalInterval {
  startsAt: Date;
  endsAt: Date;
  /** Calendar days from the first to the last, both included. */
  days: number;
}

/** Calendar days from `from` to `to`, both included (0 when `to` is before `from`). */
export function daysBetween(from: string, to: string): number {
  return Math.max(
    0,
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1,
  );
}

/** Whether the formula may start on `date`'s weekday: 2 days Monday–Thursday, 3 days Friday. */
export function formulaStartsOn(formula: RentalFormula, date: string): boolean {
  const weekday = isoWeekday(date);
  if (formula === 'two_days') return weekday <= 4;
  if (formula === 'three_days') return weekday === 5;
  return true;
}

/**
 * The interval of a selection, or null when its days do not fit the formula: a half or full day
 * has one day (a full day may run on at the extra-day price), the packages at least their own
 * days, none more than RENTAL_MAX_DAYS; a half day needs its slot. The weekday rule is apart
 * (formulaStartsOn) so the calendar can say why a day is refused.
 */
export function rentalInterval(times: RentalTimes): RentalInterval | null {
  const { formula, startDate, endDate, slot } = times;
  if (!isIsoDate(startDate) || !isIsoDate(endDate)) return null;
  const days = daysBetween(startDate, endDate);
  if (days < FORMULA_DAYS[formula] || days > RENTAL_MAX_DAYS) return null;
  if (!formulaExtends(formula) && days !== FORMULA_DAYS[formula]) return null;
  if (formula === 'half_day') {
    if (!slot) return null;
    const hours = RENTAL_HOURS[slot];
    return {
      startsAt: romeInstant(startDate, hours.from),
      endsAt: romeInstant(startDate, hours.to),
      days,
    };
  }
  if (slot) return null;
  return {
    startsAt: romeInstant(startDate, RENTAL_HOURS.opens),
    endsAt: romeInstant(endDate, RENTAL_HOURS.returnBy),
    days,
  };
}

/** The shortest interval a formula starting on `date` takes (its own days), for the calendar. */
export function formulaIntervalFrom(
  formula: RentalFormula,
  date: string,
  slot?: HalfDaySlot,
): RentalInterval | null {
  return rentalInterval({
    formula,
    startDate: date,
    endDate: addDays(date, FORMULA_DAYS[formula] - 1),
    slot: formula === 'half_day' ? (slot ?? 'morning') : undefined,
  });
}

export interface StartRules {
  noticeHours: number;
  horizonDays: number;
}

export type StartProblem = 'past' | 'notice' | 'beyond_horizon' | 'formula_weekday';

/** Why a rental of this formula may not start at `startsAt` on `date`, judged at `now`; null if it may. */
export function startProblem(
  formula: RentalFormula,
  date: string,
  startsAt: Date,
  rules: StartRules,
  now: Date,
): StartProblem | null {
  const today = todayInRome(now);
  if (date < today) return 'past';
  if (date > addDays(today, rules.horizonDays)) return 'beyond_horizon';
  if (!formulaStartsOn(formula, date)) return 'formula_weekday';
  if (startsAt.getTime() - now.getTime() < rules.noticeHours * HOUR_MS) return 'notice';
  return null;
}

/**
 * The calendar days in Rome an instant range touches, from the day of `from` to the day of the
 * last instant before `to`, in order.
 */
export function romeDaysOf(from: Date, to: Date): string[] {
  const first = todayInRome(from);
  const last = todayInRome(new Date(Math.max(from.getTime(), to.getTime() - 1)));
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}
