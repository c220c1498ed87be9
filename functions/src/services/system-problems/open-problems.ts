import type { Firestore } from 'firebase-admin/firestore';
import { readableDocs } from '@functions/lib/document-converter';
import { systemProblemsCollection, type SystemProblemDoc } from './system-problem-doc';

/**
 * The open system problems, the latest first (composite index open + lastAt), at most `limit`.
 * A malformed document is logged and left out, never hides the others.
 */
export async function openSystemProblems(
  db: Firestore,
  limit: number,
): Promise<{ id: string; data: SystemProblemDoc }[]> {
  const snapshot = await systemProblemsCollection(db)
    .where('open', '==', true)
    .orderBy('lastAt', 'desc')
    .limit(limit)
    .get();
  return readableDocs(snapshot, 'system problem left out: unreadable').docs;
}
