/**
 * Writes the membership settings (`settings/membership`, src/domain/documents/membership-settings.ts)
 * into a real Firebase project, only where the document does not exist yet, so staff's choice is
 * never overwritten:
 *   npm run settings:import -- --project <project-id>
 * It signs in with Application Default Credentials (`gcloud auth application-default login`).
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { INITIAL_MEMBERSHIP_SETTINGS } from '../src/domain/documents/membership-settings';
import { writeMissingMembershipSettings } from './stack/seed';

const flag = process.argv.indexOf('--project');
const projectId = flag >= 0 ? process.argv[flag + 1] : undefined;
if (!projectId) {
  console.error('Usage: npm run settings:import -- --project <project-id>');
  process.exit(2);
}
const app = initializeApp({ projectId }, 'import-settings');
try {
  const created = await writeMissingMembershipSettings(getFirestore(app));
  console.log(
    created
      ? `settings/membership created in ${projectId}: ${JSON.stringify(INITIAL_MEMBERSHIP_SETTINGS)}`
      : `settings/membership already exists in ${projectId}; it was left as it is.`,
  );
} finally {
  await deleteApp(app);
}
