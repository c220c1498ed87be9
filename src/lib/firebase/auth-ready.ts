import type { Auth } from 'firebase/auth';
import { readSessionHint } from '@/lib/auth/session-hint';

let authPromise: Promise<Auth> | undefined;

/**
 * Firebase Auth, downloaded and started on the first call. Once it runs on the app, the Functions
 * SDK used by `callFunction` attaches the signed-in user's ID token to every callable.
 */
export function loadAuth(): Promise<Auth> {
  authPromise ??= import('./auth-instance')
    .then(({ createAuth }) => createAuth())
    .catch((error: unknown) => {
      // Let a later call retry, e.g. when the chunk failed to download offline.
      authPromise = undefined;
      throw error;
    });
  return authPromise;
}

/**
 * Call before a callable whose answer depends on who is signed in (createCheckoutSession stores the
 * uid, myBookings reads it): when a session may exist on this device, waits until Firebase Auth has
 * restored it, so the call carries the ID token. Costs nothing for a visitor who never signed in,
 * and never fails: without Auth the call simply goes out anonymous.
 */
export async function ensureAuthReady(): Promise<void> {
  if (!authPromise && !readSessionHint()) return;
  try {
    const auth = await loadAuth();
    await auth.authStateReady();
  } catch (error) {
    console.warn('Firebase Auth could not start; calling anonymously', error);
  }
}
