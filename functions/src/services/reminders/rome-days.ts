import { todayInRome } from '@/domain/calendar';
import { tourStartsAt } from '@/domain/schedule';

/** The calendar day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function dayAfter(isoDate: string, days = 1): string {
  const midnight = new Date(`${isoDate}T00:00:00Z`);
  midnight.setUTCDate(midnight.getUTCDate() + days);
  return midnight.toISOString().slice(0, 10);
}

/** The instant `HH:MM` strikes on a calendar day in Rome (summer time included). */
export function romeInstant(isoDate: string, time: string): Date {
  return tourStartsAt({ startTime: time }, isoDate);
}

/** Whether `time` has struck today in Rome at `now`. */
export function isPastRomeTime(now: Date, time: string): boolean {
  return now.getTime() >= romeInstant(todayInRome(now), time).getTime();
}
