/**
 * Gives every booking of a real Firebase project the `searchGramsAt` the staff search
 * ("Cerca prenotazione") looks bookings up by, exactly as the checkout writes them
 * (src/domain/booking-search.ts). Run it once for bookings stored before the search existed, or
 * after the folding rule changes:
 *   npm run bookings:index-search -- --project <project-id>
 * It changes only what differs, gives anonymised bookings none, and may be run again. It signs
 * in with Application Default Credentials (`gcloud auth application-default login`).
 */
import { backfillSearchGrams } from '../functions/src/services/booking-search/backfill-search-grams';
import { onProjectFirestore } from './project-firestore';

await onProjectFirestore('bookings:index-search', async (db, projectId) => {
  const counts = await backfillSearchGrams(db);
  console.log(
    `${counts.updated} booking(s) indexed, ${counts.unchanged} already right, ` +
      `${counts.anonymised} anonymised (not searchable) in ${projectId}.`,
  );
});
