import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import {
  staffUpdateRentalStockRequestSchema,
  type RentalStockChange,
  type StaffRentalStock,
} from '@/domain/api/staff-rental-stock';
import { todayInRome } from '@/domain/calendar';
import type { OutOfService } from '@/domain/documents/rental-stock';
import { ADD_ON_POOL } from '@/domain/rental/free-units';
import type { FrameSize } from '@/domain/rental/sizes';
import { shortfallsAddedBy, type StockRules } from '@/domain/rental/stock-shortfalls';
import { failure, parseInput } from '@functions/lib/callable-errors';
import { requireManager, type StaffCall, type StaffDeps } from '@functions/lib/require-staff';
import { runContendedTransaction } from '@functions/lib/firestore';
import { recordStaffActionIn } from '@functions/services/audit-log/audit-log';
import {
  rentalAddOnsCollection,
  rentalStockRef,
  type RentalStockDoc,
} from '@functions/services/rental/rental-docs';
import {
  RentalLedger,
  addOnResource,
  modelResource,
} from '@functions/services/rental/rental-ledger';
import { readRentalStock } from './read-stock';

type ModelChange = Exclude<RentalStockChange, { op: 'setAddOn' }>;

const sameRange = (a: OutOfService, b: OutOfService) =>
  a.size === b.size &&
  a.units === b.units &&
  a.from === b.from &&
  a.to === b.to &&
  a.note === b.note;

function rulesOf(
  stock: Pick<RentalStockDoc, 'units' | 'bufferHours' | 'outOfService'>,
): StockRules {
  return {
    stock: stock.units,
    bufferHours: stock.bufferHours,
    outOfService: stock.outOfService.map(({ size, units, from, to }) => ({
      pool: size,
      units,
      from,
      to,
    })),
  };
}

/** The fields of the model's stock document the change sets, and the field a refusal names. */
function editModel(
  stock: RentalStockDoc,
  change: ModelChange,
): { update: Partial<RentalStockDoc>; field: (pool: string) => string } {
  switch (change.op) {
    case 'setModel': {
      const lowered = (pool: string) =>
        change.units[pool as FrameSize] < (stock.units[pool as FrameSize] ?? 0);
      return {
        update: { units: change.units, bufferHours: change.bufferHours },
        field: (pool) => (lowered(pool) ? `change.units.${pool}` : 'change.bufferHours'),
      };
    }
    case 'addOutOfService':
      return {
        update: { outOfService: [...stock.outOfService, change.range] },
        field: () => 'change.range.units',
      };
    case 'removeOutOfService': {
      const index = stock.outOfService.findIndex((range) => sameRange(range, change.range));
      if (index < 0)
        throw failure('not-found', 'NOT_FOUND', 'NOT_FOUND: no such range out of service');
      return {
        update: { outOfService: stock.outOfService.filter((_, at) => at !== index) },
        field: () => 'change.range',
      };
    }
  }
}

function belowRented(dates: string[], field: string) {
  const days = [...new Set(dates)].sort();
  return failure(
    'failed-precondition',
    'STOCK_BELOW_RENTED',
    `STOCK_BELOW_RENTED: more units are already rented on ${days.join(', ')}`,
    { fields: [field], dates: days },
  );
}

async function changeModel(
  tx: Transaction,
  db: Firestore,
  change: ModelChange,
  today: string,
  uid: string,
): Promise<DocumentReference> {
  const ref = rentalStockRef(db, change.modelId);
  const stock = (await tx.get(ref)).data();
  if (!stock) throw failure('not-found', 'NOT_FOUND', 'NOT_FOUND: the model has no stock document');
  const holds = await RentalLedger.heldFrom(tx, db, modelResource(change.modelId), today);
  const { update, field } = editModel(stock, change);
  const added = shortfallsAddedBy(rulesOf(stock), rulesOf({ ...stock, ...update }), holds, today);
  if (added.length > 0)
    throw belowRented(
      added.map((s) => s.date),
      field(added[0]!.pool),
    );
  tx.update(ref.withConverter(null), {
    ...update,
    updatedAt: FieldValue.serverTimestamp(),
    updatedBy: uid,
  });
  return ref;
}

async function changeAddOn(
  tx: Transaction,
  db: Firestore,
  change: Extract<RentalStockChange, { op: 'setAddOn' }>,
  today: string,
): Promise<DocumentReference> {
  const ref = rentalAddOnsCollection(db).doc(change.addOnId);
  const addOn = (await tx.get(ref)).data();
  if (!addOn) throw failure('not-found', 'NOT_FOUND', 'NOT_FOUND: no such add-on');
  const holds = await RentalLedger.heldFrom(tx, db, addOnResource(change.addOnId), today);
  const rules = (units: number): StockRules => ({
    stock: { [ADD_ON_POOL]: units },
    bufferHours: addOn.bufferHours,
  });
  const added = shortfallsAddedBy(rules(addOn.units), rules(change.units), holds, today);
  if (added.length > 0)
    throw belowRented(
      added.map((s) => s.date),
      'change.units',
    );
  tx.update(ref.withConverter(null), {
    units: change.units,
    pricePerDayCents: change.pricePerDayCents,
    updatedAt: FieldValue.serverTimestamp(),
  });
  return ref;
}

/**
 * staffUpdateRentalStock: a manager changes one thing of the rental stock in "Noleggi" (units per
 * frame size and buffer, a range out of service added or removed, an add-on's units and price).
 * In one transaction it reads the stock document and every hold from today on, refuses a change
 * that would leave any day with fewer units than are already rented there (naming those days),
 * writes the change and records it in the audit log. Answers the stock as it now is. A price
 * changed here applies to rentals booked from now on; those already paid keep theirs.
 */
export async function handleStaffUpdateRentalStock(
  deps: StaffDeps,
  call: StaffCall,
): Promise<StaffRentalStock> {
  const manager = await requireManager(deps, call);
  const { change } = parseInput(staffUpdateRentalStockRequestSchema, call.data ?? {});
  const now = deps.now();
  const today = todayInRome(now);
  // Holds on the same stock commit meanwhile: the change is judged afresh when one lands first.
  await runContendedTransaction(deps.db, async (tx) => {
    const ref =
      change.op === 'setAddOn'
        ? await changeAddOn(tx, deps.db, change, today)
        : await changeModel(tx, deps.db, change, today, manager.uid);
    recordStaffActionIn(
      tx,
      deps.db,
      manager,
      { action: 'rental_stock_changed', target: ref.path, details: { change } },
      now,
    );
  });
  return readRentalStock(deps.db, true, now);
}
