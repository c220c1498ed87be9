import type { Firestore } from 'firebase-admin/firestore';
import type { AttentionItem } from '@/domain/api/staff-attention';
import { openSystemProblems } from '@functions/services/system-problems/open-problems';

/** One kind an hour: 100 open problems are four days of everything failing unseen. */
const SYSTEM_PROBLEMS_LISTED = 100;

/**
 * The open system problems ("Problemi di sistema"), the latest first, on the first page. Every
 * staff member sees them (they say what to do); a manager marks them resolved.
 */
export async function systemProblemItems({
  db,
  manager,
}: {
  db: Firestore;
  manager: boolean;
}): Promise<AttentionItem[]> {
  const problems = await openSystemProblems(db, SYSTEM_PROBLEMS_LISTED);
  return problems.map(({ id, data }) => ({
    id: `system:${id}`,
    kind: 'system_problem',
    at: data.lastAt.toDate().toISOString(),
    problem: {
      problemId: id,
      kind: data.kind,
      count: data.count,
      firstAt: data.firstAt.toDate().toISOString(),
      lastAt: data.lastAt.toDate().toISOString(),
      details: data.details,
    },
    actions: manager ? ['resolve'] : [],
  }));
}
