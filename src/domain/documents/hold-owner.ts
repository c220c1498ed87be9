import { z } from '@/domain/zod';
import type { TimestampSchema } from './stored';

/**
 * `holdOwners/{keyed id}`: the open (unpaid, seat- or stock-holding) bookings and rentals of one
 * member, e-mail address or account, so a person's holds can be counted in the hold's own commit.
 * A rental's entry says `kind: 'rental'` and names the rental in `bookingId`, its model in
 * `tourId` and its first day in `date`; entries without `kind` are bookings.
 */
export function holdOwnerDocumentSchema<T>(timestamp: TimestampSchema<T>) {
  return z.object({
    holds: z.array(
      z.object({
        bookingId: z.string(),
        kind: z.literal('rental').optional(),
        tourId: z.string(),
        date: z.string(),
        expiresAt: timestamp,
      }),
    ),
    /** TTL field: the document goes once its last hold has lapsed. */
    expiresAt: timestamp,
  });
}
