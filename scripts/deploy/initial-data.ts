/**
 * Step: the documents a new project needs before it takes bookings: `schedules/{tourId}` from the
 * catalogue's defaults and the settings documents (scripts/stack/settings-documents.ts), each
 * written only where absent (the same writers as `npm run schedules:import` and
 * `npm run settings:import`), so staff's changes are never overwritten and a second run writes
 * nothing.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { DEFAULT_SCHEDULES } from '../../src/domain/schedule';
import { writeMissingSchedules } from '../stack/seed';
import { SETTINGS_DOCUMENTS, writeMissingSettings } from '../stack/settings-documents';

export interface InitialDataDeps {
  /** Opened only for a real run: a dry run reads nothing. */
  db: () => Firestore;
  dryRun: boolean;
  log: (line: string) => void;
}

export async function importMissingData(deps: InitialDataDeps): Promise<void> {
  const settings = SETTINGS_DOCUMENTS.map(({ path }) => `${path.collection}/${path.id}`);
  if (deps.dryRun) {
    deps.log(
      `would create the missing schedules/{tourId}, ${settings.join(', ')} (existing ones are left as they are)`,
    );
    return;
  }
  const db = deps.db();
  const schedules = await writeMissingSchedules(db, DEFAULT_SCHEDULES);
  const written = await writeMissingSettings(db);
  const created = [
    ...(schedules > 0 ? [`${schedules} schedule(s)`] : []),
    ...written.filter((doc) => doc.created).map((doc) => doc.path),
  ];
  deps.log(
    created.length > 0
      ? `created ${created.join(', ')}`
      : 'schedules and settings already present: unchanged',
  );
}
