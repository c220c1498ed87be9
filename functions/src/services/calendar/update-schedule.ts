import {
  staffUpdateScheduleRequestSchema,
  type ScheduleChange,
  type StaffSchedule,
} from '@/domain/api/staff-calendar';
import { todayInRome } from '@/domain/calendar';
import type { Schedule } from '@/domain/schedule';
import { applyScheduleChange, takesDepartureAway } from '@/domain/schedule-edit';
import { readSchedule, scheduleSchema } from '@/domain/schedule-schema';
import { failure, parseInput } from '@functions/lib/callable-errors';
import { requireManager, type StaffCall, type StaffDeps } from '@functions/lib/require-staff';
import { scheduleRef } from '@functions/services/schedules';
import { readSeatCount } from '@functions/services/seats/seat-counter';
import { runContendedTransaction } from '@functions/lib/firestore';
import { recordStaffActionIn } from '@functions/services/audit-log/audit-log';
import { scheduleVersion } from './schedule-version';
import { readStaffSchedule } from './staff-schedule';

const DATE_FIELD = 'change.date';

/** The fields the edit changed, for an update that leaves everything else as it was. */
function changedFields(before: Schedule, after: Schedule): Partial<Schedule> {
  const changed: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(after)) {
    const previous = before[field as keyof Schedule];
    if (JSON.stringify(value) !== JSON.stringify(previous)) changed[field] = value;
  }
  return changed as Partial<Schedule>;
}

function refuseDayOutOfReach(change: ScheduleChange, today: string): void {
  if ('date' in change && change.date < today) {
    throw failure('invalid-argument', 'DATE_IN_PAST', 'DATE_IN_PAST: that day has gone', {
      fields: [DATE_FIELD],
    });
  }
}

/**
 * staffUpdateSchedule: a manager changes one thing of a tour's schedule ("Calendario"). In one
 * transaction it reads the document and, for a change of one day, that day's seat counter; it
 * refuses a document changed since the manager read it (`version`), a day gone, a change that
 * does not fit the day, a departure taken away while seats are held or sold on it (cancel or
 * postpone it instead, which tell the customers) and seats fewer than those already booked;
 * then it checks the edited document whole with the product's schema, writes only the fields
 * that changed, and records the change in the audit log. Answers the schedule as it now is.
 */
export async function handleStaffUpdateSchedule(
  deps: StaffDeps,
  call: StaffCall,
): Promise<StaffSchedule> {
  const manager = await requireManager(deps, call);
  const { tourId, version, change } = parseInput(staffUpdateScheduleRequestSchema, call.data ?? {});
  const now = deps.now();
  refuseDayOutOfReach(change, todayInRome(now));
  const ref = scheduleRef(deps.db, tourId);
  // Checkouts hold seats on the same day meanwhile: the change is judged afresh when one lands first.
  await runContendedTransaction(deps.db, async (tx) => {
    const snapshot = await tx.get(ref);
    const count =
      'date' in change ? await readSeatCount(tx, deps.db, { tourId, date: change.date }) : null;
    const reading = snapshot.exists ? readSchedule(snapshot.data()) : null;
    if (!reading?.ok) {
      throw failure(
        'failed-precondition',
        'SCHEDULE_UNREADABLE',
        'SCHEDULE_UNREADABLE: the schedule document is missing or malformed',
      );
    }
    if (scheduleVersion(snapshot.updateTime) !== version) {
      throw failure(
        'aborted',
        'SCHEDULE_CHANGED',
        'SCHEDULE_CHANGED: the schedule changed since it was read',
      );
    }
    const edit = applyScheduleChange(reading.schedule, change);
    if (!edit.ok) {
      throw failure('failed-precondition', 'INVALID_DATE', `INVALID_DATE: ${edit.problem}`, {
        fields: [DATE_FIELD],
      });
    }
    const held = count?.held ?? 0;
    if (takesDepartureAway(change) && held > 0) {
      throw failure(
        'failed-precondition',
        'DATE_HAS_BOOKINGS',
        `DATE_HAS_BOOKINGS: ${held} seats are held or sold on that day`,
        { fields: [DATE_FIELD] },
      );
    }
    if (change.op === 'setSeats' && change.seats !== null && change.seats < held) {
      throw failure(
        'failed-precondition',
        'SEATS_BELOW_BOOKED',
        `SEATS_BELOW_BOOKED: ${held} seats are already held or sold`,
        { fields: ['change.seats'] },
      );
    }
    // The product reads the document with this schema: what it refuses is never written.
    const checked = scheduleSchema.safeParse(edit.schedule);
    if (!checked.success) {
      const fields = [...new Set(checked.error.issues.map((issue) => issue.path.join('.')))];
      throw failure('invalid-argument', 'INVALID_INPUT', 'INVALID_INPUT: the edit is refused', {
        fields,
      });
    }
    const update = changedFields(reading.schedule, checked.data);
    if (Object.keys(update).length > 0) tx.update(ref, update);
    recordStaffActionIn(
      tx,
      deps.db,
      manager,
      { action: 'schedule_changed', target: ref.path, details: { tourId, change } },
      now,
    );
  });
  return readStaffSchedule(deps.db, tourId, now);
}
