import type { Firestore } from 'firebase-admin/firestore';
import { staffScheduleRequestSchema, type StaffSchedule } from '@/domain/api/staff-calendar';
import { todayInRome } from '@/domain/calendar';
import { readSchedule } from '@/domain/schedule-schema';
import type { TourId } from '@/domain/tours';
import { parseInput } from '@functions/lib/callable-errors';
import { requireStaff, type StaffCall, type StaffDeps } from '@functions/lib/require-staff';
import { scheduleRef } from '@functions/services/schedules';
import { seatsHeldFrom } from '@functions/services/seats/seat-counter';
import { scheduleVersion } from './schedule-version';

/**
 * A tour's schedule as the calendar shows it: the document read through the product's own
 * schema (a malformed one names its fields instead), its version, and the seats held or sold on
 * each day from today on (the seat counters, one indexed query), so staff see which days have
 * bookings before they touch them.
 */
export async function readStaffSchedule(
  db: Firestore,
  tourId: TourId,
  now: Date,
): Promise<StaffSchedule> {
  const today = todayInRome(now);
  const [snapshot, held] = await Promise.all([
    scheduleRef(db, tourId).get(),
    seatsHeldFrom(db, tourId, today),
  ]);
  const reading = snapshot.exists ? readSchedule(snapshot.data()) : null;
  const seatsByDate: Record<string, number> = {};
  for (const [date, seats] of held) if (seats > 0) seatsByDate[date] = seats;
  return {
    tourId,
    schedule: reading?.ok ? reading.schedule : null,
    unreadableFields: reading && !reading.ok ? reading.fields.slice(0, 20) : [],
    version: scheduleVersion(snapshot.updateTime),
    seatsByDate,
    today,
    asOf: now.toISOString(),
  };
}

/** staffSchedule: any staff member reads a tour's schedule (guides see it, managers change it). */
export async function handleStaffSchedule(
  deps: StaffDeps,
  call: StaffCall,
): Promise<StaffSchedule> {
  await requireStaff(deps, call);
  const { tourId } = parseInput(staffScheduleRequestSchema, call.data ?? {});
  return readStaffSchedule(deps.db, tourId, deps.now());
}
