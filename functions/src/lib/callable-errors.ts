import { logger } from 'firebase-functions';
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import {
  isErrorReason,
  reasonForCode,
  type CallableErrorDetails,
  type ErrorReason,
} from '@/domain/api/errors';

/** An HttpsError whose details carry the domain reason the web app translates. */
export function failure(
  code: FunctionsErrorCode,
  reason: ErrorReason,
  message: string,
  extra: Omit<CallableErrorDetails, 'reason'> = {},
): HttpsError {
  return new HttpsError(code, message, { reason, ...extra } satisfies CallableErrorDetails);
}

/**
 * What leaves a callable: a failure that already carries a known reason as it is; an HttpsError
 * without one gets the reason of its code; anything else (a bug, Firestore or Stripe failing) is
 * logged and becomes INTERNAL, so no failure reaches the browser without a reason and no internal
 * detail reaches it at all.
 */
export function withKnownReason(error: unknown, callable: string): HttpsError {
  if (error instanceof HttpsError) {
    const details: unknown = error.details;
    const reason =
      details && typeof details === 'object' ? (details as { reason?: unknown }).reason : undefined;
    if (isErrorReason(reason)) return error;
    const extra = details && typeof details === 'object' ? details : {};
    return new HttpsError(error.code, error.message, {
      ...extra,
      reason: reasonForCode(error.code),
    });
  }
  logger.error(`${callable} failed unexpectedly`, error);
  return failure('internal', 'INTERNAL', 'INTERNAL');
}

/** Parses a callable's input with the shared schema, or fails with the invalid fields named. */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  data: unknown,
  reason: ErrorReason = 'INVALID_INPUT',
): z.output<Schema> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fields = [...new Set(result.error.issues.map((issue) => issue.path.join('.')))];
  // The reason leads the message too, for the logs and for a client that reads only the message.
  throw failure('invalid-argument', reason, `${reason}: invalid ${fields.join(', ')}`, { fields });
}

/** A signed link (manage link, renewal link) that is forged, mistyped or names nothing of ours. */
export const invalidLink = () =>
  failure('permission-denied', 'INVALID_LINK', 'INVALID_LINK: this link is not valid');

/** A genuine signed link that has stopped working; `why` says what changed since it was sent. */
export const linkNoLongerValid = (why: string) =>
  failure('permission-denied', 'LINK_NO_LONGER_VALID', `LINK_NO_LONGER_VALID: ${why}`);
