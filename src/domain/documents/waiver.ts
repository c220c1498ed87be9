import { z } from '@/domain/zod';
import { GUARDIAN_RELATIONSHIPS } from '@/domain/api/waiver';
import { LOCALES } from '@/domain/locale';
import type { TimestampSchema } from './stored';

/** How a signature arrived: the participant's own link, or a staff phone on the spot (or desk). */
export const WAIVER_CHANNELS = ['link', 'staff'] as const;

/**
 * One participant's signed waiver, stored on its booking (`bookings/{id}.waivers.<index>`) or a
 * rider's on its rental (`rentals/{id}.waivers.<bike index>`): who
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

/**
 * The fields a document that keeps waivers carries (a booking's participants, a rental's riders):
 * one owner, so both are signed, stored and erased alike.
 */
export function waiverFields<T>(timestamp: TimestampSchema<T>) {
  return {
    /** Each participant's signed waiver, keyed by the participant's index ('0', '1', …). */
    waivers: z.record(z.string().regex(/^\d$/), storedWaiverSchema(timestamp)).optional(),
    /** Signatures replaced by a signature on a newer text, kept as evidence. */
    supersededWaivers: z.array(storedWaiverSchema(timestamp)).optional(),
    /**
     * With the first signature: the last day (YYYY-MM-DD) the waivers are kept, the activity's day
     * plus WAIVER_RETENTION_YEARS; the retention job then removes both fields above and this one,
     * whatever the rest of the document's own retention did before.
     */
    waiversKeptUntil: z.string().optional(),
  };
}
