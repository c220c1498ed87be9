import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { emulatorPolicy } from './hosting-config';

interface HeaderRule {
  /** A glob, or `regex` where one rule serves a page's Italian and English (/en/…) addresses. */
  source?: string;
  regex?: string;
  headers: { key: string; value: string }[];
}

const rules = (
  JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: { headers: HeaderRule[] } }
).hosting.headers;
const policies = rules.flatMap((rule) =>
  rule.headers
    .filter((header) => header.key === 'Content-Security-Policy')
    .map((header) => ({ source: rule.source ?? rule.regex, policy: header.value })),
);
const sourcesAllowing = (host: string) =>
  policies.filter(({ policy }) => policy.includes(host)).map(({ source }) => source);

describe('the Content-Security-Policy in firebase.json', () => {
  it('upgrades insecure requests and names no local origin, on every path', () => {
    expect(policies.length).toBeGreaterThan(0);
    for (const { policy } of policies) {
      expect(policy).toContain('upgrade-insecure-requests');
      expect(policy).not.toMatch(/127\.0\.0\.1|localhost/);
    }
  });

  it('allows third-party widgets only on the pages that show them', () => {
    expect(sourcesAllowing('elfsight').sort()).toEqual(['^/(?:en)?$', '^/(?:en/)?tour$']);
    expect(sourcesAllowing('openstreetmap')).toEqual(['^/(?:en/)?contatti$']);
  });

  it('lets only the staff area compile WebAssembly (the QR reader for browsers without one)', () => {
    expect(sourcesAllowing("'wasm-unsafe-eval'")).toEqual(['/staff']);
  });

  it('adds the Auth emulator origin only in the local variant', () => {
    const local = emulatorPolicy(policies[0]!.policy, 'http://127.0.0.1:9099');
    expect(local).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:9099/);
    expect(local).not.toContain('upgrade-insecure-requests');
  });
});

describe('the Permissions-Policy in firebase.json', () => {
  it('lets only the staff area use the camera (the check-in scanner)', () => {
    const permissions = rules.flatMap((rule) =>
      rule.headers
        .filter((header) => header.key === 'Permissions-Policy')
        .map((header) => ({ source: rule.source, policy: header.value })),
    );
    const allowing = permissions.filter(({ policy }) => policy.includes('camera=(self)'));
    expect(allowing.map(({ source }) => source)).toEqual(['/staff']);
    expect(permissions.find(({ source }) => source === '**')?.policy).toContain('camera=()');
  });
});
