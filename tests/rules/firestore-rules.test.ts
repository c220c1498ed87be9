import {
  assertFails,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, getDoc, getDocs, collection, setDoc, deleteDoc } from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, it } from 'vitest';

/** Every collection of the data model (docs/data-model.md), plus ones that do not exist yet. */
const COLLECTIONS = [
  'members',
  'bookings',
  'capacity',
  'stripeEvents',
  'contactMessages',
  'membershipApplications',
  'mailOutbox',
  'rateLimits',
  'anythingElse',
];

let env: RulesTestEnvironment;

beforeAll(async () => {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':');
  if (!host || !port) throw new Error('FIRESTORE_EMULATOR_HOST is not set');
  env = await initializeTestEnvironment({
    projectId: 'demo-rules',
    firestore: { host, port: Number(port), rules: readFileSync('firestore.rules', 'utf8') },
  });
  // Real documents exist, so a refused read is the rules' doing, not a missing document.
  await env.withSecurityRulesDisabled(async (context) => {
    for (const name of COLLECTIONS) {
      await setDoc(doc(context.firestore(), name, 'existing'), { value: 1 });
    }
  });
});

afterAll(async () => {
  await env.clearFirestore();
  await env.cleanup();
});

const clients = [
  ['an anonymous visitor', () => env.unauthenticatedContext().firestore()],
  ['a signed-in user', () => env.authenticatedContext('user-1').firestore()],
] as const;

describe.each(clients)('firestore.rules for %s', (_who, firestore) => {
  it.each(COLLECTIONS)('denies reading %s', async (name) => {
    await assertFails(getDoc(doc(firestore(), name, 'existing')));
    await assertFails(getDocs(collection(firestore(), name)));
  });

  it.each(COLLECTIONS)('denies writing %s', async (name) => {
    await assertFails(setDoc(doc(firestore(), name, 'new'), { value: 2 }));
    await assertFails(setDoc(doc(firestore(), name, 'existing'), { value: 3 }));
    await assertFails(deleteDoc(doc(firestore(), name, 'existing')));
  });
});
