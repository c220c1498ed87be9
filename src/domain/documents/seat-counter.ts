import { z } from '@/domain/zod';
import type { TimestampSchema } from './stored';

/**
 * `capacity/{tourId}_{date}`, the seat counter of one tour on one day: the seats held by its paid
 * and pending bookings. A counter is only ever written by the functions' seat-counter module; a
 * value edited by hand into something that is not a whole number of seats is refused loudly,
 * never read as zero (that would sell seats that are taken).
 */
export function seatCounterSchema<T>(timestamp: TimestampSchema<T>) {
  return z.object({
    tourId: z.string().max(64).optional(),
    date: z.string().max(10).optional(),
    seatsHeld: z.number().int().min(0),
    updatedAt: timestamp.optional(),
  });
}
