import type { ZodType } from 'zod';
import { callablePath, LIMITED_USE_APP_CHECK_CALLABLES } from '@/domain/functions-config';
import { yieldToMain } from '@/lib/yield-to-main';
import { startAppCheck } from './app-check';
import { ensureAuthReady } from './auth-ready';
import { CallableError, toCallableError } from './callable-error';

/**
 * Calls a Cloud Function callable at the same origin (`/api/<name>`, rewritten by Hosting) and
 * checks its answer against the domain schema. The Firebase SDK (and App Check) is imported on the
 * first call so content pages never download it.
 */
export async function callFunction<Response>(
  name: string,
  data: unknown,
  responseSchema: ZodType<Response>,
): Promise<Response> {
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
    limitedUseAppCheckTokens: LIMITED_USE_APP_CHECK_CALLABLES.has(name),
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
