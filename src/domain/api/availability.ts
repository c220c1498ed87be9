import { z } from 'zod';
import { TOUR_IDS } from '@/domain/tours';

export const availabilityRequestSchema = z.object({
  tourId: z.enum(TOUR_IDS),
});
export type AvailabilityRequest = z.infer<typeof availabilityRequestSchema>;

export const availabilityResponseSchema = z.object({
  tourId: z.enum(TOUR_IDS),
  seatsPerDate: z.number().int().nonnegative(),
  /** Remaining seats for every date that has bookings; a date not listed has all its seats. */
  remainingByDate: z.record(z.string(), z.number().int().nonnegative()),
  /** When the server read the counters (ISO timestamp), so a cached answer can say 'as of'. */
  asOf: z.string(),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;
