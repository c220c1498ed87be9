import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { bikesBySize } from '../../../functions/src/services/rental/rental-docs';
import { rentalWaiverHolder } from '../../../functions/src/services/rental/rental-waivers';
import { someWaiverMissing } from '../../../functions/src/services/waiver-base/waiver-holder';
import { RENTAL_MODELS } from '../../../src/content/rental';
import { WAIVER } from '../../../src/content/waiver';
import { todayInRome } from '../../../src/domain/calendar';
import { rentalDocumentSchema } from '../../../src/domain/documents/rental';
import { rentalDayDocumentSchema } from '../../../src/domain/documents/rental-day';
import { STATUS_REASONS } from '../../../src/domain/documents/status-reason';
import { FULL_REFUND_HOURS } from '../../../src/domain/refund-policy';
import { ADD_ON_POOL, type HeldUnits } from '../../../src/domain/rental/free-units';
import { rentalInterval, romeDaysOf } from '../../../src/domain/rental/interval';
import { isLateReturn } from '../../../src/domain/rental/late-return';
import { bikePriceCents } from '../../../src/domain/rental/price-list';
import { stockShortfalls } from '../../../src/domain/rental/stock-shortfalls';
import { z } from '../../../src/domain/zod';
import { SEASON_DAYS_AHEAD, SEASON_DAYS_BEHIND, shiftDay } from './departures';
import { seasonMembers } from './members';
import { seededRandom } from './random';
import {
  busiestRentalDay,
  demoRentalShop,
  generateRentals,
  SEASON_RENTAL_STATES,
  seasonRentals,
  type RentalsInput,
  type SeasonRentals,
} from './rentals';
import { HOUR_MS } from '../../../src/domain/time-units';

const timestamp = z.instanceof(Timestamp);
/** The size the bench asks for: the stock is sold out on many days, the case worth checking. */
const COUNT = 3_000;
const TEXT = { version: WAIVER.version, digests: { it: 'a'.repeat(64), en: 'b'.repeat(64) } };
const shop = demoRentalShop();

/** A season around an injected "today" (the suite runs on any day, so it picks its own). */
function input(now: Date, count = COUNT): RentalsInput {
  const today = todayInRome(now);
  return {
    today,
    now,
    count,
    members: seasonMembers(seededRandom(7), 300, today),
    shop,
    waiverText: TEXT,
  };
}
const generate = (seed: number, now: Date, count?: number) =>
  generateRentals(seededRandom(seed), input(now, count));

/** Several instants of the day (the desk's states depend on the hour), a few days ago and ahead. */
const NOWS = [-3 * 24, -3 * 24 + 7, 5, 200 * 24 + 14].map(
  (hours) => new Date(Date.now() + hours * HOUR_MS),
);
const seasons = NOWS.map((now) => ({ now, season: generate(49, now) }));

/** Each holding rental's units on every ledger day, by `resource_date`, as the ledger lists them. */
function expectedDays({ rentals }: SeasonRentals): Map<string, HeldUnits[]> {
  const days = new Map<string, HeldUnits[]>();
  for (const { id, doc } of rentals) {
    if (!doc.holdsStock) continue;
    const stock = shop.stock[doc.modelId]!;
    const spans = [
      { resource: `model-${doc.modelId}`, buffer: stock.bufferHours, units: bikesBySize(doc) },
      ...doc.addOns.map((line) => ({
        resource: `addon-${line.addOnId}`,
        buffer: shop.addOns[line.addOnId]!.bufferHours,
        units: { [ADD_ON_POOL]: line.quantity },
      })),
    ];
    for (const { resource, buffer, units } of spans) {
      const ends = new Date(doc.endsAt.toMillis() + buffer * HOUR_MS);
      for (const date of romeDaysOf(doc.startsAt.toDate(), ends)) {
        const hold = {
          rentalId: id,
          startsAt: doc.startsAt.toMillis(),
          endsAt: doc.endsAt.toMillis(),
          units,
        };
        days.set(`${resource}_${date}`, [...(days.get(`${resource}_${date}`) ?? []), hold]);
      }
    }
  }
  return days;
}

const byRental = (a: HeldUnits, b: HeldUnits) => a.rentalId.localeCompare(b.rentalId);

/** Every Timestamp in a document, by its path, for the checks on instants. */
function instantsOf(value: unknown, path = ''): [string, number][] {
  if (value instanceof Timestamp) return [[path, value.toMillis()]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => instantsOf(inner, `${path}.${key}`));
}

describe('the season rentals', () => {
  it('gives the same documents for the same seed and day', () => {
    const now = new Date();
    const first = seasonRentals(seededRandom(3), input(now, 400));
    expect(seasonRentals(seededRandom(3), input(now, 400))).toEqual(first);
  });

  it('gives other documents for another seed', () => {
    const now = new Date();
    const first = generate(1, now, 400);
    const second = generate(2, now, 400);
    expect(second.rentals.map((r) => r.id)).not.toEqual(first.rentals.map((r) => r.id));
    expect(second.rentals.map((r) => r.doc.startDate)).not.toEqual(
      first.rentals.map((r) => r.doc.startDate),
    );
  });

  it('stores documents the functions read: each passes its schema, with no field it does not know', () => {
    const rentals = rentalDocumentSchema(timestamp).strict();
    const days = rentalDayDocumentSchema(timestamp).strict();
    const writes = seasonRentals(seededRandom(49), input(NOWS[0]!));
    const paths = writes.map((write) => write.path.split('/')[0]);
    expect(new Set(paths)).toEqual(new Set(['rentals', 'rentalDays']));
    expect(paths.filter((path) => path === 'rentals')).toHaveLength(COUNT);
    expect(new Set(writes.map((write) => write.path)).size).toBe(writes.length);
    for (const { path, data } of writes) {
      const [collection, id] = path.split('/') as [string, string];
      const parsed = (collection === 'rentals' ? rentals : days).safeParse(data);
      expect([path, parsed.error]).toEqual([path, undefined]);
      if (collection === 'rentalDays') {
        const day = data as z.output<typeof days>;
        expect(id).toBe(`${day.resource}_${day.date}`);
      } else {
        expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
        expect([undefined, ...STATUS_REASONS]).toContain(
          (data as { statusReason?: string }).statusReason,
        );
      }
    }
  });

  it('keeps every ledger day equal to the units its holding rentals hold, never over the stock', () => {
    for (const { season } of seasons) {
      const expected = expectedDays(season);
      const stored = new Map(
        season.days.map(({ id, doc }) => [
          id,
          doc.holds.map((hold) => ({
            rentalId: hold.rentalId,
            startsAt: hold.startsAt.toMillis(),
            endsAt: hold.endsAt.toMillis(),
            units: hold.units,
          })),
        ]),
      );
      expect([...stored.keys()].sort()).toEqual([...expected.keys()].sort());
      for (const [id, holds] of expected) {
        expect([id, [...stored.get(id)!].sort(byRental)]).toEqual([id, [...holds].sort(byRental)]);
      }
      // The sums per day and pool (frame size, or an add-on's units) the desk hands out.
      const sum = (days: Map<string, HeldUnits[]>) => {
        const sums = new Map<string, number>();
        for (const [id, holds] of days)
          for (const hold of holds)
            for (const [pool, units] of Object.entries(hold.units))
              sums.set(`${id}/${pool}`, (sums.get(`${id}/${pool}`) ?? 0) + units);
        return sums;
      };
      expect(sum(stored)).toEqual(sum(expected));
      // The stock module's own judge of a stock edit: no day of any resource is held beyond it.
      const resources = new Map<string, HeldUnits[]>();
      for (const [id, holds] of stored) {
        const resource = id.slice(0, id.lastIndexOf('_'));
        const known = new Set(resources.get(resource)?.map((hold) => hold.rentalId));
        resources.set(resource, [
          ...(resources.get(resource) ?? []),
          ...holds.filter((hold) => !known.has(hold.rentalId)),
        ]);
      }
      expect(resources.size).toBeGreaterThan(3);
      for (const [resource, holds] of resources) {
        const modelId = resource.startsWith('model-') ? resource.slice(6) : null;
        const stock = modelId ? shop.stock[modelId as keyof typeof shop.stock]! : null;
        const addOn = shop.addOns[resource.slice(6)];
        const rules = stock
          ? {
              stock: stock.units,
              outOfService: stock.outOfService.map(({ size, ...range }) => ({
                ...range,
                pool: size,
              })),
              bufferHours: stock.bufferHours,
            }
          : { stock: { [ADD_ON_POOL]: addOn!.units }, bufferHours: addOn!.bufferHours };
        expect([resource, stockShortfalls(rules, holds, '2000-01-01')]).toEqual([resource, []]);
      }
    }
  });

  it('places every day within the season around the injected today, and nothing after now', () => {
    for (const { now, season } of seasons) {
      const today = todayInRome(now);
      const first = shiftDay(today, -SEASON_DAYS_BEHIND);
      const last = shiftDay(today, SEASON_DAYS_AHEAD);
      const within = (date: string) => date >= first && date <= last;
      for (const { id, doc } of season.rentals) {
        const dates = [
          doc.startDate,
          doc.endDate,
          ...(doc.moves ?? []).flatMap((m) => [m.startDate, m.endDate]),
        ];
        expect([id, dates.filter((date) => !within(date))]).toEqual([id, []]);
        // The instants that happened; a failed refund's next attempt is the one still to come.
        const happened = instantsOf(doc).filter(
          ([path, ms]) =>
            ms > now.getTime() &&
            path !== '.refund.nextAttemptAt' &&
            path !== '.startsAt' &&
            path !== '.endsAt',
        );
        expect([id, happened]).toEqual([id, []]);
        expect(doc.createdAt.toMillis()).toBeLessThanOrEqual(doc.updatedAt.toMillis());
        if (doc.paidAt) expect(doc.paidAt.toMillis()).toBeGreaterThan(doc.createdAt.toMillis());
      }
      for (const { doc } of season.days) expect(within(doc.date)).toBe(true);
    }
  });

  it('prices and times every rental by the catalogue and the domain', () => {
    for (const { season } of seasons) {
      for (const { id, doc } of season.rentals) {
        const interval = rentalInterval(doc)!;
        expect([id, doc.startsAt.toDate(), doc.endsAt.toDate(), doc.days]).toEqual([
          id,
          interval.startsAt,
          interval.endsAt,
          interval.days,
        ]);
        expect(doc.modelName).toBe(RENTAL_MODELS.find((model) => model.id === doc.modelId)!.name);
        expect(doc.bikeUnitPriceCents).toBe(bikePriceCents(doc.modelId, doc.formula, doc.days));
        const addOnCents = doc.addOns.reduce((sum, line) => {
          const addOn = shop.addOns[line.addOnId]!;
          expect([line.name, line.pricePerDayCents]).toEqual([
            addOn.name.it,
            addOn.pricePerDayCents,
          ]);
          return sum + line.quantity * line.pricePerDayCents * doc.days;
        }, 0);
        expect(doc.amountTotalCents).toBe(doc.bikes.length * doc.bikeUnitPriceCents + addOnCents);
      }
    }
  });

  it('has every state, each as the functions leave it', () => {
    for (const { now, season } of seasons) {
      const { rentals } = season;
      const docs = rentals.map((rental) => rental.doc);
      expect(new Set(rentals.map((rental) => rental.state))).toEqual(new Set(SEASON_RENTAL_STATES));
      expect(new Set(docs.map((doc) => doc.status))).toEqual(
        new Set(['paid', 'cancelled', 'expired', 'refunded']),
      );
      expect(new Set(docs.map((doc) => doc.cancelledBy))).toEqual(
        new Set([undefined, 'customer', 'weather']),
      );
      expect(new Set(docs.map((doc) => doc.refund?.status))).toEqual(
        new Set([undefined, 'none', 'succeeded', 'failed']),
      );
      expect(docs.some((doc) => doc.addOns.length > 0)).toBe(true);
      for (const { id, doc, state } of rentals) {
        expect([id, doc.holdsStock]).toEqual([id, doc.status === 'paid']);
        const late = doc.staffAttentionReasons.includes('late_return');
        expect([id, state === 'returned_late']).toEqual([id, late]);
        if (doc.pickedUpAt) {
          // Out only on its first day, every rider signed, each bike's frame number noted.
          expect(todayInRome(doc.pickedUpAt.toDate())).toBe(doc.startDate);
          expect(someWaiverMissing(rentalWaiverHolder(id, doc))).toBe(false);
          expect(new Set(doc.frameNumbers).size).toBe(doc.bikes.length);
          const returnedAt = doc.returnedAt?.toDate();
          expect(isLateReturn(doc.endsAt.toDate(), returnedAt, now)).toBe(late);
          if (returnedAt) expect(returnedAt >= doc.pickedUpAt.toDate()).toBe(true);
        }
        expect(doc.pickedUpAt !== undefined).toBe(
          ['picked_up', 'returned', 'returned_late'].includes(state),
        );
        if (state === 'picked_up') expect(doc.returnedAt).toBeUndefined();
        if (state === 'paid' || state === 'moved') expect(doc.startsAt.toDate() > now).toBe(true);
        for (const move of doc.moves ?? []) {
          // The customer's move: more than 72 h before the pick-up it moved away from.
          const old = rentalInterval({ ...doc, ...move })!;
          expect(old.startsAt.getTime() - move.movedAt.toMillis()).toBeGreaterThan(
            FULL_REFUND_HOURS * HOUR_MS,
          );
        }
        if (doc.refund?.status === 'succeeded') expect(doc.refund.amountCents).toBeGreaterThan(0);
      }
    }
  });

  it('picks the day the desk has the most pick-ups and returns', () => {
    const { rentals } = generateRentals(seededRandom(49), input(NOWS[0]!));
    const paid = rentals.map(({ doc }) => doc).filter((doc) => doc.status === 'paid');
    const work = (date: string) =>
      paid.filter((doc) => doc.startDate === date).length +
      paid.filter((doc) => doc.endDate === date).length;
    const day = busiestRentalDay(rentals);
    expect(work(day)).toBeGreaterThan(5);
    for (const doc of paid) expect(work(doc.startDate)).toBeLessThanOrEqual(work(day));
  });
});
