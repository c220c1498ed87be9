import {
  browserLocalPersistence,
  connectAuthEmulator,
  getAuth,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { env } from '@/config/env';
import { getFirebaseApp } from './firebase-app';

/**
 * Firebase Auth for this site. Loaded only through `loadAuth()` (auth-ready.ts), never statically.
 * `initializeAuth` without a popup/redirect resolver keeps the iframe helper (and its download) out:
 * the site signs in with e-mail and password only.
 */
export function createAuth(): Auth {
  const app = getFirebaseApp();
  let auth: Auth;
  try {
    auth = initializeAuth(app, {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence],
    });
  } catch {
    // Already initialised on this app (e.g. a hot reload in development): reuse it.
    return getAuth(app);
  }
  if (env.VITE_AUTH_EMULATOR_URL) {
    connectAuthEmulator(auth, env.VITE_AUTH_EMULATOR_URL, { disableWarnings: true });
  }
  return auth;
}
