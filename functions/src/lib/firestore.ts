import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

/** The Admin SDK's Firestore; on the emulators FIRESTORE_EMULATOR_HOST points it at the local one. */
export function db(): Firestore {
  if (getApps().length === 0) initializeApp();
  return getFirestore();
}
