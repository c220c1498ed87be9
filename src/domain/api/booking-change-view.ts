import { z } from '@/domain/zod';
import { DATE_LENGTH, TIMESTAMP_MAX_LENGTH } from './lengths';

/** How a booking's date changes and postponements read on the manage page and in my bookings. */

/**
 * What a customer whose date was postponed answers from the mail's buttons: keep the new date, or
 * take a full refund. `pending` until they answer; `moved` once they chose another date themselves.
 */
export const POSTPONEMENT_CHOICES = ['pending', 'kept', 'refund', 'moved'] as const;
export type PostponementChoice = (typeof POSTPONEMENT_CHOICES)[number];

/** What the manage page and "Le mie prenotazioni" show of a postponement. */
export const postponementViewSchema = z.object({
  from: z.string().max(DATE_LENGTH),
  /** Null when the booking did not fit on the new date: it must choose another or a refund. */
  to: z.string().max(DATE_LENGTH).nullable(),
  choice: z.enum(POSTPONEMENT_CHOICES),
});
export type PostponementView = z.infer<typeof postponementViewSchema>;

/** Whether the booking may change date now, and until when for free (ISO). */
export const dateChangeViewSchema = z.object({
  allowed: z.boolean(),
  freeUntil: z.string().max(TIMESTAMP_MAX_LENGTH),
});
export type DateChangeView = z.infer<typeof dateChangeViewSchema>;
