import {
  onSchedule,
  type ScheduleOptions,
  type ScheduledEvent,
} from 'firebase-functions/v2/scheduler';
import {
  recordSystemProblem,
  type ProblemRecorder,
} from '@functions/services/system-problems/record-problem';
import { db } from './firestore';
import { countingReads } from './read-count';
import { SCHEDULES, type ScheduledFunction } from './schedules';

type JobOptions = Omit<ScheduleOptions, 'schedule' | 'timeZone'>;
type JobHandler = (event: ScheduledEvent) => Promise<void>;

/**
 * The job's handler, with a throw recorded as a system problem (`job_failed`, naming the job)
 * before it goes on as before: onSchedule logs it and answers 500, so Cloud Scheduler retries
 * where the job asks for retries.
 */
export function reportingFailures(
  name: ScheduledFunction,
  handler: JobHandler,
  recorder: () => ProblemRecorder,
): JobHandler {
  return async (event) => {
    try {
      await handler(event);
    } catch (error) {
      await recordSystemProblem(recorder(), 'job_failed', name);
      throw error;
    }
  };
}

/**
 * Every scheduled function is defined here: on its schedule from SCHEDULES (which the local
 * stack's scheduler runs too), and with its failures reaching staff.
 */
export function scheduledJob(name: ScheduledFunction, options: JobOptions, handler: JobHandler) {
  return onSchedule(
    { ...SCHEDULES[name], ...options },
    reportingFailures(
      name,
      (event) => countingReads(name, () => handler(event)),
      () => ({ db: db(), now: () => new Date() }),
    ),
  );
}
