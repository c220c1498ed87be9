import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { env } from '@/config/env';

/** The Firebase app, created on first use; only modules loaded on demand import this file. */
export function getFirebaseApp(): FirebaseApp {
  return (
    getApps()[0] ??
    initializeApp({
      apiKey: env.VITE_FIREBASE_API_KEY,
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: env.VITE_FIREBASE_PROJECT_ID,
      appId: env.VITE_FIREBASE_APP_ID,
    })
  );
}
