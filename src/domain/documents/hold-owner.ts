import { z } from '@/domain/zod';
import type { TimestampSchema } from './stored';

/**
 * `holdOwners/{keyed id}`: the open (unpaid, seat-holding) bookings of one member, e-mail address
 * or account, so a person's holds can be counted in the hold's own commit.
 */
export function holdOwnerDocumentSchema<T>(timestamp: TimestampSchema<T>) {
  return z.object({
    holds: z.array(
      z.object({
        bookingId: z.string(),
        tourId: z.string(),
        date: z.string(),
        expiresAt: timestamp,
      }),
    ),
    /** TTL field: the document goes once its last hold has lapsed. */
    expiresAt: timestamp,
  });
}
