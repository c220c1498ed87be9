import { z } from '@/domain/zod';
import type { TimestampSchema } from './stored';

/**
 * What can go wrong behind the site without anyone seeing it: each is recorded as a system problem
 * for staff ("Da controllare", "Problemi di sistema") and in the daily digest to the association.
 */
export const SYSTEM_PROBLEM_KINDS = [
  /** A request to the Stripe webhook whose signature did not match (a wrong secret, or a forgery). */
  'webhook_signature_failed',
  /** Stripe answered an error meaning it, or our account's set-up, is not working. */
  'stripe_api_error',
  /** A scheduled job threw: its work of that run was not done. */
  'job_failed',
  /** The mail outbox gave up on a mail after all its attempts. */
  'mail_given_up',
  /** A line of a Stripe payout the project cannot tie to a booking, voucher or rental. */
  'payout_unmatched',
] as const;
export type SystemProblemKind = (typeof SYSTEM_PROBLEM_KINDS)[number];

/** A short, non-personal note per occurrence (a job's name, an error type and status). */
export const SYSTEM_PROBLEM_DETAIL_MAX_LENGTH = 120;
/** Distinct details kept per problem: enough to see what failed, bounded however often it did. */
export const SYSTEM_PROBLEM_DETAILS_MAX = 5;

/**
 * `systemProblems/{kind}_{hourKey}`: one document per kind and UTC hour, however many times it
 * happened in that hour. `open` until a manager marks it resolved ("Risolto"); a new occurrence
 * in the same hour opens it again, one in a later hour is a new document.
 */
export function systemProblemSchema<T>(timestamp: TimestampSchema<T>) {
  return z.object({
    kind: z.enum(SYSTEM_PROBLEM_KINDS),
    /** The UTC hour it belongs to, `YYYY-MM-DDTHH`. */
    hourKey: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}$/),
    count: z.number().int().min(1),
    firstAt: timestamp,
    lastAt: timestamp,
    details: z
      .array(z.string().max(SYSTEM_PROBLEM_DETAIL_MAX_LENGTH))
      .max(SYSTEM_PROBLEM_DETAILS_MAX),
    open: z.boolean(),
    resolvedAt: timestamp.optional(),
    resolvedBy: z.string().optional(),
    /** The TTL field: a problem is deleted a while after its last occurrence. */
    expiresAt: timestamp,
  });
}
