import type { ZodType } from 'zod';
import type { CallableRequest, CallableResponse } from '@/domain/api/callable-schemas';
import { needsLimitedUseAppCheck, type CallableName } from '@/domain/api/callables';
import { callablePath } from '@/domain/functions-config';
import { yieldToMain } from '@/lib/yield-to-main';
import { startAppCheck } from './app-check';
import { ensureAuthReady } from './auth-ready';
import { CallableError, toCallableError } from './callable-error';

/**
 * Calls a Cloud Function callable at the same origin (`/api/<name>`, rewritten by Hosting) and
 * checks its answer against the domain schema. The Firebase SDK (and App Check) is imported on the
 * first call so content pages never download it. The name, the data and the answer's schema are
 * typed by the registry of callables (src/domain/api/callables.ts); the schema is still passed
 * here so a page bundles only the schemas of the calls it makes, and a callable answering more
 * than one shape (verifyPayment) is checked against the one this caller expects.
 */
export async function callFunction<
  Name extends CallableName,
  Response extends CallableResponse<Name> = CallableResponse<Name>,
>(name: Name, data: CallableRequest<Name>, responseSchema: ZodType<Response>): Promise<Response> {
  const [{ getFunctions, httpsCallableFromURL }, { getFirebaseApp }] = await Promise.all([
    import('firebase/functions'),
    import('./firebase-app'),
    // A signed-in visitor's calls must carry the ID token (bookings store the uid).
    ensureAuthReady(),
  ]);
  const app = getFirebaseApp();
  await startAppCheck(app);
  // Starting App Check and then the Functions SDK took one task of up to 19 ms on a first call.
  await yieldToMain();
  const url = new URL(callablePath(name), window.location.origin).href;
  const callable = httpsCallableFromURL(getFunctions(app), url, {
    limitedUseAppCheckTokens: needsLimitedUseAppCheck(name),
  });
  let result: unknown;
  try {
    result = (await callable(data)).data;
  } catch (error) {
    throw toCallableError(error);
  }
  const parsed = responseSchema.safeParse(result);
  if (!parsed.success) {
    throw new CallableError(`Unexpected answer from ${name}`, 'INTERNAL', 'invalid-response');
  }
  return parsed.data;
}
