/**
 * Writes the catalogue's schedules (src/domain/schedule.ts) into a real Firebase project, only
 * where `schedules/{tourId}` does not exist yet, so staff's edits are never overwritten:
 *   npm run schedules:import -- --project <project-id>
 * It signs in with Application Default Credentials (`gcloud auth application-default login`).
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { DEFAULT_SCHEDULES } from '../src/domain/schedule';
import { writeMissingSchedules } from './stack/seed';

const flag = process.argv.indexOf('--project');
const projectId = flag >= 0 ? process.argv[flag + 1] : undefined;
if (!projectId) {
  console.error('Usage: npm run schedules:import -- --project <project-id>');
  process.exit(2);
}
const app = initializeApp({ projectId }, 'import-schedules');
try {
  const created = await writeMissingSchedules(getFirestore(app), DEFAULT_SCHEDULES);
  console.log(
    `${created} schedule(s) created in ${projectId}; existing ones were left as they are.`,
  );
} finally {
  await deleteApp(app);
}
