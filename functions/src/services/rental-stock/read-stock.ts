import type { Firestore } from 'firebase-admin/firestore';
import type { StaffRentalStock, StockModel } from '@/domain/api/staff-rental-stock';
import { todayInRome } from '@/domain/calendar';
import { RENTAL_MODEL_IDS } from '@/domain/rental/price-list';
import { FRAME_SIZES } from '@/domain/rental/sizes';
import { RENTAL_MODELS } from '@/content/rental';
import type { StaffCall, StaffDeps } from '@functions/lib/require-staff';
import { requireStaff } from '@functions/lib/require-staff';
import {
  readAddOns,
  rentalStockRef,
  type RentalStockDoc,
} from '@functions/services/rental/rental-docs';

/** Every frame size, 0 where the stock document leaves it out. */
export function unitsBySize(units: RentalStockDoc['units']): StockModel['units'] {
  return Object.fromEntries(
    FRAME_SIZES.map((size) => [size, units[size] ?? 0]),
  ) as StockModel['units'];
}

/** The shop's stock as "Noleggi" shows it: each model with a stock document, and every add-on. */
export async function readRentalStock(
  db: Firestore,
  canEdit: boolean,
  now: Date,
): Promise<StaffRentalStock> {
  const reads = await Promise.all(RENTAL_MODEL_IDS.map((id) => rentalStockRef(db, id).get()));
  const models = RENTAL_MODEL_IDS.flatMap((modelId, index) => {
    const stock = reads[index]!.data();
    if (!stock) return [];
    const name = RENTAL_MODELS.find((model) => model.id === modelId)?.name ?? modelId;
    return [
      {
        modelId,
        modelName: name,
        units: unitsBySize(stock.units),
        bufferHours: stock.bufferHours,
        outOfService: stock.outOfService,
      },
    ];
  });
  const addOns = (await readAddOns(db)).map(({ id, addOn }) => ({
    addOnId: id,
    name: addOn.name,
    units: addOn.units,
    pricePerDayCents: addOn.pricePerDayCents,
  }));
  return { models, addOns, canEdit, today: todayInRome(now), asOf: now.toISOString() };
}

/** staffRentalStock: any staff member reads the stock; only managers get the editing controls. */
export async function handleStaffRentalStock(
  deps: StaffDeps,
  call: StaffCall,
): Promise<StaffRentalStock> {
  const member = await requireStaff(deps, call);
  return readRentalStock(deps.db, member.manager, deps.now());
}
