import type { DeskRental, StaffRentalDay } from '@/domain/api/staff-rental-desk';

/**
 * Where a rental stands at the desk today: the form its ticket opens ('pick_up', 'return'), or
 * why it opens none (its bikes are out and not due back today, or already back).
 */
export type DeskStep = 'pick_up' | 'return' | 'handed_out' | 'returned';

/**
 * The day's rentals in the desk's lists. Work kept on this phone and not yet sent (`unsent`, by
 * `kind:rentalId`) counts as done, so an offline desk moves a rental on at once and never offers
 * the same hand-over twice.
 */
export function deskDayLists(
  day: Pick<StaffRentalDay, 'pickUps' | 'returns'> | undefined,
  unsent: ReadonlyMap<string, unknown>,
) {
  const isUnsent = (kind: 'pick_up' | 'return', rental: DeskRental) =>
    unsent.has(`${kind}:${rental.rentalId}`);
  const isOut = (rental: DeskRental) =>
    rental.pickedUpAt !== undefined || isUnsent('pick_up', rental);
  const isBack = (rental: DeskRental) =>
    rental.returnedAt !== undefined || isUnsent('return', rental);
  const toReturn = day?.returns.filter((rental) => !isBack(rental)) ?? [];
  const stepOf = (rental: DeskRental): DeskStep => {
    if (isBack(rental)) return 'returned';
    if (!isOut(rental)) return 'pick_up';
    // By id: a rental out and back on the same day is in both lists as two parsed objects.
    return toReturn.some((due) => due.rentalId === rental.rentalId) ? 'return' : 'handed_out';
  };
  return {
    toPickUp: day?.pickUps.filter((rental) => !isOut(rental)) ?? [],
    outToday: day?.pickUps.filter(isOut) ?? [],
    toReturn,
    backToday: day?.returns.filter(isBack) ?? [],
    /** Every rental a ticket code can name: those going out first, then those coming back. */
    everyRental: [...(day?.pickUps ?? []), ...(day?.returns ?? [])],
    isUnsent,
    isOut,
    stepOf,
  };
}
