import { addDays, romeInstant } from '@/domain/calendar';
import type { Firestore } from 'firebase-admin/firestore';
import type { RentalAvailabilityRequest, RentalAvailabilityResponse } from '@/domain/api/rental';
import { ADD_ON_POOL } from '@/domain/rental/free-units';
import { rentalInterval, startProblem, type RentalInterval } from '@/domain/rental/interval';
import { monthDays } from '@/domain/rental/month-days';
import { bikePriceCents, FORMULA_DAYS } from '@/domain/rental/price-list';
import { FRAME_SIZES } from '@/domain/rental/sizes';
import { readAddOns, rentalStockRef } from './rental-docs';
import { addOnResource, modelResource, modelStockOf, RentalLedger } from './rental-ledger';

const sumOf = (free: Record<string, number>) => Object.values(free).reduce((a, b) => a + b, 0);

/**
 * rentalAvailability: for the "Prenota" card, the month's days with why each cannot start the
 * formula, and for a chosen interval the free bikes per size and free units per add-on, judged
 * by the same functions (src/domain/rental/) the checkout's commit uses, on the server's clock.
 * Read-only: the checkout decides again in its own commit.
 */
export async function getRentalAvailability(
  db: Firestore,
  request: RentalAvailabilityRequest,
  now: Date,
): Promise<RentalAvailabilityResponse> {
  const { modelId, formula, month } = request;
  const [stockRead, allAddOns] = await Promise.all([
    rentalStockRef(db, modelId).get(),
    readAddOns(db),
  ]);
  const stock = stockRead.data();
  const addOns = allAddOns.filter(({ addOn }) => addOn.active);
  const bookable = stock?.bookable ?? false;
  const first = `${month}-01`;
  const afterMonth = addDays(`${month}-28`, 4).slice(0, 7) + '-01';
  const selection = request.selection
    ? rentalInterval({ formula, ...request.selection, slot: request.slot })
    : null;
  const spans = [
    // A formula starting on the month's last day runs into the next month.
    {
      resource: modelResource(modelId),
      startsAt: romeInstant(first, '00:00'),
      endsAt: romeInstant(addDays(afterMonth, FORMULA_DAYS[formula]), '00:00'),
      bufferHours: stock?.bufferHours ?? 0,
    },
    ...(selection
      ? [
          { resource: modelResource(modelId), ...selection, bufferHours: stock?.bufferHours ?? 0 },
          ...addOns.map(({ id, addOn }) => ({
            resource: addOnResource(id),
            ...selection,
            bufferHours: addOn.bufferHours,
          })),
        ]
      : []),
  ];
  const ledger = await RentalLedger.read(db, spans);
  const freeBySize = (interval: RentalInterval) =>
    stock
      ? ledger.free(modelStockOf(modelId, stock), { ...interval, bufferHours: stock.bufferHours })
      : {};
  const rules = stock ?? { noticeHours: 0, horizonDays: 0 };

  const judged = selection && request.selection ? judgeSelection() : null;
  function judgeSelection() {
    const interval = selection!;
    const free = freeBySize(interval);
    const problem = !bookable
      ? 'paused'
      : (startProblem(formula, request.selection!.startDate, interval.startsAt, rules, now) ??
        (sumOf(free) > 0 ? null : 'sold_out'));
    return { interval, free, problem } as const;
  }

  return {
    modelId,
    formula,
    month,
    bookable,
    sizes: FRAME_SIZES.filter((size) => (stock?.units[size] ?? 0) > 0),
    medicalDeclarationRequired: stock?.medicalDeclarationRequired ?? false,
    days: monthDays({
      month,
      formula,
      slot: request.slot,
      bookable,
      rules,
      now,
      freeBikes: (interval) => sumOf(freeBySize(interval)),
    }),
    addOns: addOns.map(({ id, addOn }) => ({
      addOnId: id,
      name: addOn.name,
      pricePerDayCents: addOn.pricePerDayCents,
      free:
        judged === null
          ? null
          : (ledger.free(
              { resource: addOnResource(id), stock: { [ADD_ON_POOL]: addOn.units } },
              { ...judged.interval, bufferHours: addOn.bufferHours },
            )[ADD_ON_POOL] ?? 0),
    })),
    selection: request.selection
      ? {
          startDate: request.selection.startDate,
          endDate: request.selection.endDate,
          days: judged?.interval.days ?? 1,
          startsAt: (
            judged?.interval.startsAt ?? romeInstant(request.selection.startDate, '00:00')
          ).toISOString(),
          endsAt: (
            judged?.interval.endsAt ?? romeInstant(request.selection.endDate, '00:00')
          ).toISOString(),
          problem: judged ? judged.problem : 'invalid_interval',
          freeBySize: judged?.free ?? {},
          bikeUnitPriceCents: bikePriceCents(
            modelId,
            formula,
            judged?.interval.days ?? FORMULA_DAYS[formula],
          ),
        }
      : null,
    asOf: now.toISOString(),
  };
}
