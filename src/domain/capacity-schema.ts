import { z } from './zod';

/**
 * `capacity/{tourId}_{date}`, the seat counter of one tour on one day: the seats held by its paid
 * and pending bookings. A counter is only ever written by the functions' seat-counter module; a
 * value edited by hand into something that is not a whole number of seats is refused loudly,
 * never read as zero (that would sell seats that are taken).
 */
export const seatCounterSchema = z.object({
  tourId: z.string().max(64).optional(),
  date: z.string().max(10).optional(),
  seatsHeld: z.number().int().min(0),
});

export type SeatCounterFields = z.infer<typeof seatCounterSchema>;
