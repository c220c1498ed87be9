import { RENTAL_MODEL_IDS } from '../../../src/domain/rental/price-list';
import { FRAME_SIZES } from '../../../src/domain/rental/sizes';
import { DEMO_RENTAL_ADD_ONS } from '../../stack/demo-rental-stock';
import { SEASON_DAYS_BEHIND, shiftDay } from './departures';
import { auditEntry, type DrawnAction, type Maker } from './staff-records-entry';
import type { AuditDraw } from './staff-records-sources';
import { SEASON_MANAGER } from './staff-records-staff';
import { dayOf } from './staff-records-time';

/** The rental desk's actions: the day's list, pick-ups and returns, stock changed, rentals cancelled. */
export function rentalActions(draw: AuditDraw) {
  const { random, today, staffOf, anyTime, dayReadAt } = draw;
  return {
    rental_day_read: () => {
      const date = shiftDay(today, -random.int(0, SEASON_DAYS_BEHIND));
      const details = { date, rentals: random.int(0, 12) };
      return auditEntry(
        random,
        staffOf(),
        'rental_day_read',
        `rentals/day/${date}`,
        details,
        dayReadAt(date, '08:30'),
      );
    },
    rental_picked_up: () => {
      const rentalId = random.id();
      const ms = anyTime();
      const frameNumbers = Array.from(
        { length: random.int(1, 4) },
        () => `WF${random.int(100_000, 999_999)}`,
      );
      const details = {
        rentalId,
        frameNumbers,
        at: new Date(ms - random.int(0, 30) * 1000).toISOString(),
      };
      return auditEntry(random, staffOf(), 'rental_picked_up', `rentals/${rentalId}`, details, ms);
    },
    rental_returned: () => {
      const rentalId = random.id();
      const ms = anyTime();
      const details = {
        rentalId,
        at: new Date(ms - random.int(0, 30) * 1000).toISOString(),
        late: random.chance(0.1),
      };
      return auditEntry(random, staffOf(), 'rental_returned', `rentals/${rentalId}`, details, ms);
    },
    rental_stock_changed: () => {
      const modelId = random.pick(RENTAL_MODEL_IDS);
      const ms = anyTime();
      const from = shiftDay(dayOf(ms), random.int(0, 20));
      const range = {
        size: random.pick(FRAME_SIZES),
        units: 1,
        from,
        to: shiftDay(from, random.int(0, 10)),
        note: 'freni in riparazione',
      };
      const addOnId = random.pick(Object.keys(DEMO_RENTAL_ADD_ONS));
      const change = random.pick([
        { op: 'addOutOfService' as const, modelId, range },
        { op: 'removeOutOfService' as const, modelId, range },
        {
          op: 'setModel' as const,
          modelId,
          units: { XS: 0, S: random.int(0, 3), M: random.int(1, 4), L: random.int(0, 3), XL: 0 },
          bufferHours: 1,
        },
        {
          op: 'setAddOn' as const,
          addOnId,
          units: random.int(0, 4),
          pricePerDayCents: random.pick([500, 1000, 1500]),
        },
      ]);
      const target =
        change.op === 'setAddOn' ? `rentalAddOns/${addOnId}` : `rentalStock/${modelId}`;
      return auditEntry(random, SEASON_MANAGER, 'rental_stock_changed', target, { change }, ms);
    },
    rental_cancelled: () => {
      const rentalId = random.id();
      const details = { rentalId, refundCents: random.int(2, 30) * 1000 };
      return auditEntry(
        random,
        SEASON_MANAGER,
        'rental_cancelled',
        `rentals/${rentalId}`,
        details,
        anyTime(),
      );
    },
  } satisfies Partial<Record<DrawnAction, Maker>>;
}
