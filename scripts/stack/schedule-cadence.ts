import { TZDate } from '@date-fns/tz';

/**
 * When a Cloud Scheduler schedule next fires after `now`, for the two forms the functions use:
 * `every N minutes` (aligned to the hour, as Cloud Scheduler aligns them) and `every day HH:MM`
 * in the schedule's time zone.
 */
export function nextRun(schedule: string, timeZone: string, now: Date): Date {
  const minutes = /^every (\d+) minutes?$/.exec(schedule);
  if (minutes) {
    const stepMs = Number(minutes[1]) * 60_000;
    return new Date(Math.floor(now.getTime() / stepMs) * stepMs + stepMs);
  }
  const daily = /^every day (\d{2}):(\d{2})$/.exec(schedule);
  if (daily) {
    const local = new TZDate(now.getTime(), timeZone);
    const run = new TZDate(
      local.getFullYear(),
      local.getMonth(),
      local.getDate(),
      Number(daily[1]),
      Number(daily[2]),
      0,
      timeZone,
    );
    if (run.getTime() <= now.getTime()) run.setDate(run.getDate() + 1);
    return new Date(run.getTime());
  }
  throw new Error(`Unsupported schedule: ${schedule}`);
}
