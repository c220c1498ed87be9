import { logger } from 'firebase-functions';
import { FieldPath, type CollectionReference, type Timestamp } from 'firebase-admin/firestore';
import { MalformedDocumentError } from '@functions/lib/document-converter';
import { searchGramField } from './search-grams';

/**
 * Documents read per batch, and batches per scan: a common trigram ("ros") is held by many
 * documents the whole query does not match, so one scan looks at up to 400 of them.
 */
const BATCH_SIZE = 100;
const MAX_BATCHES = 4;

/** A document of a scan, by its gram's value (its `createdAt`) and its id: where to go on. */
export interface GramPosition {
  at: Timestamp;
  id: string;
}

/**
 * Hands `visit` the documents holding `gram`, newest first from the gram's own index
 * (search-grams.ts), a batch at a time, until `visit` has enough, the documents run out or
 * MAX_BATCHES batches were read; never a whole collection. A malformed document is logged and
 * stepped over. Answers the last document looked at and whether none is left after it.
 */
export async function scanByGram<T>(
  collection: CollectionReference<T>,
  gram: string,
  visit: (id: string, doc: T) => 'enough' | 'more',
  startAfter?: GramPosition,
): Promise<{ last: GramPosition | undefined; exhausted: boolean }> {
  const field = searchGramField(gram);
  const ordered = collection.orderBy(field, 'desc').orderBy(FieldPath.documentId(), 'desc');
  let last = startAfter;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const from = last ? ordered.startAfter(last.at, last.id) : ordered;
    const snapshot = await from.limit(BATCH_SIZE).get();
    for (const doc of snapshot.docs) {
      // The position is read past the converter, so a malformed document is stepped over.
      last = { at: doc.get(field) as Timestamp, id: doc.id };
      let data: T;
      try {
        data = doc.data();
      } catch (error) {
        if (!(error instanceof MalformedDocumentError)) throw error;
        logger.error('document left out of the search', { path: error.path, fields: error.fields });
        continue;
      }
      if (visit(doc.id, data) === 'enough') return { last, exhausted: false };
    }
    if (snapshot.size < BATCH_SIZE) return { last, exhausted: true };
  }
  return { last, exhausted: false };
}
