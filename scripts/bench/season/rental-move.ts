import type { RentalDoc, RentalStockDoc } from '../../../functions/src/services/rental/rental-docs';
import { FULL_REFUND_HOURS } from '../../../src/domain/refund-policy';
import { rentalInterval } from '../../../src/domain/rental/interval';
import { SEASON_DAYS_AHEAD, SEASON_DAYS_BEHIND, shiftDay } from './departures';
import type { Random } from './random';
import type { Selection } from './rental-draw';
import { at, instantBetween, type Times } from './rental-time';
import { HOUR_MS, MINUTE_MS } from '../../../src/domain/time-units';

/**
 * A customer's move ("Cambia date"), more than 72 h before the old pick-up, to days a new rental
 * could start on then: the old interval is kept in `moves`. Null when no such move fits.
 */
export function moveFields(
  random: Random,
  selection: Selection,
  stock: RentalStockDoc,
  { paidMs, nowMs }: Times,
  today: string,
): { moves: NonNullable<RentalDoc['moves']>; movedMs: number } | null {
  const weekly = selection.formula === 'two_days' || selection.formula === 'three_days';
  const shift = weekly
    ? random.pick([-14, -7, 7, 14])
    : random.pick([-10, -5, -3, -2, 2, 3, 5, 10]);
  const startDate = shiftDay(selection.startDate, shift);
  const endDate = shiftDay(selection.endDate, shift);
  if (
    startDate < shiftDay(today, -SEASON_DAYS_BEHIND) ||
    endDate > shiftDay(today, SEASON_DAYS_AHEAD)
  )
    return null;
  const old = rentalInterval({ ...selection, startDate, endDate })!;
  const latest = Math.min(
    nowMs,
    old.startsAt.getTime() - FULL_REFUND_HOURS * HOUR_MS - MINUTE_MS,
    selection.startsAt.getTime() - stock.noticeHours * HOUR_MS,
  );
  const movedMs = instantBetween(random, paidMs + HOUR_MS, latest);
  if (movedMs === null) return null;
  return { moves: [{ startDate, endDate, movedAt: at(movedMs) }], movedMs };
}
