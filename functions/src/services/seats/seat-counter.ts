import type {
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Timestamp,
  Transaction,
  WriteBatch,
} from 'firebase-admin/firestore';
import type { z } from '@/domain/zod';
import { capacityDocId, remainingSeats } from '@/domain/capacity';
import { seatCounterSchema } from '@/domain/documents/seat-counter';
import { failure } from '@functions/lib/callable-errors';
import { documentConverter, snapshotOf, timestampSchema } from '@functions/lib/document-converter';
import { writeIfUnchanged } from '@functions/lib/optimistic-commit';

/**
 * The only code that reads or changes `capacity/{tourId}_{date}`, the number that must never be
 * wrong: holds, payments, cancellations and refunds ask this module, none touches the counter
 * document. Every change happens inside the caller's transaction (or optimistic batch), together
 * with the booking's own `holdsSeats` flag, so seats are counted exactly once per booking.
 */

const schema = seatCounterSchema(timestampSchema);
export type SeatCounterDoc = z.output<typeof schema>;
const converter = documentConverter(schema);

function counterRef(
  db: Firestore,
  tourId: string,
  date: string,
): DocumentReference<SeatCounterDoc> {
  return db.collection('capacity').doc(capacityDocId(tourId, date)).withConverter(converter);
}

/** What a counter held when it was read, and where to write its next value. */
export interface SeatCount {
  readonly ref: DocumentReference<SeatCounterDoc>;
  readonly tourId: string;
  readonly date: string;
  readonly held: number;
  readonly snapshot: DocumentSnapshot<SeatCounterDoc>;
}

interface DateOfTour {
  tourId: string;
  date: string;
}

function countOf(
  snapshot: DocumentSnapshot<SeatCounterDoc>,
  { tourId, date }: DateOfTour,
): SeatCount {
  return { ref: snapshot.ref, tourId, date, held: snapshot.data()?.seatsHeld ?? 0, snapshot };
}

/** The counter of a date as a transaction reads it (read it before the transaction writes). */
export async function readSeatCount(
  tx: Transaction,
  db: Firestore,
  where: DateOfTour,
): Promise<SeatCount> {
  return countOf(await tx.get(counterRef(db, where.tourId, where.date)), where);
}

/** The counter's reference, for a read batched with other documents (`db.getAll`). */
export function seatCounterRef(
  db: Firestore,
  where: DateOfTour,
): DocumentReference<SeatCounterDoc> {
  return counterRef(db, where.tourId, where.date);
}

/** A counter read through `seatCounterRef` in a batched read. */
export function seatCountFrom(
  db: Firestore,
  snapshot: DocumentSnapshot,
  where: DateOfTour,
): SeatCount {
  return countOf(snapshotOf(seatCounterRef(db, where), snapshot), where);
}

/** Free seats on the date for a tour of `capacity` seats, once `releasing` seats are given back. */
export function seatsLeft(count: SeatCount, capacity: number, releasing = 0): number {
  return remainingSeats(capacity, Math.max(0, count.held - releasing));
}

/** Refuses a party larger than the seats left: CAPACITY_EXCEEDED, saying how many remain. */
export function requireSeatsFor(participants: number, remaining: number): void {
  if (participants > remaining) {
    throw failure(
      'failed-precondition',
      'CAPACITY_EXCEEDED',
      `CAPACITY_EXCEEDED: only ${remaining} seats remain on this date`,
      { remaining },
    );
  }
}

function nextValue(count: SeatCount, held: number, at: Timestamp): SeatCounterDoc {
  return { tourId: count.tourId, date: count.date, seatsHeld: Math.max(0, held), updatedAt: at };
}

/** Counts `seats` more as held, in the caller's transaction. */
export function takeSeats(tx: Transaction, count: SeatCount, seats: number, at: Timestamp): void {
  tx.set(count.ref, nextValue(count, count.held + seats, at));
}

/** Gives `seats` back, in the caller's transaction; the counter never goes below zero. */
export function releaseSeats(
  tx: Transaction,
  count: SeatCount,
  seats: number,
  at: Timestamp,
): void {
  tx.set(count.ref, nextValue(count, count.held - seats, at));
}

/**
 * Gives `released` seats back and holds `taken` more in one write of the caller's transaction
 * (the waiting list lapses some offers and makes others in the same commit).
 */
export function moveSeats(
  tx: Transaction,
  count: SeatCount,
  change: { released: number; taken: number },
  at: Timestamp,
): void {
  tx.set(count.ref, nextValue(count, Math.max(0, count.held - change.released) + change.taken, at));
}

/**
 * For an optimistic batch (optimistic-commit.ts): writes the counter with `released` seats given
 * back and `taken` seats held, only if nobody wrote it since it was read. Answers what it holds now.
 */
export function moveSeatsIfUnchanged(
  batch: WriteBatch,
  count: SeatCount,
  change: { released: number; taken: number },
  at: Timestamp,
): number {
  const held = Math.max(0, count.held - change.released) + change.taken;
  writeIfUnchanged(
    batch,
    count.ref.withConverter(null),
    count.snapshot,
    nextValue(count, held, at),
  );
  return held;
}

/** Seats held on each date of a tour from `fromDate` on, for the date picker. */
export async function seatsHeldFrom(
  db: Firestore,
  tourId: string,
  fromDate: string,
): Promise<Map<string, number>> {
  const snapshot = await db
    .collection('capacity')
    .withConverter(converter)
    .where('tourId', '==', tourId)
    .where('date', '>=', fromDate)
    .get();
  const held = new Map<string, number>();
  for (const doc of snapshot.docs) {
    const { date, seatsHeld } = doc.data();
    if (date) held.set(date, seatsHeld);
  }
  return held;
}
