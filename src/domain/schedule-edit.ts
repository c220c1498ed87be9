/**
 * What one calendar change does to a schedule, judged the same way by the staff calendar (which
 * actions it offers on a day) and by the server (which applies them).
 */
import type { ScheduleChange } from './api/staff-calendar';
import { weekdayCode, type Schedule } from './schedule';

export interface ScheduleDay {
  /** Listed in `dates` (a one-off departure, which can be removed). */
  listed: boolean;
  /** The tour runs on this weekday every week (it can only be closed, not removed). */
  weekly: boolean;
  /** In `closedDates`: the tour does not run that day. */
  closed: boolean;
  /** A departure that runs: listed or weekly, and not closed. */
  departure: boolean;
  /** The day's own seats (`capacityByDate`), if it has any. */
  seats: number | undefined;
}

export function scheduleDay(schedule: Schedule, date: string): ScheduleDay {
  const listed = schedule.dates.includes(date);
  const weekly = schedule.weekdays.includes(weekdayCode(date));
  const closed = schedule.closedDates.includes(date);
  return {
    listed,
    weekly,
    closed,
    departure: (listed || weekly) && !closed,
    seats: schedule.capacityByDate?.[date],
  };
}

/** Why a change does not apply to the day as the schedule has it now. */
export type ScheduleEditProblem =
  'already-departure' | 'not-listed' | 'not-departure' | 'not-closed';

export type ScheduleEdit =
  { ok: true; schedule: Schedule } | { ok: false; problem: ScheduleEditProblem };

const without = (dates: readonly string[], date: string) => dates.filter((day) => day !== date);

function withoutSeats(schedule: Schedule, date: string): Schedule['capacityByDate'] {
  if (!schedule.capacityByDate) return undefined;
  const { [date]: _dropped, ...others } = schedule.capacityByDate;
  return others;
}

/**
 * The schedule once the change is made, or why it cannot be. Bookings on the day are not judged
 * here (the server reads the seat counter in the same transaction).
 */
export function applyScheduleChange(schedule: Schedule, change: ScheduleChange): ScheduleEdit {
  const ok = (next: Partial<Schedule>): ScheduleEdit => ({
    ok: true,
    schedule: { ...schedule, ...next },
  });
  if (change.op === 'setBookable') return ok({ bookable: change.bookable });
  if (change.op === 'setSettings') {
    const { startTime, leadHours, horizonDays } = change;
    return ok({ startTime, leadHours, horizonDays });
  }
  const { date } = change;
  const day = scheduleDay(schedule, date);
  switch (change.op) {
    case 'addDeparture':
      if (day.departure) return { ok: false, problem: 'already-departure' };
      return ok({
        dates: day.listed || day.weekly ? schedule.dates : [...schedule.dates, date].sort(),
        closedDates: without(schedule.closedDates, date),
      });
    case 'removeDeparture':
      if (!day.listed) return { ok: false, problem: 'not-listed' };
      return ok({
        dates: without(schedule.dates, date),
        closedDates: without(schedule.closedDates, date),
        ...(schedule.capacityByDate ? { capacityByDate: withoutSeats(schedule, date) } : {}),
      });
    case 'closeDay':
      if (!day.departure) return { ok: false, problem: 'not-departure' };
      return ok({ closedDates: [...schedule.closedDates, date].sort() });
    case 'reopenDay':
      if (!day.closed) return { ok: false, problem: 'not-closed' };
      return ok({ closedDates: without(schedule.closedDates, date) });
    case 'setSeats':
      if (!day.listed && !day.weekly) return { ok: false, problem: 'not-departure' };
      return ok({
        capacityByDate:
          change.seats === null
            ? (withoutSeats(schedule, date) ?? {})
            : { ...schedule.capacityByDate, [date]: change.seats },
      });
  }
}

/** Changes that take a departure away from its day: refused while it has bookings. */
export function takesDepartureAway(change: ScheduleChange): boolean {
  return change.op === 'removeDeparture' || change.op === 'closeDay';
}
