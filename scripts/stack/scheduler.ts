import { SCHEDULES, type ScheduledFunction } from '../../functions/src/lib/schedules';
import { runScheduledFunction } from './emulator-triggers';
import { nextRun } from './schedule-cadence';

/**
 * The local stack's Cloud Scheduler: the emulators do not run scheduled functions, so this runs
 * each one through the functions emulator on the schedule it is deployed with (SCHEDULES). Mail
 * queued while SMTP was down goes out on `retryMail`'s next run after SMTP is back; expired holds
 * are released by `releaseExpiredBookingHolds`; retention runs nightly.
 */
export function startScheduler(options: { echo?: boolean } = {}): { stop: () => void } {
  const timers = new Map<ScheduledFunction, NodeJS.Timeout>();
  let stopped = false;
  const plan = (name: ScheduledFunction) => {
    if (stopped) return;
    const { schedule, timeZone } = SCHEDULES[name];
    const delay = Math.max(0, nextRun(schedule, timeZone, new Date()).getTime() - Date.now());
    const timer = setTimeout(() => {
      void runScheduledFunction(name)
        // A run still in flight when the stack stops loses its worker or its connection (a 500,
        // or an error): not a failure of the function.
        .then((status) => {
          if (options.echo || (status >= 400 && !stopped)) {
            console.log(`[scheduler] ${name}: ${status}`);
          }
        })
        .catch((error: unknown) => {
          if (!stopped) console.warn(`[scheduler] ${name} failed:`, error);
        })
        .finally(() => plan(name));
    }, delay);
    // Never keeps `npm start` alive on its own.
    timer.unref();
    timers.set(name, timer);
  };
  for (const name of Object.keys(SCHEDULES) as ScheduledFunction[]) plan(name);
  return {
    stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
    },
  };
}
