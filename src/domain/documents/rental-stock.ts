import { z } from '@/domain/zod';
import {
  DEFAULT_BUFFER_HOURS,
  DEFAULT_HORIZON_DAYS,
  DEFAULT_NOTICE_HOURS,
  MAX_BUFFER_HOURS,
} from '@/domain/rental/hours';
import { FRAME_SIZES } from '@/domain/rental/sizes';
import type { TimestampSchema } from './stored';
import { isoDateSchema } from '@/domain/api/calendar-schemas';

const units = z.number().int().min(0).max(200);

/** Units of one size taken out of service on a range of days (a bike in repair), both included. */
export const outOfServiceSchema = z
  .object({
    size: z.enum(FRAME_SIZES),
    units: units.min(1),
    from: isoDateSchema,
    to: isoDateSchema,
    /** For staff: why (e.g. "freni in riparazione"). */
    note: z.string().max(200).default(''),
  })
  .refine((range) => range.from <= range.to, { path: ['to'], message: 'Ends before it starts' });
export type OutOfService = z.infer<typeof outOfServiceSchema>;

/**
 * `rentalStock/{modelId}`: how many units of one model the shop has per frame size, and the rules
 * of its rentals. Edited by managers in "Noleggi" or the console without a deploy, so every field
 * has a default and a value edited into something else is refused loudly (MalformedDocumentError),
 * never read as zero. Prices are not here: they are the price list's (src/domain/rental/price-list.ts).
 */
export function rentalStockDocumentSchema<T>(timestamp: TimestampSchema<T>) {
  return z.object({
    /** Whether the model can be booked online now (off: the card shows it paused). */
    bookable: z.boolean().default(true),
    /** Units per frame size; a size left out has none. */
    units: z.partialRecord(z.enum(FRAME_SIZES), units),
    /** Hours a unit rests between two rentals (charging). */
    bufferHours: z.number().int().min(0).max(MAX_BUFFER_HOURS).default(DEFAULT_BUFFER_HOURS),
    /** How soon before its start a rental may still be booked online. */
    noticeHours: z.number().int().min(0).max(72).default(DEFAULT_NOTICE_HOURS),
    horizonDays: z.number().int().min(1).max(730).default(DEFAULT_HORIZON_DAYS),
    /** Whether riders must declare a medical certificate (off: not needed for a rental). */
    medicalDeclarationRequired: z.boolean().default(false),
    outOfService: z.array(outOfServiceSchema).max(200).default([]),
    updatedAt: timestamp.optional(),
    /** The staff uid of the last change made in "Noleggi" (the console leaves it as it was). */
    updatedBy: z.string().max(128).optional(),
  });
}
