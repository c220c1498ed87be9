/**
 * The Cloud Functions runtime the project declares (functions/package.json's `engines.node`), read
 * the way firebase-tools reads it, and judged against firebase-tools' own table of runtimes and
 * their deprecation dates, so an upcoming deprecation is seen months ahead, not at deploy time.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** How long before a runtime's deprecation the project must have moved to a newer one. */
export const RUNTIME_NOTICE_DAYS = 180;

export interface RuntimeEntry {
  friendly: string;
  deprecationDate: string;
  decommissionDate: string;
}

export function declaredRuntime(functionsManifest = 'functions/package.json'): string {
  const manifest = JSON.parse(readFileSync(functionsManifest, 'utf8')) as {
    engines?: { node?: string };
  };
  const major = manifest.engines?.node;
  if (!major || !/^\d+$/.test(major)) {
    throw new Error(`${functionsManifest} must declare engines.node as a major version, e.g. "24"`);
  }
  return `nodejs${major}`;
}

/** firebase-tools' own table (the one its deploy guard reads). */
export function firebaseToolsRuntimes(): Record<string, RuntimeEntry> {
  const require = createRequire(import.meta.url);
  const types = require('firebase-tools/lib/deploy/functions/runtimes/supported/types.js') as {
    RUNTIMES: Record<string, RuntimeEntry>;
  };
  return types.RUNTIMES;
}

export type RuntimeVerdict = { ok: true; daysLeft: number } | { ok: false; reason: string };

/** Whether `runtime` is still at least RUNTIME_NOTICE_DAYS from its deprecation on `today`. */
export function judgeRuntime(
  runtime: string,
  table: Record<string, RuntimeEntry>,
  today: Date,
): RuntimeVerdict {
  const entry = table[runtime];
  if (!entry) return { ok: false, reason: `firebase-tools does not know the runtime ${runtime}` };
  const daysLeft = Math.floor(
    (Date.parse(`${entry.deprecationDate}T00:00:00Z`) - today.getTime()) / 86_400_000,
  );
  if (daysLeft < RUNTIME_NOTICE_DAYS) {
    return {
      ok: false,
      reason:
        `${entry.friendly} is deprecated on ${entry.deprecationDate} (decommissioned ` +
        `${entry.decommissionDate}), ${daysLeft} days from now: move functions/package.json's ` +
        `engines.node and the \`node\` dev dependency to a newer major`,
    };
  }
  return { ok: true, daysLeft };
}
