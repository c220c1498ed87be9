import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import type { CallableErrorDetails, ErrorReason } from '@/domain/api/errors';

/** An HttpsError whose details carry the domain reason the web app translates. */
export function failure(
  code: FunctionsErrorCode,
  reason: ErrorReason,
  message: string,
  extra: Omit<CallableErrorDetails, 'reason'> = {},
): HttpsError {
  return new HttpsError(code, message, { reason, ...extra } satisfies CallableErrorDetails);
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
  // The reason leads the message: the spec's client recognises checkout errors by message content.
  throw failure('invalid-argument', reason, `${reason}: invalid ${fields.join(', ')}`, { fields });
}
