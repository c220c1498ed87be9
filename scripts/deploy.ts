/**
 * Puts the site on a real Firebase project, one command, safe to run again:
 *   npm run deploy -- --project <staging|production|project-id> [--dry-run]
 * Settings: the web config in .env.<project-id>.local (or .env.<project-id>), the functions' in
 * functions/.env.<project-id>, the secrets in Secret Manager (docs/deploy.md). firebase-tools signs
 * in with `npx firebase login`; the Firestore writes use Application Default Credentials
 * (`gcloud auth application-default login`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseEnv as parseDotenv, parseArgs } from 'node:util';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import Stripe from 'stripe';
import { loadEnv } from 'vite';
import { ASSOCIATION, EXAMPLE_POLICY_PATHS } from '../src/content/association';
import { shellRunner } from './deploy/command-runner';
import { readAliases, resolveTarget } from './deploy/deploy-target';
import { runDeploy } from './deploy/run-deploy';

const { values } = parseArgs({
  options: { project: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } },
});
if (!values.project) {
  console.error('Usage: npm run deploy -- --project <staging|production|project-id> [--dry-run]');
  process.exit(2);
}
const target = resolveTarget(values.project, readAliases());

function readDotenv(path: string): Record<string, string> {
  return existsSync(path)
    ? (parseDotenv(readFileSync(path, 'utf8')) as Record<string, string>)
    : {};
}

let app: App | undefined;
try {
  const ok = await runDeploy({
    run: shellRunner,
    target,
    webEnv: loadEnv(target.projectId, '.', 'VITE_'),
    functionsEnv: {
      ...readDotenv('functions/.env'),
      ...readDotenv(`functions/.env.${target.projectId}`),
    },
    association: {
      example: ASSOCIATION.example,
      examplePolicyPaths: Object.values(EXAMPLE_POLICY_PATHS),
    },
    today: new Date(),
    stripeFor: (key) => new Stripe(key),
    db: () => getFirestore((app ??= initializeApp({ projectId: target.projectId }, 'deploy'))),
    fetch,
    log: (line) => console.log(line),
    dryRun: values['dry-run'],
  });
  process.exitCode = ok ? 0 : 1;
} catch (error) {
  console.error(`\nThe deploy stopped: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  if (app) await deleteApp(app);
}
