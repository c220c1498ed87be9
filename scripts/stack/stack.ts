import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { authEmulatorReady, launchAuthEmulator } from './auth-emulator';
import { clearFirestore, startFirestoreEmulator } from './firestore-emulator';
import { freePort } from './free-port';
import { LOCAL_SECRETS, writeFunctionsEmulatorEnv } from './functions-env';
import { HOST, PORTS, PROJECT_ID, URLS } from './ports';
import {
  httpOk,
  isPortOpen,
  startProcess,
  stopProcess,
  waitFor,
  type ManagedProcess,
} from './processes';
import {
  registerDocumentCreatedTrigger,
  registerDocumentWrittenTrigger,
} from './emulator-triggers';
import { writeEmulatorHostingConfig } from './hosting-config';
import { localAppCheckHeader } from './local-app-check';
import { startScheduler } from './scheduler';
import { seedDemoData } from './seed';
import { DEMO_GUIDE, DEMO_STAFF } from './staff-claim';

export interface StackOptions {
  /** Serve Vite's dev server with hot reload (port 5173) instead of the built site only. */
  dev?: boolean;
  /** Build the web app and the functions first (skip when the caller just built them). */
  build?: boolean;
  /** Print every service's output, prefixed with its name. */
  echo?: boolean;
  /**
   * Connect the trigger that keeps the season's money totals (default true). The season bench
   * connects it itself, once its 20,000 bookings are written and the totals rebuilt from them:
   * connected before, each of those writes would be an event to process while it times.
   */
  seasonTotalsTrigger?: boolean;
  /**
   * Serve every function from one Node process that takes one call at a time (the emulator's
   * debug mode, `--inspect-functions`), instead of a process per function and per concurrent call.
   * Each of those processes costs about two CPU-seconds to load the SDKs and the bundle, and the
   * end-to-end tests reach most of the 67 functions: on a 2-core machine the shared process makes
   * their run a fifth shorter (docs/performance.md). What it gives up is calls running side by side,
   * which no end-to-end test relies on: the races on seats and money are the integration tests'
   * (tests/functions), run concurrently against the Firestore emulator. It also lifts the
   * functions' timeouts: a call that hangs fails its test on the test's own timeout, and every
   * test after it that calls a function, so a hang cannot pass unseen. The process is preloaded
   * with a gate (shared-runtime-gate.mjs) that holds each request until the emulator has named
   * its function.
   */
  sharedFunctionsWorker?: boolean;
}

/** The preload that keeps the shared functions process from running a request as another function. */
const SHARED_RUNTIME_GATE = fileURLToPath(new URL('./shared-runtime-gate.mjs', import.meta.url));

/** Connects seasonTotalsOnBookingWrite to the stack's Firestore emulator. */
export const registerSeasonTotalsTrigger = () =>
  registerDocumentWrittenTrigger('seasonTotalsOnBookingWrite', 'bookings/{bookingId}');

export interface RunningStack {
  siteUrl: string;
  stop: () => Promise<void>;
  /** The warnings and errors the stack's processes logged, by process, for a failed run's report. */
  problems: () => { name: string; lines: string[] }[];
}

const bin = (name: string) => `node_modules/.bin/${name}`;

function run(command: string, args: string[]): void {
  execFileSync(command, args, { stdio: 'inherit' });
}

async function busyPorts(): Promise<string[]> {
  const wanted = Object.entries(PORTS).filter(([name]) => name !== 'viteDev');
  const busy: string[] = [];
  for (const [name, port] of wanted) if (await isPortOpen(port)) busy.push(`${name} (${port})`);
  return busy;
}

/**
 * The previous run under the stack lock may still be closing its emulators when the lock passes
 * on (a Java process takes a few seconds to let its port go): wait for that before giving up.
 */
async function assertPortsFree(): Promise<void> {
  let busy = await busyPorts();
  for (let waited = 0; busy.length > 0 && waited < 30; waited += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    busy = await busyPorts();
  }
  if (busy.length > 0) {
    throw new Error(
      `Ports already in use: ${busy.join(', ')}. Is another 'npm start' or 'npm test' running?`,
    );
  }
}

export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const { dev = false, build = true, echo = false } = options;
  await assertPortsFree();
  if (build) {
    run('npm', ['run', '--silent', 'build:emulator']);
  }
  const siteUrl = dev ? URLS.devSite : URLS.site;
  writeFunctionsEmulatorEnv(siteUrl);

  const started: ManagedProcess[] = [];
  let stopScheduler = () => undefined as void;
  const stop = async () => {
    stopScheduler();
    for (const managed of started.reverse()) await stopProcess(managed);
  };
  try {
    // The emulators start side by side, each in its own process: the Firebase CLI's (Hosting, the
    // functions' discovery and their process) and the Auth emulator's are the longest.
    const firebase = startProcess(
      'firebase',
      bin('firebase'),
      [
        'emulators:start',
        '--only',
        'functions,hosting',
        '--project',
        PROJECT_ID,
        '--config',
        writeEmulatorHostingConfig(URLS.auth),
        ...(options.sharedFunctionsWorker ? ['--inspect-functions'] : []),
      ],
      {
        echo,
        env: {
          ...process.env,
          FIRESTORE_EMULATOR_HOST: `${HOST}:${PORTS.firestore}`,
          // The Auth emulator runs apart (auth-emulator.ts); the functions find it by this.
          FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${PORTS.auth}`,
          // The functions' discovery writes their manifest to a file and exits, instead of
          // serving it over HTTP and being told to quit, which the CLI then waited about 3 s on.
          FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH: 'true',
          // The emulator starts a Node process per concurrent call, and gives up on one that is
          // not listening within 30 s: on a busy 2-core machine a burst of cold starts (parallel
          // end-to-end tests, `npm run bench`) takes longer. Production keeps warm instances.
          FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '180',
          ...(options.sharedFunctionsWorker
            ? {
                NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import ${SHARED_RUNTIME_GATE}`]
                  .filter(Boolean)
                  .join(' '),
              }
            : {}),
        },
      },
    );
    started.push(firebase);
    const auth = launchAuthEmulator(
      { auth: PORTS.auth, hub: await freePort(), logging: await freePort() },
      echo,
    );
    started.push(auth);
    started.push(
      await startFirestoreEmulator(
        PORTS.firestore,
        'firestore.rules',
        echo,
        `${HOST}:${PORTS.functionsEmulator}`,
      ),
    );
    const frontEnds = startProcess(
      'front-ends',
      bin('tsx'),
      ['scripts/stack/front-proxies-main.ts'],
      {
        echo,
      },
    );
    started.push(frontEnds);
    await clearFirestore(PORTS.firestore, PROJECT_ID);

    const mail = startProcess(
      'mail',
      bin('maildev'),
      ['--smtp', String(PORTS.smtp), '--web', String(PORTS.mailUi), '--ip', HOST, '--web-ip', HOST],
      { echo },
    );
    started.push(mail);

    const stripe = startProcess('stripe', bin('tsx'), ['tools/stripe-stand-in/main.ts'], {
      echo,
      env: {
        ...process.env,
        STRIPE_STAND_IN_PORT: String(PORTS.stripe),
        STRIPE_STAND_IN_HOST: HOST,
        STRIPE_WEBHOOK_URL: `${URLS.functionsBase}/stripeWebhook`,
        STRIPE_WEBHOOK_SECRET: LOCAL_SECRETS.STRIPE_WEBHOOK_SECRET,
      },
    });
    started.push(stripe);

    if (dev) {
      started.push(
        startProcess('functions-build', 'node', ['functions/build.mjs', '--watch'], { echo }),
      );
      started.push(
        startProcess('vite', bin('vite'), ['--mode', 'emulator'], {
          echo: true,
          env: { ...process.env, HOSTING_EMULATOR_URL: URLS.site },
        }),
      );
    }

    await waitFor('Front ends', async () => frontEnds.output().includes('front ends ready'), {
      process: frontEnds,
    });
    await waitFor('Mail catcher', () => httpOk(URLS.mailInbox), { process: mail });
    await waitFor('Stripe stand-in', () => isPortOpen(PORTS.stripe), { process: stripe });
    await waitFor(
      'Firebase emulators',
      async () => firebase.output().includes('All emulators ready'),
      { process: firebase, timeoutMs: 180_000 },
    );
    await waitFor('Functions', () => callableAnswers(), { process: firebase });
    await registerDocumentCreatedTrigger('sendQueuedMail', 'mailOutbox/{id}');
    await registerDocumentWrittenTrigger('normalizeMemberNameOnWrite', 'members/{memberNumber}');
    if (options.seasonTotalsTrigger !== false) await registerSeasonTotalsTrigger();
    const scheduler = startScheduler({ echo });
    stopScheduler = () => scheduler.stop();
    if (dev) await waitFor('Vite dev server', () => httpOk(URLS.devSite));
    // The demo accounts are the Auth emulator's.
    await authEmulatorReady(auth);
    await seedDemoData();
    const problems = () =>
      started
        .map((managed) => ({ name: managed.name, lines: managed.problems() }))
        .filter(({ lines }) => lines.length > 0);
    return { siteUrl, stop, problems };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** True once the availability callable answers through Hosting's rewrite, i.e. the whole chain works. */
async function callableAnswers(): Promise<boolean> {
  const response = await fetch(`${URLS.site}/api/availability`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...localAppCheckHeader() },
    body: JSON.stringify({ data: { tourId: 'emotion-in-villa' } }),
  });
  return response.ok;
}

export function describeStack(siteUrl: string): string {
  return [
    `  Site              ${siteUrl}`,
    `  Functions         ${URLS.functionsBase}/<name> (also ${URLS.site}/api/<name>)`,
    `  Firestore         ${URLS.firestore}`,
    `  Auth emulator     ${URLS.auth}`,
    `  Stripe stand-in   ${URLS.stripe}`,
    `  Mail inbox        ${URLS.mailInbox} (SMTP ${HOST}:${PORTS.smtp})`,
    `  Staff area        ${siteUrl}/staff (manager: ${DEMO_STAFF.email} / ${DEMO_STAFF.password},` +
      ` guide: ${DEMO_GUIDE.email} / ${DEMO_GUIDE.password})`,
  ].join('\n');
}
