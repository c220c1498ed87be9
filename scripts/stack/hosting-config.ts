import { readFileSync, writeFileSync } from 'node:fs';
import { PORTS } from './ports';

/** The emulators' copy of firebase.json (git-ignored), written by every stack start. */
export const EMULATOR_CONFIG = 'firebase.emulators.json';

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

/**
 * A Content-Security-Policy for the local stack: the production policy plus the Auth emulator's
 * origin (the web app signs in there), without `upgrade-insecure-requests` (everything local is
 * plain http). The production policy never names a local origin.
 */
export function emulatorPolicy(policy: string, authEmulatorOrigin: string): string {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && directive !== 'upgrade-insecure-requests')
    .map((directive) =>
      directive.startsWith('connect-src ') ? `${directive} ${authEmulatorOrigin}` : directive,
    )
    .join('; ');
}

/**
 * Writes EMULATOR_CONFIG from firebase.json with every policy turned into its local variant, and
 * the Hosting and Functions emulators on their internal ports, behind the stack's front ends
 * (front-proxies.ts) which take firebase.json's public ports.
 */
export function writeEmulatorHostingConfig(authEmulatorOrigin: string): string {
  const config = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
    hosting: { headers: HeaderRule[] };
    emulators: Record<'hosting' | 'functions', { port: number }>;
  };
  config.emulators.hosting.port = PORTS.hostingEmulator;
  config.emulators.functions.port = PORTS.functionsEmulator;
  for (const rule of config.hosting.headers) {
    for (const header of rule.headers) {
      if (header.key === 'Content-Security-Policy') {
        header.value = emulatorPolicy(header.value, authEmulatorOrigin);
      }
    }
  }
  writeFileSync(EMULATOR_CONFIG, `${JSON.stringify(config, null, 2)}\n`);
  return EMULATOR_CONFIG;
}
