import { romeInstant } from '../../../src/domain/calendar';
import { DEFAULT_SCHEDULES } from '../../../src/domain/schedule';
import { TOUR_IDS, type TourId } from '../../../src/domain/tours';
import { shiftDay } from './departures';
import { auditEntry, type DetailsOf, type DrawnAction, type Maker } from './staff-records-entry';
import type { AuditDraw } from './staff-records-sources';
import { SEASON_MANAGER } from './staff-records-staff';
import { dayOf } from './staff-records-time';
import { MINUTE_MS } from '../../../src/domain/time-units';

/** A manager's actions on tours' dates: a date called off or postponed, a schedule changed. */
export function tourActions(draw: AuditDraw) {
  const { random, found, anyTime, notAfterNow, pastDay } = draw;
  const tourOn = (date: string): TourId => {
    const list = found.byDay.get(date) ?? [];
    return list.length > 0 ? random.pick(list).doc.tourId : random.pick(TOUR_IDS);
  };
  let runs = 0;
  /**
   * "Annulla data" or "Rinvia data" on a date: its entry is written as it starts, its figures when
   * the last booking is settled, and some never finish (the phone went away). A season holds only
   * a handful of them, so the first never finished and the second did: the log always shows both.
   */
  const dateWideRun = <A extends 'cancel_tour_date' | 'postpone_tour_date'>(
    action: A,
    date: string,
    tourId: TourId,
  ) => {
    const ms = notAfterNow(
      romeInstant(date, '07:00').getTime() - random.int(0, 12 * 60) * MINUTE_MS,
    );
    runs += 1;
    return {
      finished: runs === 1 ? false : runs === 2 ? true : !random.chance(0.15),
      entry: (details: DetailsOf<A>) =>
        auditEntry(random, SEASON_MANAGER, action, `schedules/${tourId}`, details, ms),
    };
  };
  return {
    cancel_tour_date: () => {
      const date = pastDay();
      const tourId = tourOn(date);
      const started = {
        tourId,
        date,
        bookings: 0,
        participants: 0,
        refundCents: 0,
        failed: 0,
        skipped: 0,
      };
      const run = dateWideRun('cancel_tour_date', date, tourId);
      if (!run.finished) return run.entry({ ...started, completed: false });
      // Its figures: the day's bookings of the tour cancelled with a full refund.
      const refunded = (found.byDay.get(date) ?? []).filter(
        ({ doc }) => doc.tourId === tourId && doc.refund?.percent === 100,
      );
      return run.entry({
        ...started,
        bookings: refunded.length,
        participants: refunded.reduce((sum, { doc }) => sum + doc.participants, 0),
        refundCents: refunded.reduce((sum, { doc }) => sum + doc.amountTotalCents, 0),
        failed: random.chance(0.05) ? 1 : 0,
        completed: true,
      });
    },
    postpone_tour_date: () => {
      const date = pastDay();
      const tourId = tourOn(date);
      // A week on, the day the season's moved bookings went to.
      const newDate = shiftDay(date, 7);
      const started = {
        tourId,
        date,
        newDate,
        bookings: 0,
        moved: 0,
        notMoved: 0,
        failed: 0,
        skipped: 0,
      };
      const run = dateWideRun('postpone_tour_date', date, tourId);
      if (!run.finished) return run.entry({ ...started, completed: false });
      const moved = (found.byDay.get(newDate) ?? []).filter(
        ({ doc }) => doc.tourId === tourId && doc.dateChanges?.[0]?.from === date,
      ).length;
      const notMoved = random.int(0, 1);
      return run.entry({
        ...started,
        bookings: moved + notMoved,
        moved,
        notMoved,
        completed: true,
      });
    },
    schedule_changed: () => {
      const tourId = random.pick(TOUR_IDS);
      const ms = anyTime();
      const date = shiftDay(dayOf(ms), random.int(1, 60));
      const schedule = DEFAULT_SCHEDULES[tourId];
      const change = random.pick([
        { op: 'closeDay' as const, date },
        { op: 'reopenDay' as const, date },
        { op: 'addDeparture' as const, date },
        { op: 'removeDeparture' as const, date },
        { op: 'setSeats' as const, date, seats: random.chance(0.8) ? random.int(8, 30) : null },
        { op: 'setBookable' as const, bookable: random.chance(0.5) },
        {
          op: 'setSettings' as const,
          startTime: schedule.startTime,
          leadHours: random.pick([24, 48]),
          horizonDays: schedule.horizonDays,
        },
      ]);
      const details = { tourId, change };
      return auditEntry(
        random,
        SEASON_MANAGER,
        'schedule_changed',
        `schedules/${tourId}`,
        details,
        ms,
      );
    },
  } satisfies Partial<Record<DrawnAction, Maker>>;
}
