import type { RentalDoc } from '../../../functions/src/services/rental/rental-docs';
import type { SeasonMember } from './members';
import type { Random } from './random';
import { cancellationFields, unpaidFields } from './rental-cancellations';
import { checkoutRecord, createdMsOf } from './rental-checkout';
import { memberValidOn } from './members';
import { deskFields } from './rental-desk';
import type { Selection } from './rental-draw';
import { moveFields } from './rental-move';
import type { RentalShop } from './rental-shop';
import type { SeasonRentalState } from './rental-states';
import { at, type Times } from './rental-time';
import { withWaivers } from './rental-waivers';
import type { SignedText } from './waivers';
import { MINUTE_MS } from '../../../src/domain/time-units';

/** The season a rental is placed in. */
export interface RentalContext {
  /** The season's "today" (Europe/Rome) and instant: every date and time is placed from them. */
  today: string;
  now: Date;
  members: readonly SeasonMember[];
  shop: RentalShop;
  /** The waiver in force: the riders of every rental that went out signed it. */
  waiverText: SignedText;
}

/** A paid rental's own fields, its desk work, its move and its riders' waivers, by state. */
function paidRental(
  random: Random,
  state: SeasonRentalState,
  selection: Selection,
  record: RentalDoc,
  context: RentalContext,
  times: Times,
): RentalDoc | null {
  const { nowMs, paidMs, id } = times;
  const stock = context.shop.stock[selection.modelId]!;
  const paid: RentalDoc = {
    ...record,
    status: 'paid',
    holdsStock: true,
    paymentIntentId: `pi_${id}`,
    paidAt: at(paidMs),
    updatedAt: at(paidMs),
    confirmationMailQueuedAt: at(paidMs),
  };
  if (state === 'cancelled' || state === 'cancelled_weather' || state === 'refund_failed') {
    const cancelled = cancellationFields(random, state, paid, times);
    return cancelled && { ...paid, ...cancelled };
  }
  let doc = paid;
  let movedMs: number | undefined;
  if (state === 'moved') {
    const move = moveFields(random, selection, stock, times, context.today);
    if (!move) return null;
    movedMs = move.movedMs;
    doc = { ...doc, moves: move.moves, updatedAt: at(move.movedMs) };
  }
  if (state === 'picked_up' || state === 'returned' || state === 'returned_late') {
    doc = { ...doc, ...deskFields(random, state, selection, stock, nowMs) };
  }
  return withWaivers(random, doc, context.waiverText, { paidMs, nowMs, movedMs });
}

/** One rental in `state` on `selection`, or null when the state's times do not fit the selection. */
export function rentalDoc(
  random: Random,
  state: SeasonRentalState,
  selection: Selection,
  context: RentalContext,
  id: string,
  index: number,
): RentalDoc | null {
  const nowMs = context.now.getTime();
  const stock = context.shop.stock[selection.modelId]!;
  const createdMs = createdMsOf(random, selection, stock, nowMs);
  const times: Times = {
    id,
    createdMs,
    paidMs: createdMs + random.int(1, 10) * MINUTE_MS,
    nowMs,
  };
  const renter = memberValidOn(random, context.members, selection.startDate);
  const record = checkoutRecord(random, selection, context.shop, renter, times, index);
  if (state === 'abandoned' || state === 'expired' || state === 'refunded') {
    return { ...record, ...unpaidFields(random, state, times) };
  }
  return paidRental(random, state, selection, record, context, times);
}
