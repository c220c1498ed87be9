import {
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { ADD_ON_POOL } from '@/domain/rental/free-units';
import { startProblem } from '@/domain/rental/interval';
import type { RentalModelId } from '@/domain/rental/price-list';
import { failure } from '@functions/lib/callable-errors';
import { getAllOf } from '@functions/lib/document-converter';
import type { KeyedStore } from '@functions/lib/keyed-id';
import {
  commitOptimistically,
  guardUnchanged,
  writeIfUnchanged,
} from '@functions/lib/optimistic-commit';
import {
  holdOwnerRefs,
  listHoldOnOwners,
  requireUnderHoldLimit,
  type HoldOwnerDoc,
  type ListedHold,
} from '@functions/services/booking-base/hold-owners';
import { openListedHolds, stillOpenHolds } from './open-holds';
import {
  bikesBySize,
  rentalAddOnsCollection,
  rentalRef,
  rentalStockRef,
  type RentalAddOnDoc,
  type RentalDoc,
  type RentalStockDoc,
} from './rental-docs';
import {
  addOnResource,
  modelResource,
  modelStockOf,
  RentalLedger,
  type LedgerSpan,
} from './rental-ledger';
import type { StatusReason } from '@/domain/documents/status-reason';

/** A rental's stock spans: its model's bikes and each add-on, each with its own buffer. */
export function rentalSpans(
  rental: Pick<RentalDoc, 'modelId' | 'addOns' | 'startsAt' | 'endsAt'>,
  stock: RentalStockDoc,
  addOns: ReadonlyMap<string, RentalAddOnDoc>,
): LedgerSpan[] {
  const startsAt = rental.startsAt.toDate();
  const endsAt = rental.endsAt.toDate();
  return [
    { resource: modelResource(rental.modelId), startsAt, endsAt, bufferHours: stock.bufferHours },
    ...rental.addOns.map(({ addOnId }) => ({
      resource: addOnResource(addOnId),
      startsAt,
      endsAt,
      bufferHours: addOns.get(addOnId)?.bufferHours ?? 0,
    })),
  ];
}

/** Every resource a rental holds: its model and its add-ons. */
export function resourcesOf(rental: Pick<RentalDoc, 'modelId' | 'addOns'>): string[] {
  return [
    modelResource(rental.modelId),
    ...rental.addOns.map(({ addOnId }) => addOnResource(addOnId)),
  ];
}

export const capacityExceeded = (field: 'bikes' | 'addOns', remaining: number) =>
  failure(
    'failed-precondition',
    'CAPACITY_EXCEEDED',
    `CAPACITY_EXCEEDED: only ${remaining} ${field === 'bikes' ? 'bikes of this size' : 'units of this add-on'} are free then`,
    { fields: [field], remaining },
  );

/**
 * Whether the ledger has room for the rental, its own holds aside (a move): every size of bike and
 * every add-on free for the whole interval, buffers and units out of service included. Throws
 * CAPACITY_EXCEEDED naming the field otherwise; then lists the rental's holds on the ledger.
 */
export function takeStock(
  ledger: RentalLedger,
  rentalId: string,
  rental: Pick<RentalDoc, 'modelId' | 'addOns' | 'startsAt' | 'endsAt' | 'bikes'>,
  stock: RentalStockDoc,
  addOns: ReadonlyMap<string, RentalAddOnDoc>,
): void {
  const [bikeSpan, ...addOnSpans] = rentalSpans(rental, stock, addOns);
  const wanted = bikesBySize(rental);
  const free = ledger.free(modelStockOf(rental.modelId, stock), bikeSpan!, rentalId);
  for (const [size, count] of Object.entries(wanted)) {
    const left = free[size] ?? 0;
    if (count > left) throw capacityExceeded('bikes', left);
  }
  ledger.take(bikeSpan!, rentalId, wanted);
  rental.addOns.forEach(({ addOnId, quantity }, index) => {
    const span = addOnSpans[index]!;
    const addOn = addOns.get(addOnId);
    const left = addOn
      ? (ledger.free(
          { resource: span.resource, stock: { [ADD_ON_POOL]: addOn.units } },
          span,
          rentalId,
        )[ADD_ON_POOL] ?? 0)
      : 0;
    if (quantity > left) throw capacityExceeded('addOns', left);
    ledger.take(span, rentalId, { [ADD_ON_POOL]: quantity });
  });
}

/** The pending rental's price from the add-ons as read in its commit (the page's figures are never trusted). */
export function priced(rental: RentalDoc, addOns: ReadonlyMap<string, RentalAddOnDoc>): RentalDoc {
  const lines = rental.addOns.map((line) => {
    const addOn = addOns.get(line.addOnId);
    if (!addOn?.active) throw capacityExceeded('addOns', 0);
    return { ...line, name: addOn.name.it, pricePerDayCents: addOn.pricePerDayCents };
  });
  const addOnCents = lines.reduce(
    (sum, line) => sum + line.quantity * line.pricePerDayCents * rental.days,
    0,
  );
  return {
    ...rental,
    addOns: lines,
    amountTotalCents: rental.bikes.length * rental.bikeUnitPriceCents + addOnCents,
  };
}

/**
 * The add-ons a commit counts on, each guarded in its batch: a stock edit in "Noleggi" counts the
 * holds it sees when it changes units, so a hold decided on the units before must not land after.
 */
export async function readAddOnsOf(
  db: Firestore,
  addOnIds: readonly string[],
  batch: WriteBatch,
): Promise<Map<string, RentalAddOnDoc>> {
  const collection = rentalAddOnsCollection(db);
  const reads = await getAllOf(
    db,
    addOnIds.map((id) => collection.doc(id)),
  );
  const found = new Map<string, RentalAddOnDoc>();
  for (const read of reads) {
    const addOn = read.data();
    if (!addOn) continue;
    found.set(read.id, addOn);
    guardUnchanged(batch, read, 'units');
  }
  return found;
}

/** The model's stock a commit counts on, guarded in its batch like the add-ons (readAddOnsOf). */
export async function readStockOf(
  db: Firestore,
  modelId: RentalModelId,
  batch: WriteBatch,
): Promise<RentalStockDoc | undefined> {
  const read = await rentalStockRef(db, modelId).get();
  if (read.exists) guardUnchanged(batch, read, 'units');
  return read.data();
}

/** The model's stock as read in a commit; a model without stock or paused is closed. */
export function openStock(stock: RentalStockDoc | undefined): RentalStockDoc {
  if (!stock?.bookable) {
    throw failure(
      'failed-precondition',
      'BOOKING_CLOSED',
      'BOOKING_CLOSED: online rental is paused for this model',
    );
  }
  return stock;
}

/**
 * Writes the pending rental with every bike and add-on it takes in one optimistic commit that
 * lands only if every ledger day, owner document and replaced rental is as read: 30 visitors
 * racing for the last 5 medium bikes get exactly 5 (the others CAPACITY_EXCEEDED). The price is
 * set here from the price list and the add-ons as read. A person's earlier unpaid rental of the
 * same model is replaced (its stock released in the same commit; the caller expires its session),
 * and each person may hold at most MAX_OPEN_HOLDS unpaid bookings and rentals together.
 */
export async function createRentalWithHold(
  store: KeyedStore,
  rentalId: string,
  draft: RentalDoc,
  now: Date,
): Promise<{ rental: RentalDoc; replaced: { rentalId: string; stripeSessionId?: string }[] }> {
  const { db } = store;
  const owners = holdOwnerRefs(store, draft);
  return commitOptimistically(db, async (batch) => {
    const [stockRead, ...ownerReads] = (await db.getAll(
      rentalStockRef(db, draft.modelId),
      ...owners,
    )) as [DocumentSnapshot<RentalStockDoc>, ...DocumentSnapshot<HoldOwnerDoc>[]];
    const stock = openStock(stockRead.data());
    guardUnchanged(batch, stockRead, 'units');
    const problem = startProblem(
      draft.formula,
      draft.startDate,
      draft.startsAt.toDate(),
      stock,
      now,
    );
    if (problem) {
      throw failure(
        'failed-precondition',
        'INVALID_DATE',
        `INVALID_DATE: the rental cannot start then (${problem})`,
      );
    }
    const open = await openListedHolds(db, ownerReads, now);
    // The same person's earlier rental of this model gives way to this one.
    const replaced = [...open.rentals.values()].filter(
      (read) => read.data()?.modelId === draft.modelId,
    );
    const replacedIds = new Set(replaced.map((read) => read.id));
    const stillOpen = stillOpenHolds(open, replacedIds);
    requireUnderHoldLimit(stillOpen);

    const addOnIds = [
      ...new Set(
        [...draft.addOns, ...replaced.flatMap((read) => read.data()!.addOns)].map(
          (line) => line.addOnId,
        ),
      ),
    ];
    const addOns = await readAddOnsOf(db, addOnIds, batch);
    const rental = priced(draft, addOns);
    const ledger = await RentalLedger.read(db, [
      ...rentalSpans(rental, stock, addOns),
      ...replaced.flatMap((read) => {
        const held = read.data()!;
        return RentalLedger.spansOfRental(
          resourcesOf(held),
          held.startsAt.toDate(),
          held.endsAt.toDate(),
        );
      }),
    ]);
    for (const id of replacedIds) ledger.release(id);
    takeStock(ledger, rentalId, rental, stock, addOns);
    ledger.write(batch, now);
    const at = Timestamp.fromDate(now);
    for (const read of replaced) {
      writeIfUnchanged(batch, read.ref, read, {
        status: 'expired',
        holdsStock: false,
        statusReason: 'replaced_by_new_attempt' satisfies StatusReason,
        expiredAt: at,
        updatedAt: at,
      });
    }
    batch.create(rentalRef(db, rentalId), { ...rental, holdsStock: true });
    const mine: ListedHold = {
      bookingId: rentalId,
      kind: 'rental',
      tourId: rental.modelId,
      date: rental.startDate,
      expiresAt: rental.expiresAt,
    };
    listHoldOnOwners(batch, { refs: owners, reads: ownerReads }, stillOpen, mine);
    return {
      rental,
      replaced: replaced.map((read) => ({
        rentalId: read.id,
        ...(read.data()!.stripeSessionId ? { stripeSessionId: read.data()!.stripeSessionId! } : {}),
      })),
    };
  });
}

type ReleaseStatus = 'expired' | 'cancelled';

/**
 * Gives the stock of a rental back and marks it `status`, once, in one commit guarded like the
 * hold's: `only` says which rentals qualify (a pending one for expiry; a paid one for a
 * cancellation, whose caller handles the refund). Answers the rental as it was, or null when it
 * did not qualify (already released, paid meanwhile…).
 */
export async function releaseRentalStock(
  db: Firestore,
  rentalId: string,
  change: {
    status: ReleaseStatus;
    reason: StatusReason;
    now: Date;
    only: (rental: RentalDoc) => boolean;
    /** More fields to write with the change, computed from the rental as this commit read it. */
    extraOf?: (rental: RentalDoc) => Record<string, unknown>;
    /** More writes to commit with the change (its mail), from the rental as this commit read it. */
    alsoIn?: (batch: WriteBatch, rental: RentalDoc) => Promise<void>;
  },
): Promise<RentalDoc | null> {
  const ref = rentalRef(db, rentalId);
  return commitOptimistically(db, async (batch) => {
    const read = await ref.get();
    const rental = read.data();
    if (!rental || !change.only(rental)) return null;
    if (rental.holdsStock) {
      const ledger = await RentalLedger.read(
        db,
        RentalLedger.spansOfRental(
          resourcesOf(rental),
          rental.startsAt.toDate(),
          rental.endsAt.toDate(),
        ),
      );
      ledger.release(rentalId);
      ledger.write(batch, change.now);
    }
    const at = Timestamp.fromDate(change.now);
    writeIfUnchanged(batch, ref, read, {
      status: change.status,
      holdsStock: false,
      statusReason: change.reason,
      [change.status === 'expired' ? 'expiredAt' : 'cancelledAt']: at,
      updatedAt: at,
      ...change.extraOf?.(rental),
    });
    await change.alsoIn?.(batch, rental);
    return rental;
  });
}
