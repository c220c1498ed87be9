/**
 * Step: point-in-time recovery on the (default) database (any minute of the last 7 days can be
 * restored) and a daily backup kept 14 weeks, each set only when absent or different.
 */
import { firebaseJson, mustRun, type CommandRunner } from './command-runner';

export const BACKUP_RETENTION = '14w';
const BACKUP_RETENTION_SECONDS = `${14 * 7 * 86_400}s`;
const PITR_ENABLED = 'POINT_IN_TIME_RECOVERY_ENABLED';

export interface ProtectionDeps {
  run: CommandRunner;
  projectId: string;
  dryRun: boolean;
  log: (line: string) => void;
}

interface BackupSchedule {
  name: string;
  retention?: string;
  dailyRecurrence?: object;
}

async function read<T>(deps: ProtectionDeps, args: string[]): Promise<T> {
  const answer = await firebaseJson(deps.run, deps.projectId, args);
  if (!answer.ok) throw new Error(`firebase ${args.join(' ')} failed: ${answer.error}`);
  return answer.result as T;
}

async function change(deps: ProtectionDeps, what: string, args: string[]): Promise<void> {
  deps.log(`${deps.dryRun ? 'would turn on' : 'turning on'} ${what}: firebase ${args.join(' ')}`);
  if (!deps.dryRun) {
    await mustRun(deps.run, 'firebase', [
      ...args,
      '--project',
      deps.projectId,
      '--non-interactive',
    ]);
  }
}

export async function protectFirestore(deps: ProtectionDeps): Promise<void> {
  const database = await read<{ pointInTimeRecoveryEnablement?: string }>(deps, [
    'firestore:databases:get',
    '(default)',
  ]);
  if (database.pointInTimeRecoveryEnablement === PITR_ENABLED) {
    deps.log('point-in-time recovery is on: unchanged');
  } else {
    await change(deps, 'point-in-time recovery', [
      'firestore:databases:update',
      '(default)',
      '--point-in-time-recovery',
      'ENABLED',
    ]);
  }

  const schedules = await read<BackupSchedule[]>(deps, ['firestore:backups:schedules:list']);
  const daily = schedules.find((schedule) => schedule.dailyRecurrence !== undefined);
  if (!daily) {
    await change(deps, `a daily backup kept ${BACKUP_RETENTION}`, [
      'firestore:backups:schedules:create',
      '--recurrence',
      'DAILY',
      '--retention',
      BACKUP_RETENTION,
    ]);
  } else if (daily.retention !== BACKUP_RETENTION_SECONDS) {
    await change(deps, `a retention of ${BACKUP_RETENTION} on the daily backup`, [
      'firestore:backups:schedules:update',
      daily.name,
      '--retention',
      BACKUP_RETENTION,
    ]);
  } else {
    deps.log(`the daily backup kept ${BACKUP_RETENTION} exists: unchanged`);
  }
}
