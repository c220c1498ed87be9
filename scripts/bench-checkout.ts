/**
 * Latency of createCheckoutSession end to end: rate limit, register lookup, the seat-hold
 * transaction, the Stripe call (real SDK against the in-process stand-in) and the session-id write.
 *
 *   npx tsx scripts/with-firestore.ts npx tsx scripts/bench-checkout.ts [--calls 100]
 *
 * Calls run one after another, each from a different client (as real visitors are), for the
 * unlimited Pojega tour on the next Saturday, so no call is refused.
 */
import { parseArgs } from 'node:util';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { createCheckout } from '../functions/src/services/booking/checkout';
import type { BookingDeps } from '../functions/src/services/booking/deps';
import { stripeClient } from '../functions/src/services/stripe-client';
import { isoWeekday, todayInRome } from '../src/domain/calendar';
import { TERMS_VERSION } from '../src/domain/terms';
import { startStripeStandIn } from '../tools/stripe-stand-in/server';
import { writeDemoMembers } from './stack/seed';

const WARM_UP = 5;

function nextSaturday(now: Date): string {
  const today = todayInRome(now);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const offset = (6 - isoWeekday(today) + 7) % 7 || 7;
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? NaN;
}

const { values } = parseArgs({ options: { calls: { type: 'string', default: '100' } } });
const calls = Number(values.calls);
if (!process.env.FIRESTORE_EMULATOR_HOST) {
  console.error('Run through scripts/with-firestore.ts (see the comment at the top).');
  process.exit(2);
}

const app = initializeApp({ projectId: 'demo-valpolicella' }, 'bench');
const db = getFirestore(app);
await writeDemoMembers(db);
const standIn = await startStripeStandIn({ port: 0, log: () => undefined });
const deps: BookingDeps = {
  db,
  stripe: stripeClient('sk_test_bench', {
    host: '127.0.0.1',
    port: String(standIn.port),
    protocol: 'http',
  }),
  now: () => new Date(),
  links: { siteUrl: 'http://127.0.0.1:5000', secret: 'bench-link-secret' },
};
const settings = { siteUrl: 'http://127.0.0.1:5000', allowUnverifiedMembers: false };
const date = nextSaturday(new Date());

const durations: number[] = [];
for (let i = 0; i < WARM_UP + calls; i += 1) {
  const data = {
    tourId: 'pojega',
    customerName: 'Giulia Bianchi',
    customerEmail: 'giulia@example.com',
    participants: 2,
    selectedDate: date,
    participantNames: ['Giulia Bianchi', 'Marco Rossi'],
    locale: 'it',
    gating: {
      isMember: true,
      termsAccepted: true,
      termsVersion: TERMS_VERSION,
      termsAcceptedAt: new Date().toISOString(),
      medicalCertDeclared: true,
      memberId: null,
      memberMatch: 'found',
      memberNameEntered: 'Giulia Bianchi',
    },
  };
  const started = performance.now();
  await createCheckout(deps, settings, { data, clientKey: `ip:bench-${i}` });
  if (i >= WARM_UP) durations.push(performance.now() - started);
}

durations.sort((a, b) => a - b);
const mean = durations.reduce((sum, ms) => sum + ms, 0) / durations.length;
const format = (ms: number) => `${ms.toFixed(1)} ms`;
console.log(
  `createCheckoutSession × ${calls} (sequential, after ${WARM_UP} warm-up calls): ` +
    `p50 ${format(percentile(durations, 50))}, p95 ${format(percentile(durations, 95))}, ` +
    `mean ${format(mean)}, max ${format(durations.at(-1) ?? NaN)}`,
);
await standIn.close();
await deleteApp(app);
