/**
 * Brings every row of the member register (`members/{memberNumber}`) of a real Firebase project
 * in step with the name rule of src/domain/members.ts: `normalizedName` from `fullName` (and
 * `memberNumber` from the document id where missing), the register's `memberNumberKey` and
 * `searchTerms`, exactly as the normalizeMemberNameOnWrite
 * trigger does on each write. Run it once after the rule changes, since rows written under an
 * older rule keep their old `normalizedName` (and rows written before the keys existed lack
 * them) until they are written again:
 *   npm run members:normalize -- --project <project-id>
 * It changes only what is wrong, never deletes, and may be run again. It signs in with
 * Application Default Credentials (`gcloud auth application-default login`).
 */
import { normalizeMemberRow } from '../functions/src/services/membership/normalize-member';
import { onProjectFirestore } from './project-firestore';

await onProjectFirestore('members:normalize', async (db, projectId) => {
  const counts = { updated: 0, unchanged: 0, deleted: 0, malformed: 0 };
  for (const ref of await db.collection('members').listDocuments()) {
    counts[await normalizeMemberRow(db, ref.id)] += 1;
  }
  console.log(
    `${counts.updated} member(s) updated, ${counts.unchanged} already right` +
      (counts.malformed ? `, ${counts.malformed} malformed (see the log above)` : '') +
      ` in ${projectId}.`,
  );
});
