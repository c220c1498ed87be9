import { romeInstant, todayInRome } from '@/domain/calendar';

/** Whether `time` has struck today in Rome at `now`. */
export function isPastRomeTime(now: Date, time: string): boolean {
  return now.getTime() >= romeInstant(todayInRome(now), time).getTime();
}
