/**
 * Writes the settings documents (`settings/membership`, `settings/mail`, `settings/vouchers`,
 * `settings/receipts`: scripts/stack/settings-documents.ts) into a real Firebase project, each only
 * where the document does not exist yet, so staff's choice is never overwritten:
 *   npm run settings:import -- --project <project-id>
 * It signs in with Application Default Credentials (`gcloud auth application-default login`).
 */
import { onProjectFirestore } from './project-firestore';
import { writeMissingSettings } from './stack/settings-documents';

await onProjectFirestore('settings:import', async (db, projectId) => {
  for (const { path, created, initial } of await writeMissingSettings(db)) {
    console.log(
      created
        ? `${path} created in ${projectId}: ${JSON.stringify(initial)}`
        : `${path} already exists in ${projectId}; it was left as it is.`,
    );
  }
});
