import { z } from '@/domain/zod';
import { MAX_BUFFER_HOURS } from '@/domain/rental/hours';
import type { TimestampSchema } from './stored';

/**
 * `rentalAddOns/{addOnId}`: an extra rented with the bikes of any model (child seat, trailer,
 * extra battery), with its own stock and price. The helmet is always included and is not one.
 * Edited by managers in "Noleggi" or the console.
 */
export function rentalAddOnDocumentSchema<T>(timestamp: TimestampSchema<T>) {
  return z.object({
    name: z.object({ it: z.string().min(1).max(80), en: z.string().min(1).max(80) }),
    units: z.number().int().min(0).max(200),
    /** Per unit and per rental day (a half day counts as one), VAT included. */
    pricePerDayCents: z.number().int().min(0).max(100_000),
    /** Hours a unit rests between two rentals (an extra battery charges). */
    bufferHours: z.number().int().min(0).max(MAX_BUFFER_HOURS).default(0),
    /** Off: not offered in the card (kept for the rentals that named it). */
    active: z.boolean().default(true),
    /** The card lists add-ons by this, then by id. */
    sortOrder: z.number().int().default(0),
    updatedAt: timestamp.optional(),
  });
}
