import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { systemProblemSchema, type SystemProblemKind } from '@/domain/documents/system-problem';
import { timestampSchema, typedCollection } from '@functions/lib/document-converter';
import type { z } from '@/domain/zod';

export const SYSTEM_PROBLEMS_COLLECTION = 'systemProblems';

const schema = systemProblemSchema(timestampSchema);
export type SystemProblemDoc = z.output<typeof schema>;

export const systemProblemsCollection = typedCollection(SYSTEM_PROBLEMS_COLLECTION, schema);

/** The UTC hour of `at`, `YYYY-MM-DDTHH`: a problem's hour, whatever the time zone of staff. */
export function hourKeyOf(at: Date): string {
  return at.toISOString().slice(0, 13);
}

/** `{kind}_{hourKey}`: every occurrence of a kind within one hour lands on the same document. */
export function systemProblemId(kind: SystemProblemKind, at: Date): string {
  return `${kind}_${hourKeyOf(at)}`;
}

export function systemProblemRef(db: Firestore, id: string): DocumentReference<SystemProblemDoc> {
  return systemProblemsCollection(db).doc(id);
}
