import { logger } from 'firebase-functions';
import {
  staffRentalDayRequestSchema,
  type DeskRental,
  type StaffRentalDay,
} from '@/domain/api/staff-rental-desk';
import { isLateReturn, nextBracketExtraCents } from '@/domain/rental/late-return';
import { WAIVER } from '@/content/waiver';
import { parseInput } from '@functions/lib/callable-errors';
import { requireStaff, type StaffCall, type StaffDeps } from '@functions/lib/require-staff';
import { recordStaffAction } from '@functions/services/audit-log/audit-log';
import {
  rentalsCollection,
  rentalWhatAndWhen,
  type RentalDoc,
} from '@functions/services/rental/rental-docs';
import { rentalWaiverHolder } from '@functions/services/rental/rental-waivers';
import { holderWaivers } from '@functions/services/waiver-base/waiver-holder';

/** A rental as the desk shows it; amounts only for a manager. */
function deskRental(rentalId: string, rental: RentalDoc, now: Date, manager: boolean): DeskRental {
  const returnedAt = rental.returnedAt?.toDate();
  const late =
    rental.pickedUpAt !== undefined && isLateReturn(rental.endsAt.toDate(), returnedAt, now);
  return {
    rentalId,
    ...rentalWhatAndWhen(rental),
    customerName: rental.customerName,
    ...(rental.customerPhone ? { customerPhone: rental.customerPhone } : {}),
    bikes: rental.bikes,
    addOns: rental.addOns.map(({ name, quantity }) => ({ name, quantity })),
    status: rental.status,
    waivers: holderWaivers(rentalWaiverHolder(rentalId, rental)),
    ...(rental.pickedUpAt ? { pickedUpAt: rental.pickedUpAt.toDate().toISOString() } : {}),
    ...(rental.pickedUpBy ? { pickedUpBy: rental.pickedUpBy } : {}),
    ...(rental.frameNumbers ? { frameNumbers: rental.frameNumbers } : {}),
    ...(returnedAt ? { returnedAt: returnedAt.toISOString() } : {}),
    ...(rental.returnNote ? { returnNote: rental.returnNote } : {}),
    late,
    ...(manager && late
      ? {
          nextBracketExtraCents: nextBracketExtraCents({
            modelId: rental.modelId,
            formula: rental.formula,
            days: rental.days,
            bikes: rental.bikes.length,
            bikeUnitPriceCents: rental.bikeUnitPriceCents,
          }),
        }
      : {}),
  };
}

/**
 * staffRentalDay: the paid rentals whose bikes go out on the day (pick-ups) and come back on it
 * (returns), read by equality on `status` and the day (Firestore merges the single-field indexes;
 * no composite index). The read is audited: it holds customers' names and phones.
 */
export async function handleStaffRentalDay(
  deps: StaffDeps,
  call: StaffCall,
): Promise<StaffRentalDay> {
  const member = await requireStaff(deps, call);
  const { date } = parseInput(staffRentalDayRequestSchema, call.data ?? {});
  const rentals = rentalsCollection(deps.db).where('status', '==', 'paid');
  const [starting, ending] = await Promise.all([
    rentals.where('startDate', '==', date).get(),
    rentals.where('endDate', '==', date).get(),
  ]);
  const now = deps.now();
  const byTime = (key: 'startsAt' | 'endsAt') => (a: DeskRental, b: DeskRental) =>
    a[key].localeCompare(b[key]) || a.rentalId.localeCompare(b.rentalId);
  const pickUps = starting.docs
    .map((doc) => deskRental(doc.id, doc.data(), now, member.manager))
    .sort(byTime('startsAt'));
  const returns = ending.docs
    .map((doc) => deskRental(doc.id, doc.data(), now, member.manager))
    .sort(byTime('endsAt'));
  await recordStaffAction(
    deps.db,
    member,
    {
      action: 'rental_day_read',
      target: `rentals/day/${date}`,
      details: { date, rentals: new Set([...pickUps, ...returns].map((r) => r.rentalId)).size },
    },
    now,
  );
  logger.info('rental desk day read', { date, pickUps: pickUps.length, returns: returns.length });
  return { date, asOf: now.toISOString(), waiverVersion: WAIVER.version, pickUps, returns };
}
