import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { isId } from '@/domain/api/ids';
import { membershipApplicationDocumentSchema } from '@/domain/documents/membership-application';
import type { z } from '@/domain/zod';
import { timestampSchema, typedCollection } from '@functions/lib/document-converter';

/** Where `submitMembership` and `requestRenewal` store applications for the board. */
export const APPLICATIONS_COLLECTION = 'membershipApplications';

const applicationSchema = membershipApplicationDocumentSchema(timestampSchema);

/** A stored `membershipApplications/{id}` (src/domain/documents/membership-application.ts). */
export type ApplicationDoc = z.infer<typeof applicationSchema>;

/** `membershipApplications`, typed, for queries. */
export const applicationsCollection = typedCollection(APPLICATIONS_COLLECTION, applicationSchema);

/**
 * One application, typed. An id that is not one of ours in shape is refused before anything is
 * read: a `/` in it would name a document of another collection.
 */
export function applicationRef(db: Firestore, id: string): DocumentReference<ApplicationDoc> {
  if (!isId(id)) throw new Error('refused to read an application by a malformed id');
  return applicationsCollection(db).doc(id);
}
