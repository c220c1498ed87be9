import { z } from '@/domain/zod';
import { scheduleSchema } from '@/domain/schedule-schema';
import { TOUR_IDS } from '@/domain/tours';
import { TIMESTAMP_MAX_LENGTH } from './lengths';
import { isoDateSchema } from './calendar-schemas';

/**
 * "Calendario" in the staff area: a tour's live schedule (`schedules/{tourId}`) read by any staff
 * member (`staffSchedule`) and changed one step at a time by a manager (`staffUpdateSchedule`).
 * Every value a change carries is checked by the field of `scheduleSchema` it ends up in, and the
 * edited document is checked whole by that schema before it is written: what the product reads
 * is what the calendar writes, so no change made here can leave the tour unreadable.
 */

const { startTime, leadHours, horizonDays, capacity: seats, bookable } = scheduleSchema.shape;

/**
 * The schedule document's Firestore update time when it was read (`seconds.nanoseconds`): a
 * change names the one it was made on, and is refused when the document changed since.
 */
export const scheduleVersionSchema = z
  .string()
  .max(25)
  .regex(/^\d{1,15}\.\d{9}$/);

export const SCHEDULE_CHANGE_OPS = [
  /** A departure on a day the tour does not run (listed in `dates`; reopened if closed). */
  'addDeparture',
  /** A listed departure taken off `dates` (its closing and its seats go with it). */
  'removeDeparture',
  /** A departure closed for that day (`closedDates`): the tour does not run then. */
  'closeDay',
  'reopenDay',
  /** The seats of one day (`capacityByDate`); null gives the day the tour's own capacity. */
  'setSeats',
  /** Online booking paused (false) or resumed (true) for the whole tour. */
  'setBookable',
  /** Start time, notice (hours) and horizon (days). */
  'setSettings',
] as const;
export type ScheduleChangeOp = (typeof SCHEDULE_CHANGE_OPS)[number];

const dayChange = <Op extends ScheduleChangeOp>(op: Op) =>
  z.object({ op: z.literal(op), date: isoDateSchema }).strict();

export const scheduleChangeSchema = z.discriminatedUnion('op', [
  dayChange('addDeparture'),
  dayChange('removeDeparture'),
  dayChange('closeDay'),
  dayChange('reopenDay'),
  z.object({ op: z.literal('setSeats'), date: isoDateSchema, seats: seats.nullable() }).strict(),
  z.object({ op: z.literal('setBookable'), bookable }).strict(),
  z.object({ op: z.literal('setSettings'), startTime, leadHours, horizonDays }).strict(),
]);
export type ScheduleChange = z.infer<typeof scheduleChangeSchema>;
/** The changes that concern one day. */
export type DayChange = Extract<ScheduleChange, { date: string }>;

export const staffScheduleRequestSchema = z.object({ tourId: z.enum(TOUR_IDS) }).strict();
export type StaffScheduleRequest = z.infer<typeof staffScheduleRequestSchema>;

export const staffUpdateScheduleRequestSchema = z
  .object({
    tourId: z.enum(TOUR_IDS),
    /** The version the manager saw (`StaffSchedule.version`). */
    version: scheduleVersionSchema,
    change: scheduleChangeSchema,
  })
  .strict();
export type StaffUpdateScheduleRequest = z.infer<typeof staffUpdateScheduleRequestSchema>;

/** More field names than a schedule document has: a bound on the unreadable-fields list. */
const MAX_FIELDS = 20;

export const staffScheduleResponseSchema = z.object({
  tourId: z.enum(TOUR_IDS),
  /** The live schedule; null when the document is missing or malformed (the tour is closed). */
  schedule: scheduleSchema.nullable(),
  /** The fields the schema refused when the document is malformed (fix them in the console). */
  unreadableFields: z.array(z.string().max(100)).max(MAX_FIELDS),
  /** Null when the document is missing. */
  version: scheduleVersionSchema.nullable(),
  /** Seats held or sold on each day from today on that has any (the seat counters). */
  seatsByDate: z.record(isoDateSchema, z.number().int().positive()),
  /** Today in Europe/Rome by the server's clock: days before it cannot be changed. */
  today: isoDateSchema,
  /** When the server read it (ISO): the offline copy shows it as "as of". */
  asOf: z.string().max(TIMESTAMP_MAX_LENGTH),
});
export type StaffSchedule = z.infer<typeof staffScheduleResponseSchema>;
