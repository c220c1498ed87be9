import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  changeRentalDatesRequestSchema,
  type ChangeRentalDatesResponse,
} from '@/domain/api/rental';
import { rentalInterval, startProblem } from '@/domain/rental/interval';
import { FULL_REFUND_HOURS } from '@/domain/refund-policy';
import type { CallContext } from '@functions/lib/call-context';
import { failure, parseInput } from '@functions/lib/callable-errors';
import { commitOptimistically, writeIfUnchanged } from '@functions/lib/optimistic-commit';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import { rentalRef, toRentalSummary, type RentalDoc } from './rental-docs';
import { keptUntilAfterMove } from '@functions/services/waiver-base/waiver-holder';
import { rentalOfHandle } from './rental-handle';
import {
  openStock,
  readAddOnsOf,
  readStockOf,
  resourcesOf,
  rentalSpans,
  takeStock,
} from './rental-hold';
import { RentalLedger } from './rental-ledger';
import { queueRentalChangeMailIn } from './rental-change-mails';
import { issueRentalTicket } from './rental-ticket';
import { HOUR_MS } from '@/domain/time-units';

const notMovable = (why: string) =>
  failure('failed-precondition', 'DATE_CHANGE_NOT_ALLOWED', `DATE_CHANGE_NOT_ALLOWED: ${why}`);

/** Whether the customer may still move a rental: paid, and more than 72 hours before pick-up. */
export function customerMayMoveRental(
  rental: Pick<RentalDoc, 'status' | 'startsAt'>,
  now: Date,
): boolean {
  return (
    rental.status === 'paid' &&
    rental.startsAt.toMillis() - now.getTime() > FULL_REFUND_HOURS * HOUR_MS
  );
}

export interface RentalMove {
  startDate: string;
  endDate: string;
  slot?: RentalDoc['slot'];
}

/**
 * Moves a paid rental to another interval with the same formula and number of days, in one
 * guarded commit: the old interval's bikes and add-ons are given back and the new one's taken
 * (judged as a new rental would be, its own holds aside), the ticket is issued again for the new
 * first day, the old interval is kept in `moves`, and the customer's mail with the new ticket is
 * queued. Nothing changes if any of it fails, and a rival commit on any day touched makes the
 * decision run again.
 */
export async function moveRental(
  deps: BookingDeps,
  rentalId: string,
  to: RentalMove,
  check: (rental: RentalDoc, now: Date) => void,
): Promise<RentalDoc> {
  const ref = rentalRef(deps.db, rentalId);
  const now = deps.now();
  return commitOptimistically(deps.db, async (batch) => {
    const read = await ref.get();
    const rental = read.data();
    if (!rental) throw failure('not-found', 'NOT_FOUND', 'NOT_FOUND: no such rental');
    check(rental, now);
    if (!rental.holdsStock) throw notMovable('the rental holds no stock');
    const interval = rentalInterval({ formula: rental.formula, ...to });
    if (!interval || interval.days !== rental.days) {
      throw failure(
        'failed-precondition',
        'INVALID_DATE',
        'INVALID_DATE: the same formula and days are needed',
        {
          fields: ['startDate'],
        },
      );
    }
    const stock = openStock(await readStockOf(deps.db, rental.modelId, batch));
    const problem = startProblem(rental.formula, to.startDate, interval.startsAt, stock, now);
    if (problem)
      throw failure('failed-precondition', 'INVALID_DATE', `INVALID_DATE: ${problem}`, {
        fields: ['startDate'],
      });
    const addOns = await readAddOnsOf(
      deps.db,
      rental.addOns.map((line) => line.addOnId),
      batch,
    );
    const moved: RentalDoc = {
      ...rental,
      startDate: to.startDate,
      endDate: to.endDate,
      startsAt: Timestamp.fromDate(interval.startsAt),
      endsAt: Timestamp.fromDate(interval.endsAt),
    };
    const ledger = await RentalLedger.read(deps.db, [
      ...RentalLedger.spansOfRental(
        resourcesOf(rental),
        rental.startsAt.toDate(),
        rental.endsAt.toDate(),
      ),
      ...rentalSpans(moved, stock, addOns),
    ]);
    ledger.release(rentalId);
    takeStock(ledger, rentalId, moved, stock, addOns);
    ledger.write(batch, now);
    const at = Timestamp.fromDate(now);
    const changes = {
      startDate: moved.startDate,
      endDate: moved.endDate,
      ...(to.slot ? { slot: to.slot } : {}),
      startsAt: moved.startsAt,
      endsAt: moved.endsAt,
      // The riders' signatures stay valid for the new days: kept as long as the later of both.
      ...(rental.waiversKeptUntil
        ? { waiversKeptUntil: keptUntilAfterMove(rental.waiversKeptUntil, moved.startDate) }
        : {}),
      moves: [
        ...(rental.moves ?? []),
        { startDate: rental.startDate, endDate: rental.endDate, movedAt: at },
      ],
      ticket: await issueRentalTicket(rentalId, moved, now, deps.tickets),
      updatedAt: at,
    };
    writeIfUnchanged(batch, ref, read, changes);
    await queueRentalChangeMailIn(
      batch,
      deps,
      rentalId,
      { ...rental, ...changes },
      { kind: 'moved', move: changes.moves.length },
    );
    return { ...moved, ...(to.slot ? { slot: to.slot } : {}) };
  });
}

/** changeRentalDates ("Cambia date"): the customer's move, free while more than 72 hours remain. */
export async function changeRentalDates(
  deps: BookingDeps,
  call: CallContext,
): Promise<ChangeRentalDatesResponse> {
  const request = parseInput(changeRentalDatesRequestSchema, call.data);
  const { rentalId } = await rentalOfHandle(deps, request.handle, call.uid);
  const moved = await moveRental(deps, rentalId, request, (rental, now) => {
    if (!customerMayMoveRental(rental, now))
      throw notMovable('72 hours or less before the pick-up, or not paid');
  });
  logger.info('rental moved', { rentalId });
  return { rental: toRentalSummary(rentalId, moved) };
}
