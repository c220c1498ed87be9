import {
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { rentalDayDocumentSchema } from '@/domain/documents/rental-day';
import { freeUnits, type HeldUnits, type OutOfServiceRange } from '@/domain/rental/free-units';
import { MAX_BUFFER_HOURS } from '@/domain/rental/hours';
import { romeDaysOf } from '@/domain/rental/interval';
import type { z } from '@/domain/zod';
import { documentConverter, timestampSchema } from '@functions/lib/document-converter';
import { writeIfUnchanged } from '@functions/lib/optimistic-commit';
import type { RentalStockDoc } from './rental-docs';
import { HOUR_MS } from '@/domain/time-units';

/**
 * The only code that reads or changes `rentalDays/{resource}_{date}`, the rental stock's ledger:
 * holds, payments, expiry, cancellation and moves ask this module, as tours ask the seat counter.
 * A rental is listed on every day (Europe/Rome) its interval and buffer touch, so two rentals that
 * could need the same unit always share a day document: a commit writes every day it read, only if
 * none changed since (optimistic-commit.ts), and two racing holds can never both take the last unit.
 */

const schema = rentalDayDocumentSchema(timestampSchema);
type RentalDayDoc = z.output<typeof schema>;
type StoredHold = RentalDayDoc['holds'][number];
const converter = documentConverter(schema);

export const modelResource = (modelId: string) => `model-${modelId}`;
export const addOnResource = (addOnId: string) => `addon-${addOnId}`;

/** A resource over an interval: the days its holds are listed on, buffer included. */
export interface LedgerSpan {
  resource: string;
  startsAt: Date;
  endsAt: Date;
  bufferHours: number;
}

function dayRef(db: Firestore, resource: string, date: string): DocumentReference<RentalDayDoc> {
  return db.collection('rentalDays').doc(`${resource}_${date}`).withConverter(converter);
}

/** The Rome days a span's holds are listed on: its interval and the buffer after it. */
export function ledgerDaysOf(span: LedgerSpan): string[] {
  return romeDaysOf(span.startsAt, new Date(span.endsAt.getTime() + span.bufferHours * HOUR_MS));
}

interface LedgerDay {
  resource: string;
  date: string;
  read: DocumentSnapshot<RentalDayDoc>;
  holds: StoredHold[];
}

/** The holds listed on some ledger days, each rental once though it is listed on every day it touches. */
export function eachRentalOnce(days: readonly { holds: readonly StoredHold[] }[]): HeldUnits[] {
  const byRental = new Map<string, HeldUnits>();
  for (const day of days) {
    for (const hold of day.holds) {
      byRental.set(hold.rentalId, {
        rentalId: hold.rentalId,
        startsAt: hold.startsAt.toMillis(),
        endsAt: hold.endsAt.toMillis(),
        units: hold.units,
      });
    }
  }
  return [...byRental.values()];
}

/** What a stock query needs of a resource besides the ledger: its stock and out-of-service units. */
export interface StockOf {
  resource: string;
  stock: Readonly<Record<string, number>>;
  outOfService?: readonly OutOfServiceRange[];
}

/** A model's bikes as a stock query counts them: its units per size, less those out of service. */
export function modelStockOf(modelId: string, stock: RentalStockDoc): StockOf {
  return {
    resource: modelResource(modelId),
    stock: stock.units,
    outOfService: stock.outOfService.map(({ size, units, from, to }) => ({
      pool: size,
      units,
      from,
      to,
    })),
  };
}

/**
 * The ledger days a decision read, and the changes it makes to them; `write` puts them in the
 * caller's optimistic batch, guarding every day read, changed or not.
 */
export class RentalLedger {
  private constructor(private readonly days: Map<string, LedgerDay>) {}

  /** Reads every day the spans touch (one batched read). */
  static async read(db: Firestore, spans: readonly LedgerSpan[]): Promise<RentalLedger> {
    const wanted = new Map<string, { resource: string; date: string }>();
    for (const span of spans) {
      for (const date of ledgerDaysOf(span))
        wanted.set(`${span.resource}_${date}`, { resource: span.resource, date });
    }
    const entries = [...wanted.values()];
    const reads =
      entries.length === 0
        ? []
        : ((await db.getAll(
            ...entries.map(({ resource, date }) => dayRef(db, resource, date)),
          )) as DocumentSnapshot<RentalDayDoc>[]);
    const days = new Map<string, LedgerDay>();
    entries.forEach(({ resource, date }, index) => {
      const read = reads[index]!;
      days.set(`${resource}_${date}`, {
        resource,
        date,
        read,
        holds: [...(read.data()?.holds ?? [])],
      });
    });
    return new RentalLedger(days);
  }

  /** The spans a rental's holds may be listed on, whatever buffer was set when it took them. */
  static spansOfRental(resources: readonly string[], startsAt: Date, endsAt: Date): LedgerSpan[] {
    return resources.map((resource) => ({
      resource,
      startsAt,
      endsAt,
      bufferHours: MAX_BUFFER_HOURS,
    }));
  }

  /**
   * Every hold of a resource listed on `fromDate` or later, read in a stock edit's transaction:
   * the transaction locks the days it read, so a hold racing the edit either lands first and is
   * counted here, or commits after it against the new stock.
   */
  static async heldFrom(
    tx: Transaction,
    db: Firestore,
    resource: string,
    fromDate: string,
  ): Promise<HeldUnits[]> {
    const days = await tx.get(
      db
        .collection('rentalDays')
        .withConverter(converter)
        .where('resource', '==', resource)
        .where('date', '>=', fromDate),
    );
    return eachRentalOnce(days.docs.map((day) => day.data()));
  }

  /** The holds of a resource on the days read, each once. */
  held(resource: string): HeldUnits[] {
    return eachRentalOnce([...this.days.values()].filter((day) => day.resource === resource));
  }

  /** Free units per pool of a resource for the whole span (see src/domain/rental/free-units.ts). */
  free(of: StockOf, span: Omit<LedgerSpan, 'resource'>, except?: string): Record<string, number> {
    return freeUnits({
      stock: of.stock,
      holds: this.held(of.resource),
      ...(of.outOfService ? { outOfService: of.outOfService } : {}),
      startsAt: span.startsAt,
      endsAt: span.endsAt,
      bufferHours: span.bufferHours,
      ...(except ? { except } : {}),
    });
  }

  /** Lists a rental's units on every day of the span (each must have been read). */
  take(span: LedgerSpan, rentalId: string, units: Record<string, number>): void {
    const hold: StoredHold = {
      rentalId,
      startsAt: Timestamp.fromDate(span.startsAt),
      endsAt: Timestamp.fromDate(span.endsAt),
      units,
    };
    for (const date of ledgerDaysOf(span)) {
      const day = this.days.get(`${span.resource}_${date}`);
      if (!day) throw new Error(`rental ledger day ${span.resource}_${date} was not read`);
      day.holds = [...day.holds.filter((held) => held.rentalId !== rentalId), hold];
    }
  }

  /** Takes a rental off every day read. */
  release(rentalId: string): void {
    for (const day of this.days.values()) {
      day.holds = day.holds.filter((held) => held.rentalId !== rentalId);
    }
  }

  /** Writes every day read into the batch, each only if unchanged since it was read. */
  write(batch: WriteBatch, now: Date): void {
    const at = Timestamp.fromDate(now);
    for (const day of this.days.values()) {
      const ref = day.read.ref.withConverter(null);
      writeIfUnchanged(batch, ref, day.read, {
        resource: day.resource,
        date: day.date,
        holds: day.holds,
        updatedAt: at,
      } satisfies RentalDayDoc);
    }
  }
}
