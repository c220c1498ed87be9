import { addDays, romeInstant } from '@/domain/calendar';
import { HOUR_MS } from '@/domain/time-units';
/**
 * Free units of a resource (a model's bikes by frame size, or an add-on) for an interval: its
 * stock less the most units held at any instant of the interval. Each hold keeps its units from
 * its pick-up until its return plus the buffer (charging), and so does the interval asked about,
 * so two rentals of one unit need `buffer` hours between them. Units out of service count as held
 * for their whole days. Pure: the stock module feeds it what it read in its transaction.
 */

/** Units held per pool (frame size, or `units` for an add-on) from `startsAt` to `endsAt`. */
export interface HeldUnits {
  rentalId: string;
  startsAt: number;
  endsAt: number;
  units: Readonly<Record<string, number>>;
}

export interface OutOfServiceRange {
  pool: string;
  units: number;
  from: string;
  to: string;
}

/** The single pool of an add-on. */
export const ADD_ON_POOL = 'units';

/** A range of days out of service, as a hold from the first day's midnight to the last's end. */
export function outOfServiceHold(range: OutOfServiceRange, index: number): HeldUnits {
  return {
    rentalId: `out-of-service-${index}`,
    startsAt: romeInstant(range.from, '00:00').getTime(),
    endsAt: romeInstant(addDays(range.to, 1), '00:00').getTime(),
    units: { [range.pool]: range.units },
  };
}

/**
 * The most units of `pool` held at once during [from, to), each hold extended by `bufferMs` after
 * its end. Holds are intervals, so this peak is also how many units the desk must hand out.
 */
export function peakHeld(
  holds: readonly HeldUnits[],
  pool: string,
  from: number,
  to: number,
  bufferMs: number,
): number {
  const edges: { at: number; change: number }[] = [];
  for (const hold of holds) {
    const units = hold.units[pool] ?? 0;
    const start = Math.max(hold.startsAt, from);
    const end = Math.min(hold.endsAt + bufferMs, to);
    if (units === 0 || start >= end) continue;
    edges.push({ at: start, change: units }, { at: end, change: -units });
  }
  // At one instant an end comes before a start: the unit returned is free for the next rental.
  edges.sort((a, b) => a.at - b.at || a.change - b.change);
  let held = 0;
  let peak = 0;
  for (const edge of edges) {
    held += edge.change;
    peak = Math.max(peak, held);
  }
  return peak;
}

export interface FreeUnitsQuery {
  /** Stock per pool. */
  stock: Readonly<Record<string, number>>;
  holds: readonly HeldUnits[];
  outOfService?: readonly OutOfServiceRange[];
  startsAt: Date;
  endsAt: Date;
  bufferHours: number;
  /** A rental whose own holds count as free (it is moving to this interval). */
  except?: string;
}

/** Free units per pool of the stock for the whole interval, buffer and units out of service included. */
export function freeUnits(query: FreeUnitsQuery): Record<string, number> {
  const bufferMs = query.bufferHours * HOUR_MS;
  const from = query.startsAt.getTime();
  // The interval's own buffer: the unit must also rest after this rental before the next one.
  const to = query.endsAt.getTime() + bufferMs;
  const holds = [
    ...query.holds.filter((hold) => hold.rentalId !== query.except),
    ...(query.outOfService ?? []).map(outOfServiceHold),
  ];
  const free: Record<string, number> = {};
  for (const [pool, units] of Object.entries(query.stock)) {
    free[pool] = Math.max(0, units - peakHeld(holds, pool, from, to, bufferMs));
  }
  return free;
}
