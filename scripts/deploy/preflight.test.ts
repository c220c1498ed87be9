import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadEnv } from 'vite';
import { describe, expect, it } from 'vitest';
import { ASSOCIATION, EXAMPLE_POLICY_PATHS } from '../../src/content/association';
import { functionsEmulatorParams } from '../stack/functions-env';
import { shellRunner } from './command-runner';
import { preflight } from './preflight';
import {
  ALL_SECRETS,
  COMPLETE_FUNCTIONS_ENV,
  COMPLETE_WEB_ENV,
  recordingRunner,
  stagingPreflightDeps,
  TEST_STRIPE_KEY,
} from './test-support';

describe('preflight', () => {
  it('lists exactly what the demo configuration lacks for a real deploy', async () => {
    const { run, calls } = recordingRunner();
    const result = await preflight({
      run,
      target: { projectId: 'demo-valpolicella' },
      webEnv: loadEnv('emulator', '.', 'VITE_'),
      functionsEnv: functionsEmulatorParams('http://127.0.0.1:5000'),
      association: {
        example: ASSOCIATION.example,
        examplePolicyPaths: Object.values(EXAMPLE_POLICY_PATHS),
      },
      today: new Date(),
      runtime: () => ({ ok: true, daysLeft: 400 }),
    });
    expect(result.problems).toEqual([
      'The project "demo-valpolicella" is a demo- project, which exists only on the emulators: deploy to a real Firebase project (.firebaserc\'s "staging" or "production").',
      "VITE_PRIVACY_POLICY_URL points to the demo's example page (/esempi/privacy-policy), not to a real privacy policy.",
      "VITE_COOKIE_POLICY_URL points to the demo's example page (/esempi/cookie-policy), not to a real cookie policy.",
      "VITE_APP_CHECK_SITE_KEY is not set: every callable enforces App Check in production, so give the reCAPTCHA v3 site key registered for the site's App Check.",
      "The association's details in src/content/association.ts are still the demo's example ones (phone, e-mail, address, tax id, VAT id): put in the real ones and set `example` to false.",
      'VITE_SITE_URL is "http://127.0.0.1:5000": give the site\'s public https address (its own domain, or https://<project-id>.web.app on staging).',
      'VITE_AUTH_EMULATOR_URL is for the local stack only: leave it unset.',
      'VITE_APP_CHECK_LOCAL_DEBUG is for the local stack only: leave it unset.',
      'STRIPE_API_HOST is set: leave it empty so the functions reach the real Stripe API.',
      'STRIPE_API_PORT is set: leave it empty so the functions reach the real Stripe API.',
      'STRIPE_API_PROTOCOL is set: leave it empty so the functions reach the real Stripe API.',
      "HOSTING_EDGE_RANGES names a local or private address block, not Hosting's edge.",
    ]);
    // A demo- project exists only on the emulators: there is no Secret Manager to ask.
    expect(calls).toEqual([]);
  });

  it('names every Functions secret the functions declare and the project lacks', async () => {
    const { run, calls } = recordingRunner({
      secrets: {
        STRIPE_SECRET_KEY: TEST_STRIPE_KEY,
        BOOKING_LINK_SECRET: 'x',
        TICKET_SIGNING_KEY: 'y',
      },
    });
    const result = await preflight(stagingPreflightDeps({ run }));
    expect(result.problems).toEqual([
      'The Functions secret KEY_HASH_SECRET is not set (npx firebase functions:secrets:set KEY_HASH_SECRET).',
      'The Functions secret SMTP_PASSWORD is not set (npx firebase functions:secrets:set SMTP_PASSWORD).',
    ]);
    // The webhook step makes STRIPE_WEBHOOK_SECRET: its absence is not a problem here.
    expect(calls.map((call) => call.args[1])).not.toContain('STRIPE_WEBHOOK_SECRET');
  });

  it('passes a complete staging configuration and hands on the Stripe key', async () => {
    const result = await preflight(stagingPreflightDeps());
    expect(result).toEqual({ problems: [], stripeSecretKey: TEST_STRIPE_KEY });
  });

  it('refuses the placeholder project ids of .firebaserc', async () => {
    const result = await preflight(
      stagingPreflightDeps({
        target: { projectId: 'replace-with-production-project-id', alias: 'production' },
      }),
    );
    expect(result.problems[0]).toBe(
      'The project "replace-with-production-project-id" is a placeholder: put your real Firebase project id in .firebaserc\'s "production" alias.',
    );
  });

  it('accepts live keys only with a real domain, and only live keys on production', async () => {
    const liveKey = 'sk_live_51SecretValueNeverPrinted';
    const live = await preflight(
      stagingPreflightDeps({
        run: recordingRunner({ secrets: { ...ALL_SECRETS, STRIPE_SECRET_KEY: liveKey } }).run,
      }),
    );
    expect(live.problems).toEqual([
      "STRIPE_SECRET_KEY is a live key, but VITE_SITE_URL is not the association's own https domain: live keys only with a real domain; use a test key (sk_test_…) on staging.",
    ]);
    expect(live.problems.join('\n')).not.toContain(liveKey);

    const production = {
      target: { projectId: 'valpolicella-prod', alias: 'production' },
      webEnv: {
        ...COMPLETE_WEB_ENV,
        VITE_FIREBASE_PROJECT_ID: 'valpolicella-prod',
        VITE_SITE_URL: 'https://www.valpolicellaebiketours.it',
      },
      functionsEnv: {
        ...COMPLETE_FUNCTIONS_ENV,
        SITE_URL: 'https://www.valpolicellaebiketours.it',
      },
    };
    expect((await preflight(stagingPreflightDeps(production))).problems).toEqual([
      'STRIPE_SECRET_KEY is a test key on the production project: set the live key (sk_live_…).',
    ]);
    const withLiveKey = await preflight(
      stagingPreflightDeps({
        ...production,
        run: recordingRunner({ secrets: { ...ALL_SECRETS, STRIPE_SECRET_KEY: liveKey } }).run,
      }),
    );
    expect(withLiveKey.problems).toEqual([]);
  });

  it('never prints a secret value, whatever is wrong', async () => {
    const values = Object.values(ALL_SECRETS);
    const result = await preflight(
      stagingPreflightDeps({
        webEnv: { ...COMPLETE_WEB_ENV, VITE_SITE_URL: 'http://localhost' },
        functionsEnv: { SITE_URL: 'https://elsewhere.example', HOSTING_EDGE_RANGES: 'nonsense' },
      }),
    );
    expect(result.problems.length).toBeGreaterThan(3);
    for (const value of values) expect(result.problems.join('\n')).not.toContain(value);
  });

  it('includes the runtime guard', async () => {
    const result = await preflight(
      stagingPreflightDeps({
        runtime: () => ({ ok: false, reason: 'Node.js 24 is deprecated soon' }),
      }),
    );
    expect(result.problems).toEqual(['Node.js 24 is deprecated soon']);
  });
});

describe('preflight through the real firebase-tools', () => {
  it('says once that Secret Manager cannot be read when firebase-tools is signed out', async () => {
    // A home of its own: never the developer's sign-in, nor their Application Default Credentials.
    const home = mkdtempSync(join(tmpdir(), 'signed-out-'));
    const signedOut = {
      HOME: home,
      XDG_CONFIG_HOME: home,
      CLOUDSDK_CONFIG: home,
      GOOGLE_APPLICATION_CREDENTIALS: '',
    };
    const result = await preflight(
      stagingPreflightDeps({
        run: (program, args, options) => shellRunner(program, args, { ...options, env: signedOut }),
      }),
    );
    expect(result.problems).toEqual([
      'The Functions secrets could not be checked: Failed to authenticate, have you run firebase login?',
    ]);
    rmSync(home, { recursive: true, force: true });
  }, 30_000);
});
