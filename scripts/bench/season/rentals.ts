import { Timestamp } from 'firebase-admin/firestore';
import type { RentalDoc } from '../../../functions/src/services/rental/rental-docs';
import { mostCommon } from './most-common';
import type { Random } from './random';
import { SeasonLedger, spansOf, type RentalDayDoc } from './rental-days';
import { rentalDoc, type RentalContext } from './rental-doc';
import { drawSelection, outNow, shopModels, type Selection } from './rental-draw';
import { holdsStockIn, rentalStateAt, type SeasonRentalState } from './rental-states';
import type { SeasonWrite } from './write';

export { demoRentalShop, liveRentalShop, type RentalShop } from './rental-shop';
export { holdsStockIn, SEASON_RENTAL_STATES, type SeasonRentalState } from './rental-states';

export interface SeasonRental {
  id: string;
  doc: RentalDoc;
  state: SeasonRentalState;
}

export interface SeasonRentalDay {
  /** `{resource}_{date}`, the ledger's id. */
  id: string;
  doc: RentalDayDoc;
}

export interface RentalsInput extends RentalContext {
  count: number;
}

export interface SeasonRentals {
  rentals: SeasonRental[];
  days: SeasonRentalDay[];
}

/** How many other days or bikes a customer tries when what they wanted is sold out. */
const ATTEMPTS = 10;

/**
 * `count` rentals over the season around `today`, each by a member, in every state the rental
 * features leave one in, and the `rentalDays` ledger their held stock adds up to. Each rental
 * that holds stock was taken as the hold's commit takes it: only where the domain's free-units
 * arithmetic finds its bikes and add-ons free for its whole interval, buffers and units out of
 * service included; a customer who finds it sold out tries other days or bikes, and after
 * ATTEMPTS gives up (the checkout lapsed or was left). Pure: the same random and input give the
 * same documents.
 */
export function generateRentals(random: Random, input: RentalsInput): SeasonRentals {
  const nowMs = input.now.getTime();
  const models = shopModels(input.shop);
  if (models.length === 0) return { rentals: [], days: [] };
  const addOnIds = Object.keys(input.shop.addOns)
    .filter((id) => input.shop.addOns[id]!.active)
    .sort();
  const ledger = new SeasonLedger(Timestamp.fromDate(input.now));
  const rentals: SeasonRental[] = [];
  const draw = (state: SeasonRentalState) =>
    drawSelection(random, models, addOnIds, input.shop, state, input.today, nowMs);
  for (let index = 0; index < input.count; index += 1) {
    let state = rentalStateAt(random, index);
    const id = random.id();
    let doc: RentalDoc | null = null;
    let fallback: Selection | null = null;
    for (let attempt = 0; attempt < ATTEMPTS && !doc; attempt += 1) {
      const selection =
        draw(state) ??
        (state === 'picked_up' && attempt === ATTEMPTS - 1
          ? outNow(random, models, input.today)
          : null);
      if (!selection) continue;
      fallback ??= selection;
      const spans = spansOf(selection, input.shop);
      if (holdsStockIn(state) && !ledger.fits(spans, selection)) continue;
      doc = rentalDoc(random, state, selection, input, id, index);
      if (doc?.holdsStock) ledger.take(spans, selection, id);
    }
    if (!doc) {
      // Sold out wherever the customer looked: the checkout never got paid.
      state = random.chance(0.55) ? 'expired' : 'abandoned';
      let selection = fallback;
      while (!selection) selection = draw(state);
      doc = rentalDoc(random, state, selection, input, id, index)!;
    }
    rentals.push({ id, doc, state });
  }
  const days = [...ledger.days]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, doc]) => ({ id, doc }));
  return { rentals, days };
}

/** `rentals/{id}` and `rentalDays/{resource}_{date}`, rentals first. */
export function rentalWrites({ rentals, days }: SeasonRentals): SeasonWrite[] {
  return [
    ...rentals.map(({ id, doc }) => ({ path: `rentals/${id}`, data: doc })),
    ...days.map(({ id, doc }) => ({ path: `rentalDays/${id}`, data: doc })),
  ];
}

/** The season's rentals and their stock ledger as documents to write (see generateRentals). */
export function seasonRentals(random: Random, input: RentalsInput): SeasonWrite[] {
  return rentalWrites(generateRentals(random, input));
}

/**
 * The day the desk ("Noleggi") has the most to do: the most paid rentals going out or coming back,
 * as staffRentalDay lists them (status `paid`, by `startDate` and by `endDate`). Ties go to the
 * earliest day, so the same season always gives the same day.
 */
export function busiestRentalDay(rentals: readonly { doc: RentalDoc }[]): string {
  const paid = rentals.filter(({ doc }) => doc.status === 'paid');
  return mostCommon(
    paid.flatMap(({ doc }) => [doc.startDate, doc.endDate]),
    'paid rental',
  );
}
