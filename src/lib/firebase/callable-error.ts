import { isErrorReason, reasonForCode, type ErrorReason } from '@/domain/api/errors';

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

  /**
   * The request got no answer at all (offline, or the server out of reach). The Firebase SDK says
   * so only through the HTTP status it appends to its own message ("internal [0]"); this reads
   * that transport status, never a message the server wrote.
   */
  get unreachable(): boolean {
    return this.code === 'internal' && this.message.endsWith('[0]');
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
  // The callable framework refuses some calls (App Check, ID token) before the site's code runs,
  // with a code and no reason: the code says which.
  const reason = isErrorReason(details.reason) ? details.reason : reasonForCode(code);
  const message = typeof source.message === 'string' ? source.message : '';
  return new CallableError(message, reason, code, details);
}

/**
 * The fields a callable named as refused (`details.fields`, see functions/src/lib/callable-errors),
 * so the form can mark them; empty for any other failure.
 */
export function rejectedFields(error: unknown): string[] {
  if (!(error instanceof CallableError) || !Array.isArray(error.details.fields)) return [];
  return error.details.fields.filter((field): field is string => typeof field === 'string');
}
