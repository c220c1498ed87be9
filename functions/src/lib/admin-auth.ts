import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';

/**
 * The Admin SDK's Auth, which re-verifies staff tokens; on the emulators
 * FIREBASE_AUTH_EMULATOR_HOST (set by the functions emulator) points it at the local one.
 */
export function adminAuth(): Auth {
  if (!getApps().some((app) => app.name === '[DEFAULT]')) initializeApp();
  return getAuth();
}
