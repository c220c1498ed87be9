import { addDays, romeInstant } from '@/domain/calendar';
/**
 * Where a resource's stock falls short of what is already rented: per pool (frame size, or the
 * add-on's `units`) and per day in Europe/Rome, how many more units are held at the busiest
 * instant of that day than the stock has. A manager's stock edit is refused where it makes any day
 * shorter than it was (never oversell); the same arithmetic as free-units.ts, so "free" and
 * "short" can never disagree.
 */
import { outOfServiceHold, peakHeld, type HeldUnits, type OutOfServiceRange } from './free-units';
import { romeDaysOf } from './interval';
import { HOUR_MS } from '@/domain/time-units';

/** A resource's stock as a manager edits it. */
export interface StockRules {
  stock: Readonly<Record<string, number>>;
  outOfService?: readonly OutOfServiceRange[];
  bufferHours: number;
}

export interface Shortfall {
  pool: string;
  date: string;
  /** Units held beyond the stock at the day's busiest instant. */
  short: number;
}

/** Every day from `fromDate` on where some pool is held beyond its stock, in date order. */
export function stockShortfalls(
  rules: StockRules,
  holds: readonly HeldUnits[],
  fromDate: string,
): Shortfall[] {
  const bufferMs = rules.bufferHours * HOUR_MS;
  const all = [...holds, ...(rules.outOfService ?? []).map(outOfServiceHold)];
  const days = new Set<string>();
  const pools = new Set(Object.keys(rules.stock));
  for (const hold of all) {
    Object.keys(hold.units).forEach((pool) => pools.add(pool));
    const span = romeDaysOf(new Date(hold.startsAt), new Date(hold.endsAt + bufferMs));
    for (const date of span) if (date >= fromDate) days.add(date);
  }
  const shortfalls: Shortfall[] = [];
  for (const date of [...days].sort()) {
    const from = romeInstant(date, '00:00').getTime();
    const to = romeInstant(addDays(date, 1), '00:00').getTime();
    for (const pool of [...pools].sort()) {
      const short = peakHeld(all, pool, from, to, bufferMs) - (rules.stock[pool] ?? 0);
      if (short > 0) shortfalls.push({ pool, date, short });
    }
  }
  return shortfalls;
}

/**
 * The shortfalls an edit from `before` to `after` would create or deepen: a day already short
 * (a rental booked before a bike broke, a console edit) does not stop an edit that leaves it no
 * worse, such as putting a repaired bike back.
 */
export function shortfallsAddedBy(
  before: StockRules,
  after: StockRules,
  holds: readonly HeldUnits[],
  fromDate: string,
): Shortfall[] {
  const was = new Map(
    stockShortfalls(before, holds, fromDate).map((s) => [`${s.pool}_${s.date}`, s.short]),
  );
  return stockShortfalls(after, holds, fromDate).filter(
    (s) => s.short > (was.get(`${s.pool}_${s.date}`) ?? 0),
  );
}
