/**
 * Step: the documents a new project needs before it takes bookings: `schedules/{tourId}` from the
 * catalogue's defaults and `settings/membership`, `settings/mail`, each written only where absent
 * (the same writers as `npm run schedules:import` and `npm run settings:import`), so staff's
 * changes are never overwritten and a second run writes nothing.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { DEFAULT_SCHEDULES } from '../../src/domain/schedule';
import {
  writeMissingMailSettings,
  writeMissingMembershipSettings,
  writeMissingSchedules,
} from '../stack/seed';

export interface InitialDataDeps {
  /** Opened only for a real run: a dry run reads nothing. */
  db: () => Firestore;
  dryRun: boolean;
  log: (line: string) => void;
}

export async function importMissingData(deps: InitialDataDeps): Promise<void> {
  if (deps.dryRun) {
    deps.log(
      'would create the missing schedules/{tourId}, settings/membership and settings/mail (existing ones are left as they are)',
    );
    return;
  }
  const db = deps.db();
  const schedules = await writeMissingSchedules(db, DEFAULT_SCHEDULES);
  const membership = await writeMissingMembershipSettings(db);
  const mail = await writeMissingMailSettings(db);
  const created = [
    ...(schedules > 0 ? [`${schedules} schedule(s)`] : []),
    ...(membership ? ['settings/membership'] : []),
    ...(mail ? ['settings/mail'] : []),
  ];
  deps.log(
    created.length > 0
      ? `created ${created.join(', ')}`
      : 'schedules and settings already present: unchanged',
  );
}
