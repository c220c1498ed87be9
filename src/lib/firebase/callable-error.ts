import { isErrorReason, type ErrorReason } from '@/domain/api/errors';

/** A callable's failure, with the domain reason the server put in `HttpsError.details`. */
export class CallableError extends Error {
  constructor(
    message: string,
    readonly reason: ErrorReason,
    /** The Firebase code, e.g. 'invalid-argument', 'unavailable' ('internal' when offline). */
    readonly code: string,
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'CallableError';
  }
}

export function toCallableError(error: unknown): CallableError {
  if (error instanceof CallableError) return error;
  const source = (error ?? {}) as { message?: unknown; code?: unknown; details?: unknown };
  const details =
    source.details && typeof source.details === 'object'
      ? (source.details as Record<string, unknown>)
      : {};
  const code =
    typeof source.code === 'string' ? source.code.replace(/^functions\//, '') : 'unknown';
  const reason = isErrorReason(details.reason) ? details.reason : 'INTERNAL';
  const message = typeof source.message === 'string' ? source.message : '';
  return new CallableError(message, reason, code, details);
}
