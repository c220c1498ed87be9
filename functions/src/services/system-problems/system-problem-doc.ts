import type { CollectionReference, DocumentReference, Firestore } from 'firebase-admin/firestore';
import { systemProblemSchema, type SystemProblemKind } from '@/domain/documents/system-problem';
import { documentConverter, timestampSchema } from '@functions/lib/document-converter';
import type { z } from '@/domain/zod';

export const SYSTEM_PROBLEMS_COLLECTION = 'systemProblems';

const schema = systemProblemSchema(timestampSchema);
export type SystemProblemDoc = z.output<typeof schema>;

const converter = documentConverter(schema);

export function systemProblemsCollection(db: Firestore): CollectionReference<SystemProblemDoc> {
  return db.collection(SYSTEM_PROBLEMS_COLLECTION).withConverter(converter);
}

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
