import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as exported from '@functions/index';
import type { SiteCallableDefinition } from '@functions/lib/callable';
import { FUNCTIONS_REGION, callablePath } from '@/domain/functions-config';
import { CALLABLE_SCHEMAS } from './callable-schemas';
import { CALLABLE_NAMES, needsLimitedUseAppCheck, type CallableName } from './callables';

/** Hosting rewrites to functions that are not callables: Stripe posts its events here. */
const OTHER_REWRITES: Record<string, string> = {
  '/api/stripe-webhook': 'stripeWebhook',
  '/api/health': 'health',
};

interface Rewrite {
  source: string;
  function?: { functionId: string; region?: string };
}

/** What the deploy reads from an exported function (firebase-functions' manifest entry). */
interface Exported {
  __endpoint?: { region?: unknown[]; callableTrigger?: object; httpsTrigger?: object };
  siteCallable?: SiteCallableDefinition;
}

interface Wiring {
  rewrites: Rewrite[];
  functions: Record<string, Exported>;
  /** The callables the web asks a limited-use App Check token for. */
  webLimitedUse: string[];
}

const sorted = (names: Iterable<string>) => [...names].sort();

function difference(label: string, actual: string[], expected: string[]): string[] {
  return [
    ...expected.filter((name) => !actual.includes(name)).map((name) => `${label}: missing ${name}`),
    ...actual.filter((name) => !expected.includes(name)).map((name) => `${label}: extra ${name}`),
  ];
}

/** Every way the rewrites, the exported functions and the App Check lists differ from the registry. */
function mismatches({ rewrites, functions, webLimitedUse }: Wiring): string[] {
  const expectedRewrites = new Map<string, string>([
    ...CALLABLE_NAMES.map((name) => [callablePath(name), name] as const),
    ...Object.entries(OTHER_REWRITES),
  ]);
  const functionRewrites = rewrites.filter((rewrite) => rewrite.source.startsWith('/api/'));
  const problems = difference(
    'firebase.json /api/ rewrites',
    functionRewrites.map((rewrite) => rewrite.source),
    [...expectedRewrites.keys()],
  );
  for (const { source, function: target } of functionRewrites) {
    const expectedId = expectedRewrites.get(source);
    if (!expectedId) continue;
    if (target?.functionId !== expectedId)
      problems.push(`${source} rewrites to ${target?.functionId}, not ${expectedId}`);
    if (target?.region !== FUNCTIONS_REGION)
      problems.push(`${source} rewrites to region ${target?.region}, not ${FUNCTIONS_REGION}`);
    const deployed = functions[expectedId]?.__endpoint;
    if (!deployed) problems.push(`${source}: functions/src/index.ts exports no ${expectedId}`);
    else if (JSON.stringify(deployed.region) !== JSON.stringify([FUNCTIONS_REGION]))
      problems.push(`${expectedId} runs in ${String(deployed.region)}, not ${FUNCTIONS_REGION}`);
  }
  const callables = Object.entries(functions).filter(([, fn]) => fn.__endpoint?.callableTrigger);
  problems.push(
    ...difference(
      'callables exported by functions/src/index.ts',
      callables.map(([name]) => name),
      CALLABLE_NAMES,
    ),
  );
  for (const [exportName, fn] of callables) {
    const definition = fn.siteCallable;
    if (!definition) problems.push(`${exportName} is not defined with siteCallable`);
    else if (definition.name !== exportName)
      problems.push(`${exportName} is defined as siteCallable('${definition.name}')`);
    if (definition && !definition.enforceAppCheck)
      problems.push(`${exportName} does not enforce App Check`);
  }
  const expectedLimitedUse = CALLABLE_NAMES.filter(needsLimitedUseAppCheck);
  problems.push(
    ...difference(
      'functions consuming App Check tokens',
      callables.filter(([, fn]) => fn.siteCallable?.consumeAppCheckToken).map(([name]) => name),
      expectedLimitedUse,
    ),
    ...difference('web limited-use App Check tokens', webLimitedUse, expectedLimitedUse),
  );
  return problems;
}

const config = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
  hosting: { rewrites: Rewrite[] };
};
const actual: Wiring = {
  rewrites: config.hosting.rewrites,
  functions: exported as unknown as Record<string, Exported>,
  webLimitedUse: CALLABLE_NAMES.filter(needsLimitedUseAppCheck),
};
const withoutFunction = (name: string) =>
  Object.fromEntries(Object.entries(actual.functions).filter(([key]) => key !== name));

describe('the registry of callables', () => {
  it('matches firebase.json, the exported functions and both App Check lists', () => {
    expect(mismatches(actual)).toEqual([]);
  });

  it('has a request and a response schema for each name, and no other', () => {
    expect(sorted(Object.keys(CALLABLE_SCHEMAS))).toEqual(sorted(CALLABLE_NAMES));
  });

  it('finds a rewrite that is missing, extra, or aimed at another function or region', () => {
    const missing = actual.rewrites.filter((rewrite) => rewrite.source !== '/api/signWaiver');
    const extra = { source: '/api/forgotten', function: { functionId: 'forgotten' } };
    const elsewhere = actual.rewrites.map((rewrite) =>
      rewrite.source === '/api/myBookings'
        ? { source: rewrite.source, function: { functionId: 'myBookings', region: 'us-central1' } }
        : rewrite,
    );
    expect(mismatches({ ...actual, rewrites: missing })).toEqual([
      'firebase.json /api/ rewrites: missing /api/signWaiver',
    ]);
    expect(mismatches({ ...actual, rewrites: [...actual.rewrites, extra] })).toEqual([
      'firebase.json /api/ rewrites: extra /api/forgotten',
    ]);
    expect(mismatches({ ...actual, rewrites: elsewhere })).toEqual([
      '/api/myBookings rewrites to region us-central1, not europe-west1',
    ]);
  });

  it('finds a callable the functions do not export, or export under another name', () => {
    expect(mismatches({ ...actual, functions: withoutFunction('staffSeason') })).toEqual([
      '/api/staffSeason: functions/src/index.ts exports no staffSeason',
      'callables exported by functions/src/index.ts: missing staffSeason',
    ]);
    const renamed = { ...withoutFunction('staffSeason'), seasonView: exported.staffSeason };
    expect(mismatches({ ...actual, functions: renamed })).toEqual([
      '/api/staffSeason: functions/src/index.ts exports no staffSeason',
      'callables exported by functions/src/index.ts: missing staffSeason',
      'callables exported by functions/src/index.ts: extra seasonView',
      "seasonView is defined as siteCallable('staffSeason')",
    ]);
  });

  it('finds an App Check entry that is missing or extra on either side', () => {
    const limitedUse = actual.webLimitedUse;
    const consuming = (name: CallableName, consume: boolean): Record<string, Exported> => {
      const fn = actual.functions[name]!;
      const definition = { ...fn.siteCallable!, consumeAppCheckToken: consume };
      return { ...actual.functions, [name]: { ...fn, siteCallable: definition } };
    };
    expect(limitedUse).toContain('verifyMember');
    expect(
      mismatches({ ...actual, webLimitedUse: limitedUse.filter((n) => n !== 'verifyMember') }),
    ).toEqual(['web limited-use App Check tokens: missing verifyMember']);
    expect(mismatches({ ...actual, webLimitedUse: [...limitedUse, 'staffRoster'] })).toEqual([
      'web limited-use App Check tokens: extra staffRoster',
    ]);
    expect(mismatches({ ...actual, functions: consuming('verifyMember', false) })).toEqual([
      'functions consuming App Check tokens: missing verifyMember',
    ]);
    expect(mismatches({ ...actual, functions: consuming('staffRoster', true) })).toEqual([
      'functions consuming App Check tokens: extra staffRoster',
    ]);
  });
});
