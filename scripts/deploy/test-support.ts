/** Settings and a recording runner the deploy tests share: a staging project with every setting. */
import type { CommandResult, CommandRunner, Program } from './command-runner';
import type { PreflightDeps } from './preflight';

export const STAGING_ID = 'valpolicella-staging';
export const STAGING_SITE = 'https://valpolicella-staging.web.app';
export const TEST_STRIPE_KEY = 'sk_test_deployRehearsalKey123';

export const COMPLETE_WEB_ENV: Record<string, string> = {
  VITE_FIREBASE_API_KEY: 'AIzaStagingKey',
  VITE_FIREBASE_AUTH_DOMAIN: `${STAGING_ID}.firebaseapp.com`,
  VITE_FIREBASE_PROJECT_ID: STAGING_ID,
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
  VITE_SITE_URL: STAGING_SITE,
  VITE_APP_CHECK_SITE_KEY: 'recaptcha-site-key',
  VITE_PRIVACY_POLICY_URL: 'https://www.iubenda.com/privacy-policy/123',
  VITE_COOKIE_POLICY_URL: 'https://www.iubenda.com/privacy-policy/123/cookie-policy',
};

export const COMPLETE_FUNCTIONS_ENV: Record<string, string> = {
  SITE_URL: STAGING_SITE,
  SMTP_HOST: 'smtp.example.net',
  MAIL_FROM: 'Tours <noreply@example.net>',
  ASSOCIATION_INBOX: 'staff@example.net',
  HOSTING_EDGE_RANGES: '151.101.0.0/16',
};

export const REAL_ASSOCIATION = { example: false, examplePolicyPaths: ['/esempi/privacy-policy'] };

export interface RecordedCall {
  program: Program;
  args: readonly string[];
  stdin?: string;
}

const json = (body: object, code = 0): CommandResult => ({
  code,
  stdout: JSON.stringify(body),
  stderr: '',
});

/**
 * Answers firebase-tools' commands as a project would: the secrets in `secrets` exist (a missing
 * one is Secret Manager's 404) and `functions:secrets:set` adds one; PITR and the backup schedules
 * as given, then as the update and create commands leave them. Every call is kept.
 */
export function recordingRunner(
  options: {
    secrets?: Record<string, string>;
    pitr?: boolean;
    backupSchedules?: object[];
  } = {},
): { run: CommandRunner; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const secrets = { ...options.secrets };
  let pitr = options.pitr ?? false;
  const backupSchedules = [...(options.backupSchedules ?? [])];
  const run: CommandRunner = async (program, args, runOptions = {}) => {
    calls.push({ program, args, stdin: runOptions.stdin });
    const [command, name = ''] = args;
    if (program === 'firebase' && command === 'functions:secrets:get') {
      return name in secrets
        ? json({ status: 'success', result: [{ state: 'ENABLED' }] })
        : json(
            {
              status: 'error',
              error: `Request had HTTP Error: 404, Secret [projects/1/secrets/${name}] not found or has no versions.`,
            },
            1,
          );
    }
    if (program === 'firebase' && command === 'functions:secrets:set') {
      secrets[name] = runOptions.stdin ?? '';
      return { code: 0, stdout: '', stderr: '' };
    }
    if (program === 'firebase' && command === 'functions:secrets:access') {
      return { code: 0, stdout: `${secrets[name] ?? ''}\n`, stderr: '' };
    }
    if (program === 'firebase' && command === 'firestore:databases:get') {
      return json({
        status: 'success',
        result: {
          pointInTimeRecoveryEnablement: pitr
            ? 'POINT_IN_TIME_RECOVERY_ENABLED'
            : 'POINT_IN_TIME_RECOVERY_DISABLED',
        },
      });
    }
    if (program === 'firebase' && command === 'firestore:backups:schedules:list') {
      return json({ status: 'success', result: backupSchedules });
    }
    if (program === 'firebase' && command === 'firestore:databases:update') {
      pitr = args.includes('ENABLED');
    }
    if (program === 'firebase' && command === 'firestore:backups:schedules:create') {
      backupSchedules.push({
        name: 'projects/p/databases/(default)/backupSchedules/daily',
        retention: '8467200s',
        dailyRecurrence: {},
      });
    }
    return { code: 0, stdout: '', stderr: '' };
  };
  return { run, calls };
}

export const ALL_SECRETS = {
  STRIPE_SECRET_KEY: TEST_STRIPE_KEY,
  SMTP_PASSWORD: 'smtp-password-value',
  BOOKING_LINK_SECRET: 'booking-link-secret-value',
  TICKET_SIGNING_KEY: 'ticket-signing-key-value',
  KEY_HASH_SECRET: 'key-hash-secret-value',
};

export function stagingPreflightDeps(overrides: Partial<PreflightDeps> = {}): PreflightDeps {
  return {
    run: recordingRunner({ secrets: ALL_SECRETS }).run,
    target: { projectId: STAGING_ID, alias: 'staging' },
    webEnv: COMPLETE_WEB_ENV,
    functionsEnv: COMPLETE_FUNCTIONS_ENV,
    association: REAL_ASSOCIATION,
    today: new Date(),
    runtime: () => ({ ok: true, daysLeft: 400 }),
    ...overrides,
  };
}
