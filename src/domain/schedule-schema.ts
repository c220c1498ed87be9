/**
 * How a schedule document (`schedules/{tourId}`, see ./schedule) is read: the functions read
 * each document through it, and the availability answer carries one.
 */
import { z } from '@/domain/zod';
import { CLOCK_TIME_PATTERN, isIsoDate } from './calendar';
import { WEEKDAY_CODES } from './schedule';
import { UNLIMITED_SEATS } from './tours';

const isoDate = z.string().max(10).refine(isIsoDate, { message: 'not a YYYY-MM-DD date' });
const seats = z.number().int().min(0).max(UNLIMITED_SEATS);

/** `HH:MM` (CLOCK_TIME_PATTERN): a departure's time, the reminders' hour. */
export const clockTimeSchema = z
  .string()
  .max(5)
  .regex(CLOCK_TIME_PATTERN, { message: 'not an HH:MM time' });
/** More dates than a schedule ever lists: a bound against a runaway document only. */
const MAX_DATES = 1000;

/** A schedule document as staff write it; anything else (a console typo) is refused whole. */
export const scheduleSchema = z.object({
  bookable: z.boolean(),
  capacity: seats,
  weekdays: z.array(z.enum(WEEKDAY_CODES)).max(WEEKDAY_CODES.length),
  dates: z.array(isoDate).max(MAX_DATES),
  closedDates: z.array(isoDate).max(MAX_DATES),
  startTime: clockTimeSchema,
  leadHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 365),
  horizonDays: z
    .number()
    .int()
    .min(1)
    .max(3 * 365),
  capacityByDate: z.record(isoDate, seats).optional(),
  /**
   * How long seats freed on a full date stay held for the waiting-list entry they are offered to
   * before the offer passes to the next (hours). Missing: WAITLIST_HOLD_HOURS_DEFAULT.
   */
  waitlistHoldHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 7)
    .optional(),
});
export type Schedule = z.infer<typeof scheduleSchema>;

/** The waiting list's hold when a schedule does not set `waitlistHoldHours`. */
export const WAITLIST_HOLD_HOURS_DEFAULT = 12;

export function waitlistHoldHoursOf(schedule: Pick<Schedule, 'waitlistHoldHours'>): number {
  return schedule.waitlistHoldHours ?? WAITLIST_HOLD_HOURS_DEFAULT;
}

export type ScheduleReading =
  | { ok: true; schedule: Schedule }
  /** `fields` names what is wrong (for the log); the tour is then not bookable online. */
  | { ok: false; fields: string[] };

export function readSchedule(data: unknown): ScheduleReading {
  const parsed = scheduleSchema.safeParse(data);
  if (parsed.success) return { ok: true, schedule: parsed.data };
  const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || '(root)'))];
  return { ok: false, fields };
}
