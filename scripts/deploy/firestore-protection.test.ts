import { describe, expect, it } from 'vitest';
import { protectFirestore } from './firestore-protection';
import { recordingRunner } from './test-support';

const changes = (calls: { args: readonly string[] }[]) =>
  calls.map((call) => call.args[0]).filter((command) => !/:(get|list)$/.test(command ?? ''));

describe('Firestore protection', () => {
  it('turns on point-in-time recovery and a daily backup kept 14 weeks, then leaves them', async () => {
    const runner = recordingRunner();
    const log: string[] = [];
    const deps = {
      run: runner.run,
      projectId: 'p',
      dryRun: false,
      log: (l: string) => log.push(l),
    };
    await protectFirestore(deps);
    expect(runner.calls.filter((call) => changes([call]).length > 0).map((c) => c.args)).toEqual([
      [
        'firestore:databases:update',
        '(default)',
        '--point-in-time-recovery',
        'ENABLED',
        '--project',
        'p',
        '--non-interactive',
      ],
      [
        'firestore:backups:schedules:create',
        '--recurrence',
        'DAILY',
        '--retention',
        '14w',
        '--project',
        'p',
        '--non-interactive',
      ],
    ]);

    const before = runner.calls.length;
    await protectFirestore(deps);
    expect(changes(runner.calls.slice(before))).toEqual([]);
    expect(log.slice(-2)).toEqual([
      'point-in-time recovery is on: unchanged',
      'the daily backup kept 14w exists: unchanged',
    ]);
  });

  it('gives an existing daily backup of another retention 14 weeks, without a second schedule', async () => {
    const name = 'projects/p/databases/(default)/backupSchedules/abc';
    const runner = recordingRunner({
      pitr: true,
      backupSchedules: [{ name, retention: '604800s', dailyRecurrence: {} }],
    });
    await protectFirestore({
      run: runner.run,
      projectId: 'p',
      dryRun: false,
      log: () => undefined,
    });
    expect(changes(runner.calls)).toEqual(['firestore:backups:schedules:update']);
    expect(runner.calls.at(-1)?.args.slice(0, 4)).toEqual([
      'firestore:backups:schedules:update',
      name,
      '--retention',
      '14w',
    ]);
  });
});
