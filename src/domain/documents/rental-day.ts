import { z } from '@/domain/zod';
import type { TimestampSchema } from './stored';

/**
 * `rentalDays/{resource}_{YYYY-MM-DD}`: what is held of one resource (a model's bikes, or one
 * add-on) during one calendar day in Europe/Rome. Each rental holding stock is listed on every day
 * its interval touches, with its own interval, so the free units of any interval are the stock
 * less the peak of the rentals overlapping it. Written only by the functions' rental stock module.
 */
export function rentalDayDocumentSchema<T>(timestamp: TimestampSchema<T>) {
  return z.object({
    /** `model-{modelId}` or `addon-{addOnId}`. */
    resource: z.string().max(80),
    date: z.string().max(10),
    holds: z.array(
      z.object({
        rentalId: z.string(),
        startsAt: timestamp,
        endsAt: timestamp,
        /** Units held per pool: frame sizes for a model, `units` for an add-on. */
        units: z.record(z.string().max(10), z.number().int().min(1)),
      }),
    ),
    updatedAt: timestamp,
  });
}
