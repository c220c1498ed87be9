import { z } from '@/domain/zod';
import { scheduleSchema } from '@/domain/schedule-schema';
import { TOUR_IDS } from '@/domain/tours';
import { DATE_LENGTH, TIMESTAMP_MAX_LENGTH } from './lengths';

/** More dates than the longest booking horizon a schedule may set (3 years) holds. */
const MAX_DATES = 3 * 366;

export const availabilityRequestSchema = z.object({
  tourId: z.enum(TOUR_IDS),
});
export type AvailabilityRequest = z.infer<typeof availabilityRequestSchema>;

/**
 * The live schedule of a tour, so the site judges dates exactly as the server does (one judge,
 * src/domain/schedule.ts), with the free seats of each bookable date.
 */
export const availabilityResponseSchema = z.object({
  tourId: z.enum(TOUR_IDS),
  /** As staff set it; `bookable` is false too when the document cannot be read (fails closed). */
  schedule: scheduleSchema,
  /** Every date that can be booked now, within the horizon, in order. */
  dates: z.array(z.string().max(DATE_LENGTH)).max(MAX_DATES),
  /** Free seats on each bookable date of a limited tour. */
  remainingByDate: z.record(z.string().max(DATE_LENGTH), z.number().int().nonnegative()),
  /** When the server read the schedule and the counters (ISO timestamp): a cached copy says 'as of'. */
  asOf: z.string().max(TIMESTAMP_MAX_LENGTH),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;
