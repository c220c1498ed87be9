import type { CollectionReference, DocumentReference, Firestore } from 'firebase-admin/firestore';
import { isId } from '@/domain/api/ids';
import { membershipApplicationDocumentSchema } from '@/domain/documents/membership-application';
import type { z } from '@/domain/zod';
import { documentConverter, timestampSchema } from '@functions/lib/document-converter';

/** Where `submitMembership` and `requestRenewal` store applications for the board. */
export const APPLICATIONS_COLLECTION = 'membershipApplications';

const applicationSchema = membershipApplicationDocumentSchema(timestampSchema);

/** A stored `membershipApplications/{id}` (src/domain/documents/membership-application.ts). */
export type ApplicationDoc = z.infer<typeof applicationSchema>;

/** Every read of an application goes through this: a malformed one throws, naming its path. */
const applicationConverter = documentConverter(applicationSchema);

/** `membershipApplications`, typed, for queries. */
export function applicationsCollection(db: Firestore): CollectionReference<ApplicationDoc> {
  return db.collection(APPLICATIONS_COLLECTION).withConverter(applicationConverter);
}

/**
 * One application, typed. An id that is not one of ours in shape is refused before anything is
 * read: a `/` in it would name a document of another collection.
 */
export function applicationRef(db: Firestore, id: string): DocumentReference<ApplicationDoc> {
  if (!isId(id)) throw new Error('refused to read an application by a malformed id');
  return applicationsCollection(db).doc(id);
}
