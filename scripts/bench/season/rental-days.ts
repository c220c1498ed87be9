import { Timestamp } from 'firebase-admin/firestore';
import { bikesBySize } from '../../../functions/src/services/rental/rental-docs';
import {
  addOnResource,
  eachRentalOnce,
  ledgerDaysOf,
  modelStockOf,
  type StockOf,
} from '../../../functions/src/services/rental/rental-ledger';
import type { rentalDayDocumentSchema } from '../../../src/domain/documents/rental-day';
import { ADD_ON_POOL, freeUnits, type HeldUnits } from '../../../src/domain/rental/free-units';
import type { z } from '../../../src/domain/zod';
import type { Selection } from './rental-draw';
import type { RentalShop } from './rental-shop';

export type RentalDayDoc = z.output<ReturnType<typeof rentalDayDocumentSchema<Timestamp>>>;
type StoredHold = RentalDayDoc['holds'][number];

/** A resource's share of a rental: what it holds, of which stock, with which rest between rentals. */
export interface Span extends StockOf {
  bufferHours: number;
  units: Record<string, number>;
}

/** The model's bikes and each add-on a selection takes, each from its own stock. */
export function spansOf(selection: Selection, shop: RentalShop): Span[] {
  const stock = shop.stock[selection.modelId]!;
  return [
    {
      ...modelStockOf(selection.modelId, stock),
      bufferHours: stock.bufferHours,
      units: bikesBySize({ bikes: selection.sizes.map((size) => ({ size, riderName: '' })) }),
    },
    ...selection.addOns.map(({ addOnId, quantity }) => {
      const addOn = shop.addOns[addOnId]!;
      return {
        resource: addOnResource(addOnId),
        stock: { [ADD_ON_POOL]: addOn.units },
        bufferHours: addOn.bufferHours,
        units: { [ADD_ON_POOL]: quantity },
      };
    }),
  ];
}

/**
 * The season's `rentalDays`, as the rental stock module leaves them (rental-ledger.ts): each
 * holding rental listed on every Rome day its interval and buffer touch, with its own interval. A
 * rental is taken only where the domain's own arithmetic (freeUnits) finds its units free.
 */
export class SeasonLedger {
  readonly days = new Map<string, RentalDayDoc>();

  constructor(private readonly updatedAt: Timestamp) {}

  private daysOf(span: Span, selection: Selection): string[] {
    const { startsAt, endsAt } = selection;
    return ledgerDaysOf({
      resource: span.resource,
      startsAt,
      endsAt,
      bufferHours: span.bufferHours,
    });
  }

  private held(span: Span, selection: Selection): HeldUnits[] {
    return eachRentalOnce(
      this.daysOf(span, selection).map(
        (date) => this.days.get(`${span.resource}_${date}`) ?? { holds: [] },
      ),
    );
  }

  fits(spans: readonly Span[], selection: Selection): boolean {
    return spans.every((span) => {
      const free = freeUnits({
        stock: span.stock,
        holds: this.held(span, selection),
        outOfService: span.outOfService,
        startsAt: selection.startsAt,
        endsAt: selection.endsAt,
        bufferHours: span.bufferHours,
      });
      return Object.entries(span.units).every(([pool, units]) => units <= (free[pool] ?? 0));
    });
  }

  take(spans: readonly Span[], selection: Selection, rentalId: string): void {
    for (const span of spans) {
      const hold: StoredHold = {
        rentalId,
        startsAt: Timestamp.fromDate(selection.startsAt),
        endsAt: Timestamp.fromDate(selection.endsAt),
        units: span.units,
      };
      for (const date of this.daysOf(span, selection)) {
        const id = `${span.resource}_${date}`;
        const day = this.days.get(id) ?? {
          resource: span.resource,
          date,
          holds: [],
          updatedAt: this.updatedAt,
        };
        day.holds.push(hold);
        this.days.set(id, day);
      }
    }
  }
}
