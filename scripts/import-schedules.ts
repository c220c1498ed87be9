/**
 * Writes the catalogue's schedules (src/domain/schedule.ts) into a real Firebase project, only
 * where `schedules/{tourId}` does not exist yet, so staff's edits are never overwritten:
 *   npm run schedules:import -- --project <project-id>
 * It signs in with Application Default Credentials (`gcloud auth application-default login`).
 */
import { DEFAULT_SCHEDULES } from '../src/domain/schedule';
import { onProjectFirestore } from './project-firestore';
import { writeMissingSchedules } from './stack/seed';

await onProjectFirestore('schedules:import', async (db, projectId) => {
  const created = await writeMissingSchedules(db, DEFAULT_SCHEDULES);
  console.log(
    `${created} schedule(s) created in ${projectId}; existing ones were left as they are.`,
  );
});
