import { Timestamp } from 'firebase-admin/firestore';
import { romeInstant, todayInRome } from '../../../src/domain/calendar';
import { SEASON_DAYS_BEHIND, shiftDay } from './departures';
import type { Random } from './random';
import { MINUTE_MS } from '../../../src/domain/time-units';

export const at = (ms: number) => Timestamp.fromMillis(ms);
export const dayOf = (ms: number) => todayInRome(new Date(ms));

/** A time in office hours (Rome) of a day in the half year up to `now`. */
export function seasonInstant(random: Random, nowMs: number): number {
  const day = shiftDay(dayOf(nowMs), -random.int(0, SEASON_DAYS_BEHIND));
  const hour = String(random.int(8, 19)).padStart(2, '0');
  const minute = String(random.int(0, 59)).padStart(2, '0');
  const ms = romeInstant(day, `${hour}:${minute}`).getTime() + random.int(0, 59_999);
  return ms <= nowMs ? ms : nowMs - random.int(1, 120) * MINUTE_MS;
}
