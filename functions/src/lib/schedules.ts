/**
 * The schedules of the scheduled functions, in one place: the functions are defined with them,
 * and the local stack's scheduler (scripts/stack/scheduler.ts) runs them on the same cadence,
 * because the emulators do not run scheduled functions themselves.
 */
export const SCHEDULES = {
  retryMail: { schedule: 'every 2 minutes', timeZone: 'Europe/Rome' },
  releaseExpiredBookingHolds: { schedule: 'every 15 minutes', timeZone: 'Europe/Rome' },
  retryRefunds: { schedule: 'every 15 minutes', timeZone: 'Europe/Rome' },
  applyRetention: { schedule: 'every day 03:30', timeZone: 'Europe/Rome' },
} as const;

export type ScheduledFunction = keyof typeof SCHEDULES;
