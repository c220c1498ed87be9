/**
 * Recomputes the money figures of "Stagione" (`seasonTotals/{YYYY-MM}`) from the bookings of a
 * real Firebase project, with the same rule as the seasonTotalsOnBookingWrite trigger
 * (functions/src/services/season/season-contribution.ts). Run it once after deploying the trigger,
 * and again to repair the figures (it overwrites them, so it may be run any number of times):
 *   npm run season:totals -- --project <project-id>
 * It signs in with Application Default Credentials (`gcloud auth application-default login`).
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { rebuildSeasonTotals } from '../functions/src/services/season/season-totals';

const flag = process.argv.indexOf('--project');
const projectId = flag >= 0 ? process.argv[flag + 1] : undefined;
if (!projectId) {
  console.error('Usage: npm run season:totals -- --project <project-id>');
  process.exit(2);
}
const app = initializeApp({ projectId }, 'season-totals');
try {
  const { bookings, months } = await rebuildSeasonTotals(getFirestore(app));
  console.log(
    `${months} month(s) of season totals rebuilt from ${bookings} booking(s) in ${projectId}.`,
  );
} finally {
  await deleteApp(app);
}
