import { z } from '@/domain/zod';
import { STAFF_ACTIONS } from '@/domain/api/staff-audit';
import type { TimestampSchema } from './stored';

/**
 * `auditLog/{id}`: one staff action as the server recorded it (`at` and `expiresAt` by its clock).
 * The details are checked against their action's own schema when the log is answered
 * (`auditEntrySchema`, api/staff-audit.ts), so one rule says what each action records.
 */
export function auditLogDocumentSchema<T>(timestamp: TimestampSchema<T>) {
  return z.object({
    at: timestamp,
    actorUid: z.string(),
    actorEmail: z.string(),
    action: z.enum(STAFF_ACTIONS),
    /** The document acted on: `schedules/{tourId}`, `bookings/{id}`, or the day's bookings. */
    target: z.string(),
    details: z.record(z.string(), z.unknown()),
    /** TTL field (AUDIT_LOG_RETENTION_MONTHS). */
    expiresAt: timestamp,
  });
}
