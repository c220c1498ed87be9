import {
  FieldPath,
  Timestamp,
  type DocumentData,
  type Query,
  type QuerySnapshot,
} from 'firebase-admin/firestore';
import { ATTENTION_PAGE_SIZE, type AttentionCursor } from '@/domain/api/staff-attention';
import { readableDocs } from '@functions/lib/document-converter';

type Position = AttentionCursor[keyof AttentionCursor];

export interface Page<T extends DocumentData> {
  docs: { id: string; data: T }[];
  /** Where the next page starts, or `end`. */
  next: Position;
}

/**
 * One page of an ordered source: at most ATTENTION_PAGE_SIZE documents after `position`, ordered
 * by `field` then by id in the same direction (the composite index's order), and where the next
 * page starts. One document more than the page is read to know whether there is a next page. A
 * malformed document is logged and left out (its path names it for staff), never stops the list.
 */
export async function readPage<T extends DocumentData>(
  query: Query<T>,
  { field, direction }: { field: string; direction: 'asc' | 'desc' },
  position: Position | undefined,
  message: string,
): Promise<Page<T>> {
  if (position === 'end') return { docs: [], next: 'end' };
  let ordered = query.orderBy(field, direction).orderBy(FieldPath.documentId(), direction);
  if (position) {
    ordered = ordered.startAfter(Timestamp.fromDate(new Date(position.at)), position.id);
  }
  const snapshot: QuerySnapshot<T> = await ordered.limit(ATTENTION_PAGE_SIZE + 1).get();
  const page = snapshot.docs.slice(0, ATTENTION_PAGE_SIZE);
  const last = page.at(-1);
  // The raw field, not the converter's: a malformed last document still marks the page's end.
  const lastAt: unknown = last?.get(field);
  const next: Position =
    snapshot.docs.length > ATTENTION_PAGE_SIZE && last && lastAt instanceof Timestamp
      ? { at: lastAt.toDate().toISOString(), id: last.id }
      : 'end';
  const ids = new Set(page.map((doc) => doc.id));
  const { docs } = readableDocs(snapshot, message);
  return { docs: docs.filter((doc) => ids.has(doc.id)), next };
}
