import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  SYSTEM_PROBLEM_DETAIL_MAX_LENGTH,
  SYSTEM_PROBLEM_DETAILS_MAX,
  type SystemProblemKind,
} from '@/domain/documents/system-problem';
import {
  hourKeyOf,
  systemProblemId,
  systemProblemRef,
  type SystemProblemDoc,
} from './system-problem-doc';
import { errorText } from '@functions/lib/error-text';
import { DAY_MS } from '@/domain/time-units';

/** What recording needs: the database and the clock that says which hour it is. */
export interface ProblemRecorder {
  db: Firestore;
  now: () => Date;
}

/** A problem no one resolved is still deleted this long after it last happened (TTL). */
export const SYSTEM_PROBLEM_RETENTION_DAYS = 90;

/**
 * Records one occurrence of a system problem: `systemProblems/{kind}_{hourKey}` is created, or
 * counted once more, in a transaction, so failures racing each other make one document with the
 * exact count. `detail` must be short and non-personal (a job's name, an error's type and status):
 * it is shown to every staff member and mailed to the association.
 *
 * Never throws: it is called on paths that are failing already, and recording must not change
 * how they fail. A problem that cannot be recorded (Firestore down) is left to the log.
 */
export async function recordSystemProblem(
  recorder: ProblemRecorder,
  kind: SystemProblemKind,
  detail: string,
): Promise<void> {
  const now = recorder.now();
  const note = detail.slice(0, SYSTEM_PROBLEM_DETAIL_MAX_LENGTH);
  const ref = systemProblemRef(recorder.db, systemProblemId(kind, now));
  const at = Timestamp.fromDate(now);
  const expiresAt = Timestamp.fromMillis(now.getTime() + SYSTEM_PROBLEM_RETENTION_DAYS * DAY_MS);
  try {
    await recorder.db.runTransaction(async (tx) => {
      const current = (await tx.get(ref)).data();
      if (!current) {
        const problem: SystemProblemDoc = {
          kind,
          hourKey: hourKeyOf(now),
          count: 1,
          firstAt: at,
          lastAt: at,
          details: note ? [note] : [],
          open: true,
          expiresAt,
        };
        tx.create(ref, problem);
        return;
      }
      const details =
        note &&
        !current.details.includes(note) &&
        current.details.length < SYSTEM_PROBLEM_DETAILS_MAX
          ? [...current.details, note]
          : current.details;
      // Happening again after "Risolto" in the same hour: it is not resolved, so it opens again.
      tx.update(ref, {
        count: current.count + 1,
        lastAt: at,
        details,
        open: true,
        expiresAt,
      });
    });
    logger.error('system problem recorded', { kind, detail: note });
  } catch (error) {
    logger.error('system problem not recorded', {
      kind,
      detail: note,
      error: errorText(error),
    });
  }
}
