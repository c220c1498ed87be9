/**
 * `npm run bench -- --season`: the back office with a whole season stored (issue 49). Seeds the
 * local stack's Firestore with a deterministic season (scripts/bench/season/season.ts), checks it
 * landed whole, then times the staff views, the register's export and import and the nightly jobs
 * against their goals. Exits non-zero when a goal is missed or an answer is wrong.
 *   BENCH_SEASON_SEED=<n>   another season (default 49); the same seed gives the same documents.
 *   BENCH_ONLY=<names>      only these parts, comma-separated: views by callable name
 *                           (staffMembers, staffSeason …), `register` (export and import),
 *                           `files` (the treasurer's downloads), `jobs`.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { HOST, PORTS, PROJECT_ID, URLS } from '../../stack/ports';
import { DEMO_STAFF } from '../../stack/staff-claim';
import { formatSummary } from '../latency';
import { signIn } from '../members';
import { SCHEDULES } from '../../../functions/src/lib/schedules';
import { JOB_GOAL_MS, timeJobs } from './jobs';
import { VIEW_READS_GOAL, readsByFunction, type ReadsOf } from './reads';
import { IMPORT_GOAL_MS, timeExport, timeImport } from './register';
import type { Season } from './season';
import { FILE_GOAL_MS, staffFiles, timeFiles } from './files';
import { seasonPicks, type SeasonPicks } from './picks';
import { seedSeason } from './seed-stack';
import { rebuildSeasonTotals } from '../../../functions/src/services/season/season-totals';
import { registerSeasonTotalsTrigger } from '../../stack/stack';
import { CALLS_PER_VIEW, VIEW_P95_GOAL_MS, staffViews, timeViews } from './views';

const DEFAULT_SEED = 49;

/** The season's documents, counted by Firestore: each collection holds at least what was written. */
async function checkSeasonStored(db: Firestore, season: Season): Promise<string[]> {
  const expected = {
    bookings: season.bookings.length,
    members: season.members.length,
    waitlist: season.waitlist.length,
    capacity: season.counters.length,
    vouchers: season.vouchers.filter(({ path }) => path.startsWith('vouchers/')).length,
    receipts: season.money.receipts.length,
    creditNotes: season.money.creditNotes.length,
    payouts: season.money.payouts.length,
    rentals: season.rentals.rentals.length,
    rentalDays: season.rentals.days.length,
    membershipApplications: season.applications.length,
    auditLog: season.auditLog.length,
  };
  const problems: string[] = [];
  for (const [collection, count] of Object.entries(expected)) {
    const stored = (await db.collection(collection).count().get()).data().count;
    if (stored < count) problems.push(`${collection}: ${stored} stored, ${count} written`);
  }
  return problems;
}

/** The demo manager's ID token, signed in again before it can expire (an hour). */
function managerToken(): () => Promise<string> {
  let token: { value: string; at: number } | undefined;
  return async () => {
    if (!token || Date.now() - token.at > 30 * 60_000) {
      token = {
        value: await signIn(URLS.auth, DEMO_STAFF.email, DEMO_STAFF.password),
        at: Date.now(),
      };
    }
    return token.value;
  };
}

/**
 * The most documents one invocation of each timed function read (functions/src/lib/read-count.ts);
 * answers the staff views over their reads goal (`viewGoals`, by callable).
 */
function reportReads(
  viewGoals: ReadonlyMap<string, number>,
  viewReads: Map<string, ReadsOf> | null,
): string[] {
  const reads = readsByFunction(process.env.BENCH_COUNT_READS);
  if (!reads || !viewReads) {
    console.log('reads: not measured (the stack was not started with BENCH_COUNT_READS)');
    return [];
  }
  console.log(`reads, most documents one invocation read (views' goal < ${VIEW_READS_GOAL}):`);
  const problems: string[] = [];
  const viewNames = [...viewGoals.keys()];
  const names = [
    ...viewNames,
    'staffImportMembers',
    'staffAccountingFile',
    'staffVoucherMonth',
    ...Object.keys(SCHEDULES),
  ];
  for (const name of names) {
    // A view's first answers, counted before the export asks the same callable for everything.
    const counted = (viewNames.includes(name) ? viewReads : reads).get(name);
    if (!counted) continue;
    const goal = viewGoals.get(name);
    const own = goal !== undefined && goal !== VIEW_READS_GOAL ? ` (its goal < ${goal})` : '';
    console.log(`  ${name}: ${counted.max} (${counted.invocations} invocations)${own}`);
    if (goal !== undefined && counted.max >= goal) {
      problems.push(`${name} read ${counted.max} documents`);
    }
  }
  return problems;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Times the views, the register's export and import and the jobs; answers the goals missed. */
async function timeEverything(siteUrl: string, season: Season): Promise<string[]> {
  const problems: string[] = [];
  const idToken = managerToken();
  const only = process.env.BENCH_ONLY?.split(',').map((part) => part.trim());
  const timed = (part: string) => !only || only.includes(part);

  console.log(`staff views, first answer (goal p95 < ${VIEW_P95_GOAL_MS} ms):`);
  const picks = seasonPicks(season);
  const views = staffViews(picks).filter((view) => timed(view.name));
  const viewGoals = new Map<string, number>();
  for (const timing of await timeViews(siteUrl, idToken, views)) {
    const goal = timing.readsGoal && timing.answer ? timing.readsGoal(timing.answer) : undefined;
    viewGoals.set(timing.name, goal ?? VIEW_READS_GOAL);
    const givenUp = timing.latency.calls < CALLS_PER_VIEW ? ' (given up: hopelessly slow)' : '';
    console.log(`  ${timing.view} (${timing.name}): ${formatSummary(timing.latency)}${givenUp}`);
    if (timing.failed > 0) {
      problems.push(`${timing.name}: ${timing.failed} answers refused (${timing.firstProblem})`);
    }
    if (timing.latency.p95 > VIEW_P95_GOAL_MS) {
      problems.push(`${timing.name}: p95 ${Math.round(timing.latency.p95)} ms`);
    }
  }

  const viewReads = readsByFunction(process.env.BENCH_COUNT_READS);
  if (timed('register')) problems.push(...(await timeRegister(siteUrl, idToken, season)));
  if (timed('files')) problems.push(...(await timeAllFiles(siteUrl, idToken, picks)));
  if (timed('jobs')) problems.push(...(await timeAllJobs()));
  problems.push(...reportReads(viewGoals, viewReads));
  return problems;
}

/** "Esporta CSV" and "Importa CSV" of the season's members; answers the goals missed. */
async function timeRegister(
  siteUrl: string,
  idToken: () => Promise<string>,
  season: Season,
): Promise<string[]> {
  const problems: string[] = [];
  const exported = await timeExport(siteUrl, await idToken());
  console.log(`register export (staffMembers + CSV): ${seconds(exported.ms)}, ${exported.detail}`);
  if (exported.problem) problems.push(`export: ${exported.problem}`);
  const imported = await timeImport(siteUrl, await idToken(), season.members);
  console.log(
    `register import (staffImportMembers, goal < ${seconds(IMPORT_GOAL_MS)}): ${seconds(imported.ms)}, ${imported.detail}`,
  );
  if (imported.problem) problems.push(`import: ${imported.problem}`);
  if (imported.ms > IMPORT_GOAL_MS) problems.push(`import took ${seconds(imported.ms)}`);
  return problems;
}

/** The treasurer's files of the busiest month and year, one download each; answers the goals missed. */
async function timeAllFiles(
  siteUrl: string,
  idToken: () => Promise<string>,
  picks: SeasonPicks,
): Promise<string[]> {
  const problems: string[] = [];
  console.log(`the treasurer's files, one download each (goal < ${seconds(FILE_GOAL_MS)}):`);
  for (const file of await timeFiles(siteUrl, idToken, staffFiles(picks))) {
    console.log(`  ${file.label} (${file.name}): ${seconds(file.ms)}, ${file.detail}`);
    if (file.problem) problems.push(`${file.label}: ${file.problem}`);
    if (file.ms > FILE_GOAL_MS) problems.push(`${file.label} took ${seconds(file.ms)}`);
  }
  return problems;
}

/** One run of each scheduled job; answers the goals missed. */
async function timeAllJobs(): Promise<string[]> {
  const problems: string[] = [];
  console.log(`scheduled jobs, one run each (goal < ${seconds(JOB_GOAL_MS)}):`);
  for (const { job, ms, status } of await timeJobs()) {
    console.log(`  ${job}: ${seconds(ms)} (HTTP ${status})`);
    if (status >= 400) problems.push(`${job}: HTTP ${status}`);
    if (ms > JOB_GOAL_MS) problems.push(`${job} took ${seconds(ms)}`);
  }
  return problems;
}

/**
 * Times the season on the stack at `siteUrl`. On its own stack (`ownStack`) the season's money
 * totals are rebuilt from the 20,000 bookings written at once, and only then is their trigger
 * connected, as a deploy runs `season:totals` once; on a running stack (`--url`) the trigger
 * counts the written bookings as its events arrive, while the views are timed.
 */
export async function runSeasonBench(
  siteUrl: string,
  { ownStack }: { ownStack: boolean },
): Promise<string[]> {
  process.env.FIRESTORE_EMULATOR_HOST = `${HOST}:${PORTS.firestore}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `${HOST}:${PORTS.auth}`;
  const app = initializeApp({ projectId: PROJECT_ID }, `bench-season-${Date.now()}`);
  const db = getFirestore(app);
  try {
    const seed = Number(process.env.BENCH_SEASON_SEED ?? DEFAULT_SEED);
    const season = await seedSeason(db, seed, new Date());
    const problems = await checkSeasonStored(db, season);
    if (problems.length > 0) return problems;
    if (ownStack) {
      const started = performance.now();
      const { months } = await rebuildSeasonTotals(db);
      await registerSeasonTotalsTrigger();
      console.log(
        `season totals rebuilt: ${months} months in ${seconds(performance.now() - started)}`,
      );
    }
    console.log(`season stored; timing on ${siteUrl} as the demo manager ${DEMO_STAFF.email}`);
    return await timeEverything(siteUrl, season);
  } finally {
    await deleteApp(app);
  }
}
