/**
 * Recomputes the money figures of "Stagione" (`seasonTotals/{YYYY-MM}`) from the bookings of a
 * real Firebase project, with the same rule as the seasonTotalsOnBookingWrite trigger
 * (functions/src/services/season/season-contribution.ts). Run it once after deploying the trigger,
 * and again to repair the figures (it overwrites them, so it may be run any number of times):
 *   npm run season:totals -- --project <project-id>
 * It signs in with Application Default Credentials (`gcloud auth application-default login`).
 */
import { rebuildSeasonTotals } from '../functions/src/services/season/season-totals';
import { onProjectFirestore } from './project-firestore';

await onProjectFirestore('season:totals', async (db, projectId) => {
  const { bookings, months } = await rebuildSeasonTotals(db);
  console.log(
    `${months} month(s) of season totals rebuilt from ${bookings} booking(s) in ${projectId}.`,
  );
});
