/**
 * The deploy, step by step. Each step takes its dependencies (a command runner, a Stripe client,
 * fetch, Firestore, the settings read), so a test drives the whole sequence without a Google
 * project. The webhook is set up before the build and deploy: the functions bind
 * STRIPE_WEBHOOK_SECRET, and a deploy whose secret does not exist yet is refused.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { buildAndDeploy } from './build-and-deploy';
import type { CommandRunner } from './command-runner';
import { protectFirestore } from './firestore-protection';
import { importMissingData } from './initial-data';
import { preflight, type PreflightDeps } from './preflight';
import { webhookUrl } from './site-address';
import { smokeCheck } from './smoke-check';
import { setUpStripeWebhook } from './stripe-webhook';

export interface DeployDeps extends PreflightDeps {
  run: CommandRunner;
  stripeFor: (secretKey: string) => Stripe;
  db: () => Firestore;
  fetch: typeof fetch;
  log: (line: string) => void;
  dryRun: boolean;
}

/** Answers whether every step went through (a dry run: whether the preflight found nothing). */
export async function runDeploy(deps: DeployDeps): Promise<boolean> {
  const { log, dryRun, run } = deps;
  const projectId = deps.target.projectId;
  const heading = (step: number, title: string) =>
    log(`\n${step}/6 ${title}${dryRun ? ' (dry run)' : ''}`);

  heading(1, `preflight of ${projectId}`);
  const checked = await preflight(deps);
  if (checked.problems.length > 0) {
    log(`Not ready to deploy: ${checked.problems.length} setting(s) to fix first:`);
    for (const problem of checked.problems) log(`- ${problem}`);
    return false;
  }
  log('every setting is in place');
  const siteUrl = deps.webEnv.VITE_SITE_URL ?? '';
  const endpointUrl = webhookUrl(siteUrl);
  const stripe = checked.stripeSecretKey ? deps.stripeFor(checked.stripeSecretKey) : undefined;
  if (!stripe) throw new Error('The preflight passed without reading STRIPE_SECRET_KEY');

  heading(2, 'Stripe webhook endpoint');
  await setUpStripeWebhook({ stripe, run, projectId, url: endpointUrl, dryRun, log });

  heading(3, 'build and deploy');
  await buildAndDeploy({ run, projectId, dryRun, log });

  heading(4, 'schedules and settings');
  await importMissingData({ db: deps.db, dryRun, log });

  heading(5, 'Firestore protection');
  await protectFirestore({ run, projectId, dryRun, log });

  heading(6, 'smoke check of the live site');
  await smokeCheck({ siteUrl, webhookUrl: endpointUrl, stripe, fetch: deps.fetch, dryRun, log });
  log(dryRun ? '\nDry run: nothing was changed.' : `\n${projectId} is deployed.`);
  return true;
}
