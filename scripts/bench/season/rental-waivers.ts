import type { RentalDoc } from '../../../functions/src/services/rental/rental-docs';
import { WAIVER_REMINDER_HOURS } from '../../../functions/src/services/waiver/waiver-reminders';
import {
  keptUntilAfterMove,
  waiversKeptUntil,
} from '../../../functions/src/services/waiver-base/waiver-holder';
import type { Random } from './random';
import { at } from './rental-time';
import { seasonWaiver, type SignedText } from './waivers';
import { HOUR_MS, MINUTE_MS } from '../../../src/domain/time-units';

/**
 * The riders' signatures: all of them before a pick-up (the desk lets no bike out otherwise), some
 * of them on a rental still to come. A staff-collected one was signed at the desk just before.
 */
function signWaivers(
  random: Random,
  doc: RentalDoc,
  text: SignedText,
  times: { paidMs: number; nowMs: number; pickedUpMs?: number | undefined },
): NonNullable<RentalDoc['waivers']> {
  const waivers: NonNullable<RentalDoc['waivers']> = {};
  const { paidMs, nowMs, pickedUpMs } = times;
  doc.bikes.forEach((bike, index) => {
    if (pickedUpMs === undefined && !random.chance(0.55)) return;
    const byStaff = pickedUpMs !== undefined && random.chance(0.25);
    const signedMs =
      pickedUpMs === undefined
        ? Math.min(nowMs, paidMs + random.int(5, 3 * 24 * 60) * MINUTE_MS)
        : byStaff
          ? Math.max(paidMs + MINUTE_MS, pickedUpMs - random.int(1, 20) * MINUTE_MS)
          : Math.min(pickedUpMs - MINUTE_MS, paidMs + random.int(5, 3 * 24 * 60) * MINUTE_MS);
    waivers[String(index)] = seasonWaiver(
      random,
      {
        index,
        name: bike.riderName || doc.customerName,
        customerName: doc.customerName,
        year: Number(doc.startDate.slice(0, 4)),
      },
      text,
      { signedMs, byStaff },
    );
  });
  return waivers;
}

/**
 * A paid rental with its riders' waivers, how long they are kept (from the old days when signed
 * before a move) and the reminder sendWaiverReminders queued, hourly, once the window opened on a
 * rider still to sign.
 */
export function withWaivers(
  random: Random,
  doc: RentalDoc,
  text: SignedText,
  { paidMs, nowMs, movedMs }: { paidMs: number; nowMs: number; movedMs: number | undefined },
): RentalDoc {
  const waivers = signWaivers(random, doc, text, {
    paidMs,
    nowMs,
    pickedUpMs: doc.pickedUpAt?.toMillis(),
  });
  const signedMs = Object.values(waivers).map((waiver) => waiver.signedAt.toMillis());
  let signed = doc;
  if (signedMs.length > 0) {
    const first = Math.min(...signedMs);
    const oldStart = doc.moves?.[0]?.startDate;
    signed = {
      ...doc,
      waivers,
      waiversKeptUntil:
        oldStart && movedMs !== undefined && first < movedMs
          ? keptUntilAfterMove(waiversKeptUntil(oldStart), doc.startDate)
          : waiversKeptUntil(doc.startDate),
      // A signature is a write of its own.
      updatedAt: at(Math.max(doc.updatedAt.toMillis(), ...signedMs)),
    };
  }
  const remindFrom = signed.startsAt.toMillis() - WAIVER_REMINDER_HOURS * HOUR_MS;
  const unsignedAtWindow =
    signedMs.length < signed.bikes.length || signedMs.some((ms) => ms > remindFrom);
  if (remindFrom <= nowMs && paidMs <= remindFrom && unsignedAtWindow) {
    const remindedMs = Math.min(nowMs, remindFrom + random.int(0, 59) * MINUTE_MS);
    return {
      ...signed,
      waiverReminderQueuedAt: at(remindedMs),
      updatedAt: at(Math.max(signed.updatedAt.toMillis(), remindedMs)),
    };
  }
  return signed;
}
