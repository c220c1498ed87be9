/**
 * Step 1: everything a live site needs, checked before anything is changed, reported as one list
 * naming each setting (never a secret's value). The web settings are judged by the site's own
 * schema and production rules (src/config), the functions' by their own declarations.
 */
import { BlockList, isIPv6 } from 'node:net';
import { checkEnv } from '../../src/config/env-schema';
import { configuredText, readBuiltEnv } from '../../src/config/read-env';
import { productionProblems } from '../../src/config/production-readiness';
import { edgeRanges } from '@functions/lib/client-address';
import { firebaseJson, type CommandRunner } from './command-runner';
import { isProduction, PLACEHOLDER_PREFIX, type DeployTarget } from './deploy-target';
import { declaredSecretNames, requiredParamNames } from './functions-params';
import {
  declaredRuntime,
  firebaseToolsRuntimes,
  judgeRuntime,
  type RuntimeVerdict,
} from './functions-runtime';
import { isRealDomain, stripeKeyMode } from './site-address';

/** The webhook step creates this one from the endpoint it sets up at Stripe. */
const MADE_BY_DEPLOY = new Set(['STRIPE_WEBHOOK_SECRET']);

/** Only the local stand-ins use these: a deployed function must talk to the real Stripe API. */
const LOCAL_ONLY_PARAMS = ['STRIPE_API_HOST', 'STRIPE_API_PORT', 'STRIPE_API_PROTOCOL'];
const LOCAL_ONLY_WEB = ['VITE_AUTH_EMULATOR_URL', 'VITE_APP_CHECK_LOCAL_DEBUG'] as const;
/** Loopback and private blocks (RFC 1918, RFC 4193): never where Hosting's edge connects from. */
const LOCAL_BLOCKS = new BlockList();
for (const [network, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  LOCAL_BLOCKS.addSubnet(network, prefix, 'ipv4');
}
LOCAL_BLOCKS.addSubnet('::1', 128, 'ipv6');
LOCAL_BLOCKS.addSubnet('fc00::', 7, 'ipv6');

export interface PreflightDeps {
  run: CommandRunner;
  target: DeployTarget;
  /** The VITE_* values the site is built with (.env.<project-id>[.local]). */
  webEnv: Record<string, string>;
  /** The functions' params (functions/.env and functions/.env.<project-id>). */
  functionsEnv: Record<string, string>;
  association: { example: boolean; examplePolicyPaths: readonly string[] };
  today: Date;
  /** Defaults to functions/package.json judged by firebase-tools' own table. */
  runtime?: (today: Date) => RuntimeVerdict;
}

export interface PreflightResult {
  problems: string[];
  /** Read from Secret Manager for the webhook step; never printed. */
  stripeSecretKey?: string;
}

const judgeDeclaredRuntime = (today: Date) =>
  judgeRuntime(declaredRuntime(), firebaseToolsRuntimes(), today);

function projectProblems({ projectId, alias }: DeployTarget): string[] {
  if (projectId.startsWith(PLACEHOLDER_PREFIX)) {
    return [
      `The project "${projectId}" is a placeholder: put your real Firebase project id in .firebaserc's "${alias ?? projectId}" alias.`,
    ];
  }
  if (projectId.startsWith('demo-')) {
    return [
      `The project "${projectId}" is a demo- project, which exists only on the emulators: deploy to a real Firebase project (.firebaserc's "staging" or "production").`,
    ];
  }
  return [];
}

function webProblems(deps: PreflightDeps): { problems: string[]; siteUrl?: string } {
  const file = `.env.${deps.target.projectId}.local`;
  const checked = checkEnv(deps.webEnv);
  const problems = checked.ok
    ? []
    : checked.problems.map((problem) => {
        const setting = problem.split(':')[0] ?? '';
        return configuredText(deps.webEnv[setting]) === undefined
          ? `${setting} is not set (web config, ${file}).`
          : `${problem} (web config, ${file}).`;
      });
  // Read as the built site reads them, so the rules below judge even an incomplete config.
  const env = readBuiltEnv(deps.webEnv);
  problems.push(...productionProblems(env, deps.association));
  if (env.VITE_FIREBASE_PROJECT_ID && env.VITE_FIREBASE_PROJECT_ID !== deps.target.projectId) {
    problems.push(
      `VITE_FIREBASE_PROJECT_ID is "${env.VITE_FIREBASE_PROJECT_ID}", not the project deployed to ("${deps.target.projectId}").`,
    );
  }
  const siteUrl = configuredText(deps.webEnv.VITE_SITE_URL);
  if (!siteUrl || !URL.canParse(siteUrl) || !isPublicHttps(siteUrl)) {
    problems.push(
      `VITE_SITE_URL is ${siteUrl ? `"${siteUrl}"` : 'not set'}: give the site's public https address (its own domain, or https://<project-id>.web.app on staging).`,
    );
  }
  for (const setting of LOCAL_ONLY_WEB) {
    if (env[setting]) problems.push(`${setting} is for the local stack only: leave it unset.`);
  }
  return { problems, siteUrl: siteUrl && URL.canParse(siteUrl) ? siteUrl : undefined };
}

function isPublicHttps(siteUrl: string): boolean {
  const { protocol, hostname } = new URL(siteUrl);
  return protocol === 'https:' && hostname.includes('.') && !/^[\d.]+$/.test(hostname);
}

function functionsEnvProblems(
  env: Record<string, string>,
  projectId: string,
  siteUrl?: string,
): string[] {
  const file = `functions/.env.${projectId}`;
  const problems: string[] = [];
  const value = (name: string) => env[name]?.trim() ?? '';
  for (const name of requiredParamNames()) {
    if (!value(name)) problems.push(`${name} is not set (functions config, ${file}).`);
  }
  if (value('SITE_URL') && siteUrl && value('SITE_URL') !== siteUrl) {
    problems.push(`SITE_URL ("${value('SITE_URL')}") differs from VITE_SITE_URL ("${siteUrl}").`);
  }
  for (const name of LOCAL_ONLY_PARAMS) {
    if (value(name))
      problems.push(`${name} is set: leave it empty so the functions reach the real Stripe API.`);
  }
  const ranges = value('HOSTING_EDGE_RANGES');
  if (!ranges) {
    problems.push(
      `HOSTING_EDGE_RANGES is not set (functions config, ${file}): name Hosting's edge address blocks (docs/deploy.md, "Rate limits and the client address").`,
    );
  } else {
    try {
      edgeRanges(ranges);
      const local = ranges.split(',').some((entry) => {
        const address = entry.trim().split('/')[0] ?? '';
        return LOCAL_BLOCKS.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
      });
      if (local) {
        problems.push(
          "HOSTING_EDGE_RANGES names a local or private address block, not Hosting's edge.",
        );
      }
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  return problems;
}

type SecretState = 'present' | 'missing' | { unreadable: string };

async function secretState(deps: PreflightDeps, name: string): Promise<SecretState> {
  const answer = await firebaseJson(deps.run, deps.target.projectId, [
    'functions:secrets:get',
    name,
  ]);
  if (answer.ok) return 'present';
  return /404|not found|NOT_FOUND/i.test(answer.error) ? 'missing' : { unreadable: answer.error };
}

function stripeKeyProblems(key: string, target: DeployTarget, siteUrl?: string): string[] {
  const mode = stripeKeyMode(key);
  if (mode === 'unknown') {
    return ['STRIPE_SECRET_KEY is not a Stripe secret key (sk_live_… or sk_test_…).'];
  }
  if (mode === 'live' && !(siteUrl && isRealDomain(siteUrl))) {
    return [
      "STRIPE_SECRET_KEY is a live key, but VITE_SITE_URL is not the association's own https domain: live keys only with a real domain; use a test key (sk_test_…) on staging.",
    ];
  }
  if (mode === 'test' && isProduction(target)) {
    return [
      'STRIPE_SECRET_KEY is a test key on the production project: set the live key (sk_live_…).',
    ];
  }
  return [];
}

async function secretProblems(deps: PreflightDeps, siteUrl?: string): Promise<PreflightResult> {
  const problems: string[] = [];
  let stripeSecretKey: string | undefined;
  for (const name of declaredSecretNames().filter((secret) => !MADE_BY_DEPLOY.has(secret))) {
    const state = await secretState(deps, name);
    if (state === 'missing') {
      problems.push(
        `The Functions secret ${name} is not set (npx firebase functions:secrets:set ${name}).`,
      );
    } else if (state !== 'present') {
      // Signed out, or no access to Secret Manager: the other secrets cannot be read either.
      problems.push(`The Functions secrets could not be checked: ${state.unreadable}`);
      break;
    } else if (name === 'STRIPE_SECRET_KEY') {
      const { code, stdout } = await deps.run('firebase', [
        'functions:secrets:access',
        name,
        '--project',
        deps.target.projectId,
        '--non-interactive',
      ]);
      stripeSecretKey = code === 0 ? stdout.trim() : undefined;
      problems.push(
        ...(stripeSecretKey === undefined
          ? ['The Functions secret STRIPE_SECRET_KEY could not be read.']
          : stripeKeyProblems(stripeSecretKey, deps.target, siteUrl)),
      );
    }
  }
  return { problems, stripeSecretKey };
}

export async function preflight(deps: PreflightDeps): Promise<PreflightResult> {
  const runtime = (deps.runtime ?? judgeDeclaredRuntime)(deps.today);
  const project = projectProblems(deps.target);
  const web = webProblems(deps);
  const secrets = project.length > 0 ? { problems: [] } : await secretProblems(deps, web.siteUrl);
  return {
    problems: [
      ...project,
      ...(runtime.ok ? [] : [runtime.reason]),
      ...web.problems,
      ...functionsEnvProblems(deps.functionsEnv, deps.target.projectId, web.siteUrl),
      ...secrets.problems,
    ],
    stripeSecretKey: secrets.stripeSecretKey,
  };
}
