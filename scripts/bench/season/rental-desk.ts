import type { RentalDoc, RentalStockDoc } from '../../../functions/src/services/rental/rental-docs';
import { LATE_RETURN_GRACE_MINUTES } from '../../../src/domain/rental/late-return';
import type { FrameSize } from '../../../src/domain/rental/sizes';
import type { Random } from './random';
import type { Selection } from './rental-draw';
import { at } from './rental-time';
import { MINUTE_MS } from '../../../src/domain/time-units';

/**
 * The frame numbers of the units that went out, as the desk typed them (folded): distinct units of
 * each size, numbered within the shop's stock of that size.
 */
function frameNumbersOf(random: Random, selection: Selection, stock: RentalStockDoc): string[] {
  const prefix = selection.modelId.split('-').at(-1)!.toUpperCase();
  const free = new Map<FrameSize, number[]>();
  return selection.sizes.map((size) => {
    const numbers =
      free.get(size) ?? Array.from({ length: stock.units[size] ?? 0 }, (_, unit) => unit + 1);
    free.set(size, numbers);
    const [number] = numbers.splice(random.int(0, numbers.length - 1), 1);
    return `${prefix}-${size}${String(number).padStart(2, '0')}`;
  });
}

/** Pick-up at the desk on the first day, and the return (on time, or late and flagged). */
export function deskFields(
  random: Random,
  state: 'picked_up' | 'returned' | 'returned_late',
  selection: Selection,
  stock: RentalStockDoc,
  nowMs: number,
): Partial<RentalDoc> {
  const startsMs = selection.startsAt.getTime();
  const endsMs = selection.endsAt.getTime();
  const pickedUpMs = Math.min(nowMs, startsMs + random.int(-15, 30) * MINUTE_MS);
  const out = {
    pickedUpAt: at(pickedUpMs),
    pickedUpBy: 'season-guide',
    frameNumbers: frameNumbersOf(random, selection, stock),
    updatedAt: at(pickedUpMs),
  };
  if (state === 'picked_up') return out;
  const returnedMs =
    state === 'returned_late'
      ? Math.min(nowMs, endsMs + random.int(LATE_RETURN_GRACE_MINUTES + 1, 180) * MINUTE_MS)
      : Math.min(
          nowMs,
          Math.max(
            pickedUpMs + 30 * MINUTE_MS,
            endsMs - random.int(-LATE_RETURN_GRACE_MINUTES, 120) * MINUTE_MS,
          ),
        );
  return {
    ...out,
    returnedAt: at(returnedMs),
    returnedBy: 'season-guide',
    returnNote: random.chance(0.1)
      ? random.pick(['Fango sul telaio', 'Batteria scarica', 'Graffio sul parafango'])
      : '',
    updatedAt: at(returnedMs),
    ...(state === 'returned_late'
      ? { needsStaffAttention: true, staffAttentionReasons: ['late_return' as const] }
      : {}),
  };
}
