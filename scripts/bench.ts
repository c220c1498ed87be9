/**
 * `npm run bench`: the booking functions under contention on the local stack, through Hosting as a
 * browser reaches them.
 *  1. checkout: 40 signed-in visitors, each a different member, call createCheckoutSession at the
 *     same moment for one seat each on one date of a 20-seat tour; exactly 20 must get a hold and
 *     20 must be refused with CAPACITY_EXCEEDED, and the date's counter must read 20.
 *  2. availability: 50 concurrent calls; every one must answer.
 * Prints p50/p95/max latency of each. The members are made for the run with the Admin SDK and
 * removed afterwards (scripts/bench/members.ts), as are the run's bookings and counter.
 *   npm run bench                                   builds, starts the stack (queued on its lock)
 *   npm run bench -- --url http://127.0.0.1:5000    against a stack already running (`npm start`)
 *   npm run bench -- --season                       a whole season stored, the staff side timed
 *                                                   (scripts/bench/season/main.ts)
 * Only a local stack: any other host is refused. Every request has a time limit and the whole run
 * stops itself after BENCH_TIME_LIMIT_MS.
 * Reading the figures: the functions' processes are warmed first, so the checkout latency is the
 * race itself on the 2-core machine: 40 processes each checking the member, counting the rate
 * limits and committing the hold optimistically (a loser reads the date's counter again and
 * decides anew, functions/src/lib/optimistic-commit.ts). Hosting's proxy gives up after 60 s: a
 * p95 near it means the race outgrew the stack, not that a seat was held twice (the counts say).
 */
import { parseArgs } from 'node:util';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { addDays as addLocalDays } from 'date-fns';
import {
  isoDateToLocalDate,
  isoWeekday,
  localDateToIsoDate,
  todayInRome,
} from '../src/domain/calendar';
import { formatSummary, summarize } from './bench/latency';
import { createBenchMembers, removeBenchMembers, type BenchMember } from './bench/members';
import { memberBookingRequest } from './stack/member-booking-request';
import { localAppCheckHeader } from './stack/local-app-check';
import { HOST, PORTS, PROJECT_ID, URLS } from './stack/ports';
import { startStack, type RunningStack } from './stack/stack';
import { runUnderStackLock } from './stack/stack-lock';

// Seats per date of E-Motion in Villa (its default schedule's capacity, src/domain/schedule.ts).
const LIMITED_SEATS = 20;
const VISITORS = 40;
const AVAILABILITY_CALLS = 50;
const WARM_STEP = 10;
const TOUR_ID = 'emotion-in-villa';
// The functions emulator starts a worker per concurrent call: the first burst is slow.
const REQUEST_TIME_LIMIT_MS = 180_000;
const BENCH_TIME_LIMIT_MS = 15 * 60_000;

const { values } = parseArgs({ options: { url: { type: 'string' }, season: { type: 'boolean' } } });

// A stack of its own waits for any other run (e2e, bench, audit) to end.
if (!values.url) runUnderStackLock();

const siteHost = values.url ? new URL(values.url).hostname : HOST;
if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(siteHost)) {
  console.error(`bench: ${values.url} is not a local stack; refusing to load it.`);
  process.exit(2);
}

if (values.season) {
  // The season mode (scripts/bench/season/main.ts) has its own stack, time limit and verdict.
  const { runSeason } = await import('./bench/season/run');
  process.exit(await runSeason(values.url));
}

let stack: RunningStack | undefined;
const guard = setTimeout(() => {
  console.error(`bench: still running after ${BENCH_TIME_LIMIT_MS / 60_000} minutes; stopping.`);
  // Stop the stack this run started before leaving, or its emulators would keep the ports.
  void (stack?.stop() ?? Promise.resolve()).finally(() => process.exit(1));
}, BENCH_TIME_LIMIT_MS);
guard.unref();

const addDays = (isoDate: string, days: number) =>
  localDateToIsoDate(addLocalDays(isoDateToLocalDate(isoDate), days));

/** A weekend date of the tour 30–200 days ahead that no booking has touched yet. */
async function freshSaturday(db: FirebaseFirestore.Firestore): Promise<string> {
  const today = todayInRome(new Date());
  for (let attempt = 0; attempt < 50; attempt += 1) {
    let date = addDays(today, 30 + Math.floor(Math.random() * 170));
    while (isoWeekday(date) !== 6) date = addDays(date, 1);
    if (!(await db.doc(`capacity/${TOUR_ID}_${date}`).get()).exists) return date;
  }
  throw new Error('no untouched Saturday found');
}

interface CallOutcome {
  status: number;
  ms: number;
  reason?: string;
}

async function callFunction(
  siteUrl: string,
  name: string,
  data: unknown,
  idToken?: string,
): Promise<CallOutcome> {
  const started = performance.now();
  try {
    return await post(siteUrl, name, data, idToken, started);
  } catch (error) {
    // A call that timed out or lost its connection is a result of the benchmark, not a crash.
    return { status: 0, ms: performance.now() - started, reason: (error as Error).name };
  }
}

async function post(
  siteUrl: string,
  name: string,
  data: unknown,
  idToken: string | undefined,
  started: number,
): Promise<CallOutcome> {
  // Through Hosting (`/api/…` rewrites) or straight at the functions emulator.
  const base = siteUrl.startsWith(URLS.functionsBase) ? siteUrl : `${siteUrl}/api`;
  const response = await fetch(`${base}/${name}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      // Every callable refuses a call without App Check, as the site's own calls carry it.
      ...localAppCheckHeader(),
      ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
    },
    body: JSON.stringify({ data }),
    signal: AbortSignal.timeout(REQUEST_TIME_LIMIT_MS),
  });
  const body = (await response.json()) as { error?: { details?: { reason?: string } } };
  return {
    status: response.status,
    ms: performance.now() - started,
    reason: body.error?.details?.reason,
  };
}

/** How many calls got each status (and refusal reason): "20 × 200, 20 × 400 CAPACITY_EXCEEDED". */
function describeAnswers(outcomes: CallOutcome[]): string {
  const counts = new Map<string, number>();
  for (const { status, reason } of outcomes) {
    const key = `${status}${reason ? ` ${reason}` : ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => `${n} × ${key}`).join(', ');
}

/** Grows the emulator's pool of processes for `name` to `size`, WARM_STEP new ones at a time. */
async function warmPool(name: string, size: number) {
  for (let calls = WARM_STEP; calls < size + WARM_STEP; calls += WARM_STEP) {
    const answers = await Promise.all(
      Array.from({ length: Math.min(calls, size) }, () =>
        callFunction(URLS.functionsBase, name, {}),
      ),
    );
    const lost = answers.filter((answer) => answer.status === 0 || answer.status >= 500);
    if (lost.length > 0) throw new Error(`warming ${name}: ${lost.length} calls got no answer`);
  }
}

const siteUrl =
  values.url ??
  (stack = await startStack({
    build: !process.env.SKIP_BUILD,
    echo: Boolean(process.env.STACK_ECHO),
  })).siteUrl;
process.env.FIRESTORE_EMULATOR_HOST = `${HOST}:${PORTS.firestore}`;
process.env.FIREBASE_AUTH_EMULATOR_HOST = `${HOST}:${PORTS.auth}`;
const app = initializeApp({ projectId: PROJECT_ID }, `bench-${Date.now()}`);
const db = getFirestore(app);
const auth = getAuth(app);
const runId = Array.from({ length: 4 }, () =>
  String.fromCharCode(97 + Math.floor(Math.random() * 26)),
)
  .join('')
  .replace(/^./, (c) => c.toUpperCase());
let members: BenchMember[] = [];
let date = '';
const problems: string[] = [];

try {
  date = await freshSaturday(db);
  members = await createBenchMembers(
    { db, auth, authUrl: URLS.auth },
    { count: VISITORS, runId, validUntil: addDays(date, 365) },
  );
  console.log(
    `bench: ${VISITORS} members signed in; ${TOUR_ID} on ${date}, ${LIMITED_SEATS} seats`,
  );

  // The functions emulator runs each concurrent call in a Node process of its own, started (the
  // whole functions bundle loaded) whenever none is idle, and keeps it for the next call. 40 cold
  // starts at once on a busy 2-core machine take longer than Hosting's 60 s proxy timeout, while
  // production keeps warm instances: so each function's pool is first grown to the size of its
  // burst, WARM_STEP processes at a time, with calls that change nothing (unauthenticated, empty:
  // refused before any read or rate-limit count). Only then the races are timed.
  const warmStarted = performance.now();
  await warmPool('createCheckoutSession', VISITORS);
  await warmPool('availability', AVAILABILITY_CALLS);
  console.log(
    `  functions emulator warmed (${VISITORS} + ${AVAILABILITY_CALLS} processes) in ${Math.round((performance.now() - warmStarted) / 1000)} s`,
  );

  const checkout = await Promise.all(
    members.map((member) =>
      callFunction(
        siteUrl,
        'createCheckoutSession',
        memberBookingRequest({
          tourId: TOUR_ID,
          memberName: member.fullName,
          customerEmail: member.email,
          participantNames: [member.fullName],
          selectedDate: date,
          locale: 'it',
        }),
        member.idToken,
      ),
    ),
  );
  console.log(`  answers: ${describeAnswers(checkout)}`);
  const held = checkout.filter((outcome) => outcome.status === 200).length;
  const refused = checkout.filter((outcome) => outcome.reason === 'CAPACITY_EXCEEDED').length;
  const counter = (await db.doc(`capacity/${TOUR_ID}_${date}`).get()).data()?.['seatsHeld'];
  const pending = await db
    .collection('bookings')
    .where('tourId', '==', TOUR_ID)
    .where('selectedDate', '==', date)
    .get();
  console.log(
    `createCheckoutSession, ${VISITORS} concurrent members: ${formatSummary(summarize(checkout.map((o) => o.ms)))}`,
  );
  console.log(
    `  ${held} holds, ${refused} refused (CAPACITY_EXCEEDED), counter ${String(counter)}, ${pending.size} bookings`,
  );
  if (held !== LIMITED_SEATS) problems.push(`expected exactly ${LIMITED_SEATS} holds, got ${held}`);
  if (refused !== VISITORS - LIMITED_SEATS)
    problems.push(`expected ${VISITORS - LIMITED_SEATS} CAPACITY_EXCEEDED, got ${refused}`);
  if (counter !== LIMITED_SEATS) problems.push(`the counter reads ${String(counter)}`);
  if (pending.size !== LIMITED_SEATS) problems.push(`${pending.size} bookings were written`);

  const availability = await Promise.all(
    Array.from({ length: AVAILABILITY_CALLS }, () =>
      callFunction(siteUrl, 'availability', { tourId: TOUR_ID }),
    ),
  );
  console.log(`  answers: ${describeAnswers(availability)}`);
  const answered = availability.filter((outcome) => outcome.status === 200).length;
  console.log(
    `availability, ${AVAILABILITY_CALLS} concurrent calls: ${formatSummary(summarize(availability.map((o) => o.ms)))}`,
  );
  if (answered !== AVAILABILITY_CALLS)
    problems.push(`${AVAILABILITY_CALLS - answered} availability calls failed`);
} finally {
  // Leave the stack as it was found: the run's bookings, counter and members go.
  if (date) {
    const bookings = await db
      .collection('bookings')
      .where('tourId', '==', TOUR_ID)
      .where('selectedDate', '==', date)
      .get();
    await Promise.all(bookings.docs.map((doc) => doc.ref.delete()));
    await db.doc(`capacity/${TOUR_ID}_${date}`).delete();
  }
  if (members.length > 0) await removeBenchMembers({ db, auth }, members);
  await deleteApp(app);
  await stack?.stop();
}

if (problems.length > 0) {
  console.error(`bench: FAILED — ${problems.join('; ')}`);
  process.exitCode = 1;
} else {
  console.log('bench: exactly the seats there were were held; every availability call answered.');
}
