import {
  Timestamp,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { z } from '@/domain/zod';

/** The Timestamp class the stored-document schemas of src/domain/documents are built with. */
export const timestampSchema = z.instanceof(Timestamp);

/**
 * A stored document its schema refuses. It names the document and the fields that are wrong, never
 * their values (they may be personal data), so the log says what staff must correct.
 */
export class MalformedDocumentError extends Error {
  constructor(
    readonly path: string,
    readonly fields: string[],
  ) {
    super(`${path} is malformed: ${fields.join(', ')}`);
    this.name = 'MalformedDocumentError';
  }
}

/**
 * The converter of one collection: every read parses the document with the collection's schema
 * and throws MalformedDocumentError on anything else, so no code ever acts on a document that is
 * not what its type says (a count read as text, a missing amount read as undefined). Writes go as
 * they are: the type already describes them.
 */
export function documentConverter<S extends z.ZodType<DocumentData>>(
  schema: S,
): FirestoreDataConverter<z.output<S>> {
  return {
    toFirestore: (doc) => ({ ...doc }),
    fromFirestore(snapshot: QueryDocumentSnapshot): z.output<S> {
      const parsed = schema.safeParse(snapshot.data());
      if (parsed.success) return parsed.data;
      const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(root)');
      throw new MalformedDocumentError(snapshot.ref.path, [...new Set(fields)]);
    },
  };
}

/**
 * A collection typed by its schema: every read goes through the schema's converter, so no caller
 * acts on a malformed document (it throws, naming its path).
 */
export function typedCollection<S extends z.ZodType<DocumentData>>(
  path: string,
  schema: S,
): (db: Firestore) => CollectionReference<z.output<S>> {
  const converter = documentConverter(schema);
  return (db) => db.collection(path).withConverter(converter);
}

/**
 * `Firestore.getAll` reads several documents in one round trip but is typed for plain documents,
 * although each snapshot comes through its own reference's converter. This gives the snapshot of
 * `ref` its type back, after checking it is that document's.
 */
export function snapshotOf<T extends DocumentData>(
  ref: DocumentReference<T>,
  snapshot: DocumentSnapshot,
): DocumentSnapshot<T> {
  if (snapshot.ref.path !== ref.path) {
    throw new Error(`read ${snapshot.ref.path} where ${ref.path} was expected`);
  }
  return snapshot as DocumentSnapshot<T>;
}

/**
 * Several documents of one collection in one round trip, each through the collection's converter;
 * read by the database, or by a transaction (its one request for them).
 */
export async function getAllOf<T extends DocumentData>(
  reader: Firestore | Transaction,
  refs: DocumentReference<T>[],
): Promise<DocumentSnapshot<T>[]> {
  if (refs.length === 0) return [];
  const snapshots = await reader.getAll(...refs);
  return snapshots.map((snapshot, index) => snapshotOf(refs[index]!, snapshot));
}

interface ReadableDoc<T extends DocumentData> {
  id: string;
  ref: DocumentReference<T>;
  data: T;
}

/**
 * The documents of a scheduled scan that their schema reads, each with its id. A malformed one
 * never stops the scan: it is logged under `message` (what it goes without) and counted.
 */
export function readableDocs<T extends DocumentData>(
  snapshot: QuerySnapshot<T>,
  message: string,
): { docs: ReadableDoc<T>[]; malformed: number } {
  const docs: ReadableDoc<T>[] = [];
  let malformed = 0;
  for (const doc of snapshot.docs) {
    try {
      docs.push({ id: doc.id, ref: doc.ref, data: doc.data() });
    } catch (error) {
      if (!(error instanceof MalformedDocumentError)) throw error;
      logger.error(message, { path: error.path, fields: error.fields });
      malformed += 1;
    }
  }
  return { docs, malformed };
}
