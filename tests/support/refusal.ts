import { expect } from 'vitest';
import { HttpsError } from 'firebase-functions/v2/https';

/** A callable's refusal as tests read it: the code and the reason code (and fields) in its details. */
export type Refusal = HttpsError & { details: { reason: string; fields?: string[] } };

/**
 * The HttpsError a call was refused with; the test fails if the call succeeded or failed any other
 * way, so a refusal is never confused with an unrelated crash.
 */
export async function refusal(attempt: Promise<unknown>): Promise<Refusal> {
  const error = await attempt.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpsError);
  return error as Refusal;
}

/** The refusal's code and reason only, for tests that compare both at once. */
export async function refusalCodeAndReason(
  attempt: Promise<unknown>,
): Promise<{ code: string; reason: unknown }> {
  const { code, details } = await refusal(attempt);
  return { code, reason: (details as { reason?: unknown } | undefined)?.reason };
}

/**
 * The reason code of whatever a call threw, for `.catch(reasonOf)` and settled races: a refusal's
 * reason, anything else as its text, so an unrelated crash never reads as an expected refusal.
 */
export function reasonOf(error: unknown): string {
  return error instanceof HttpsError ? (error.details as { reason: string }).reason : String(error);
}

/** The code a call was refused with (`permission-denied`, `failed-precondition`…). */
export async function refusedCode(attempt: Promise<unknown>): Promise<string> {
  return (await refusal(attempt)).code;
}

/** The reason code a call was refused with. */
export async function refusedReason(attempt: Promise<unknown>): Promise<string> {
  return (await refusal(attempt)).details.reason;
}

/** What a call was refused with: its reason code and whatever names the culprit (fields, dates). */
export async function refusedDetails(attempt: Promise<unknown>): Promise<Refusal['details']> {
  return (await refusal(attempt)).details;
}
