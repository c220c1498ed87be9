/**
 * Gives every booking of a real Firebase project the `searchGramsAt` the staff search
 * ("Cerca prenotazione") looks bookings up by, exactly as the checkout writes them
 * (src/domain/booking-search.ts). Run it once for bookings stored before the search existed, or
 * after the folding rule changes:
 *   npm run bookings:index-search -- --project <project-id>
 * It changes only what differs, gives anonymised bookings none, and may be run again. It signs
 * in with Application Default Credentials (`gcloud auth application-default login`).
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { backfillSearchGrams } from '../functions/src/services/booking-search/backfill-search-grams';

const flag = process.argv.indexOf('--project');
const projectId = flag >= 0 ? process.argv[flag + 1] : undefined;
if (!projectId) {
  console.error('Usage: npm run bookings:index-search -- --project <project-id>');
  process.exit(2);
}
const app = initializeApp({ projectId }, 'index-booking-search');
try {
  const counts = await backfillSearchGrams(getFirestore(app));
  console.log(
    `${counts.updated} booking(s) indexed, ${counts.unchanged} already right, ` +
      `${counts.anonymised} anonymised (not searchable) in ${projectId}.`,
  );
} finally {
  await deleteApp(app);
}
