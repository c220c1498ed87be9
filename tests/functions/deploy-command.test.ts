import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runDeploy, type DeployDeps } from '../../scripts/deploy/run-deploy';
import {
  ALL_SECRETS,
  recordingRunner,
  stagingPreflightDeps,
  STAGING_SITE,
} from '../../scripts/deploy/test-support';
import { startStripeStandIn, type StripeStandIn } from '../../tools/stripe-stand-in/server';
import { standInRequests } from '../../tools/stripe-stand-in/test-fixtures';
import { closeTestDb, testDb, TEST_PROJECT_ID } from '../support/firestore';

/**
 * `npm run deploy` end to end without a Google project: firebase-tools and npm through a recording
 * runner, Stripe through the real SDK on the stand-in, the Firestore writes on the emulator, and
 * the live site's addresses answered by a local server standing in for Hosting.
 */
let standIn: StripeStandIn;
let site: Server;
let siteBase: string;
const missingPages = new Set<string>();

beforeAll(async () => {
  standIn = await startStripeStandIn({ port: 0, log: () => undefined });
  site = createServer((request, response) => {
    if (request.method === 'POST' && request.url === '/api/availability') {
      // What a callable answers without an App Check token.
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ error: { message: 'Unauthenticated', status: 'UNAUTHENTICATED' } }),
      );
      return;
    }
    const found = ['/', '/en'].includes(request.url ?? '') && !missingPages.has(request.url ?? '');
    response.writeHead(found ? 200 : 404, { 'content-type': 'text/html' });
    response.end('<!doctype html>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteBase = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await standIn.close();
  await new Promise((resolve) => site.close(resolve));
  await closeTestDb();
});
beforeEach(async () => {
  missingPages.clear();
  await fetch(`${standIn.url}/__stand-in/reset`, { method: 'POST' });
  const documents = `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${TEST_PROJECT_ID}/databases/(default)/documents`;
  expect((await fetch(documents, { method: 'DELETE' })).ok).toBe(true);
});

function deployDeps(runner: ReturnType<typeof recordingRunner>, log: string[]): DeployDeps {
  return {
    ...stagingPreflightDeps({ run: runner.run }),
    stripeFor: (key) =>
      new Stripe(key, { host: '127.0.0.1', port: standIn.port, protocol: 'http' }),
    db: testDb,
    // The site's https address, answered by the local stand-in for Hosting.
    fetch: (url, init) => fetch(`${siteBase}${new URL(String(url)).pathname}`, init),
    log: (line) => log.push(line),
    dryRun: false,
  };
}

const CHANGING =
  /^(deploy|functions:secrets:set|firestore:databases:update|firestore:backups:schedules:(create|update))$/;

const stripeRequests = () => standInRequests(standIn);

describe('npm run deploy', () => {
  it('sets up a new project, and a second run changes nothing', async () => {
    const runner = recordingRunner({ secrets: ALL_SECRETS });
    const first: string[] = [];
    expect(await runDeploy(deployDeps(runner, first))).toBe(true);

    const changed = runner.calls.filter((call) => CHANGING.test(call.args[0] ?? ''));
    expect(changed.map((call) => call.args[0])).toEqual([
      'functions:secrets:set',
      'deploy',
      'firestore:databases:update',
      'firestore:backups:schedules:create',
    ]);
    expect(runner.calls.map((call) => `${call.program} ${call.args.join(' ')}`)).toContain(
      'npm run build:web -- --mode valpolicella-staging',
    );
    expect(first).toContain(
      'created 9 schedule(s), settings/membership, settings/mail, settings/vouchers, settings/receipts',
    );
    expect(first).toContain('home, /en, a callable and the webhook endpoint answer');
    const { data: endpoints } = await new Stripe('sk_test_x', {
      host: '127.0.0.1',
      port: standIn.port,
      protocol: 'http',
    }).webhookEndpoints.list();
    expect(endpoints.map((endpoint) => endpoint.url)).toEqual([
      `${STAGING_SITE}/api/stripe-webhook`,
    ]);

    const callsBefore = runner.calls.length;
    const stripeBefore = (await stripeRequests()).length;
    const second: string[] = [];
    expect(await runDeploy(deployDeps(runner, second))).toBe(true);

    // Only the deploy itself runs again (firebase-tools skips unchanged functions).
    expect(
      runner.calls
        .slice(callsBefore)
        .filter((call) => CHANGING.test(call.args[0] ?? ''))
        .map((call) => call.args[0]),
    ).toEqual(['deploy']);
    expect((await stripeRequests()).slice(stripeBefore).every((r) => r.startsWith('GET '))).toBe(
      true,
    );
    expect(second.filter((line) => line.endsWith('unchanged'))).toHaveLength(4);
  });

  it('fails its smoke check, naming the page, when the English home page is missing', async () => {
    missingPages.add('/en');
    const log: string[] = [];
    await expect(
      runDeploy(deployDeps(recordingRunner({ secrets: ALL_SECRETS }), log)),
    ).rejects.toThrow(`${STAGING_SITE}/en answered 404, not 200`);
  });
});
