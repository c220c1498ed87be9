import type { StaffSchedule } from '@/domain/api/staff-calendar';
import { capacityOn, type Schedule } from '@/domain/schedule';
import { scheduleDay, type ScheduleDay } from '@/domain/schedule-edit';

/** What the calendar shows of one day: the schedule's view of it and the seats booked. */
export interface DayMarks extends ScheduleDay {
  date: string;
  /** Seats held or sold (0 when none). */
  booked: number;
  /** The seats the day offers: its own, else the tour's. */
  capacity: number;
  past: boolean;
}

export function dayMarks(data: StaffSchedule, schedule: Schedule, date: string): DayMarks {
  return {
    ...scheduleDay(schedule, date),
    date,
    booked: data.seatsByDate[date] ?? 0,
    capacity: capacityOn(schedule, date),
    past: date < data.today,
  };
}
