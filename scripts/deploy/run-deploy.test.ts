import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../../tools/stripe-stand-in/server';
import { standInRequests } from '../../tools/stripe-stand-in/test-fixtures';
import { runDeploy, type DeployDeps } from './run-deploy';
import { recordingRunner, stagingPreflightDeps } from './test-support';

/** firebase-tools commands that only read; anything else changes the project. */
const READ_ONLY = new Set([
  'functions:secrets:get',
  'functions:secrets:access',
  'firestore:databases:get',
  'firestore:backups:schedules:list',
]);

let standIn: StripeStandIn;
beforeAll(async () => {
  standIn = await startStripeStandIn({ port: 0, log: () => undefined });
});
afterAll(() => standIn.close());

function deps(overrides: Partial<DeployDeps>): DeployDeps {
  const { port } = standIn;
  return {
    ...stagingPreflightDeps(),
    stripeFor: (key) => new Stripe(key, { host: '127.0.0.1', port, protocol: 'http' }),
    db: () => {
      throw new Error('a dry run opened Firestore');
    },
    fetch: () => {
      throw new Error('a dry run fetched the site');
    },
    log: () => undefined,
    dryRun: true,
    ...overrides,
  };
}

describe('npm run deploy -- --dry-run', () => {
  it('prints each step it would take and runs no command that changes anything', async () => {
    const { run, calls } = recordingRunner({
      secrets: {
        STRIPE_SECRET_KEY: 'sk_test_dryRun',
        SMTP_PASSWORD: 'p',
        BOOKING_LINK_SECRET: 'b',
        TICKET_SIGNING_KEY: 't',
        KEY_HASH_SECRET: 'k',
      },
    });
    const lines: string[] = [];
    const done = await runDeploy(deps({ run, log: (line) => lines.push(line) }));

    expect(done).toBe(true);
    const printed = lines.join('\n');
    expect(lines.filter((line) => /^\n\d\/6 /.test(line))).toEqual([
      '\n1/6 preflight of valpolicella-staging (dry run)',
      '\n2/6 Stripe webhook endpoint (dry run)',
      '\n3/6 build and deploy (dry run)',
      '\n4/6 schedules and settings (dry run)',
      '\n5/6 Firestore protection (dry run)',
      '\n6/6 smoke check of the live site (dry run)',
    ]);
    expect(printed).toContain(
      'would create the webhook endpoint https://valpolicella-staging.web.app/api/stripe-webhook for checkout.session.completed,',
    );
    expect(printed).toContain('would run: npm run build:web -- --mode valpolicella-staging');
    expect(printed).toContain(
      'would run: firebase deploy --only hosting,functions,firestore:rules,firestore:indexes --project valpolicella-staging',
    );
    expect(printed).toContain('would create the missing schedules/{tourId}');
    expect(printed).toContain(
      'would turn on point-in-time recovery: firebase firestore:databases:update (default) --point-in-time-recovery ENABLED',
    );
    expect(printed).toContain(
      'would turn on a daily backup kept 14w: firebase firestore:backups:schedules:create --recurrence DAILY --retention 14w',
    );
    expect(printed).toContain('would check https://valpolicella-staging.web.app');
    expect(printed).toContain('Dry run: nothing was changed.');
    expect(printed).not.toContain('sk_test_dryRun');

    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(call.program).toBe('firebase');
      expect(READ_ONLY).toContain(call.args[0]);
    }
    expect(await standInRequests(standIn)).toEqual(['GET /v1/webhook_endpoints']);
  });

  it('stops after the preflight with its list, before any other step', async () => {
    const { run, calls } = recordingRunner();
    const lines: string[] = [];
    const done = await runDeploy(deps({ run, log: (line) => lines.push(line), dryRun: false }));
    expect(done).toBe(false);
    expect(lines).toContain('Not ready to deploy: 5 setting(s) to fix first:');
    expect(lines.some((line) => /^\n2\/6/.test(line))).toBe(false);
    expect(calls.every((call) => call.args[0] === 'functions:secrets:get')).toBe(true);
  });
});
