import { z } from '@/domain/zod';
import { GUARDIAN_RELATIONSHIPS } from '@/domain/api/waiver';
import { LOCALES } from '@/domain/locale';
import type { TimestampSchema } from './stored';

/** How a signature reached the booking: the participant's own link, or a staff phone on the spot. */
export const WAIVER_CHANNELS = ['link', 'staff'] as const;

/**
 * One participant's signed waiver, stored on its booking (`bookings/{id}.waivers.<index>`): who
 * signed, for whom, on which exact text (version and SHA-256 of the words in the language read),
 * and when by the server's clock. Never edited: a signature on a newer text replaces it, and the
 * replaced one moves to `supersededWaivers`.
 */
export function storedWaiverSchema<T>(timestamp: TimestampSchema<T>) {
  return z.object({
    participantIndex: z.number().int().min(0),
    /** The participant's full name, typed as their signature (for a minor, the minor's name). */
    signerName: z.string(),
    birthDate: z.string(),
    place: z.string(),
    guardian: z
      .object({ name: z.string(), relationship: z.enum(GUARDIAN_RELATIONSHIPS) })
      .optional(),
    textVersion: z.string(),
    /** SHA-256 (hex) of the text in `language`, as src/domain/waiver.ts computes it. */
    textSha256: z.string(),
    language: z.enum(LOCALES),
    /** The server's time of the signature (for a staff phone: when the queued signature arrived). */
    signedAt: timestamp,
    channel: z.enum(WAIVER_CHANNELS),
    /** Staff phone only: the staff uid, and the phone's own time of the signature (not trusted). */
    collectedBy: z.string().optional(),
    signedAtDevice: z.string().optional(),
  });
}
