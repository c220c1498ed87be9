import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * `npm run build` (production mode) on a copy of the settings: the committed .env.example with
 * the Firebase values filled in, as an operator would start. The real .env files are untouched.
 */
const dirs: string[] = [];
function settingsCopy(overrides: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'build-settings-'));
  dirs.push(dir);
  let text = readFileSync('.env.example', 'utf8');
  for (const [key, value] of Object.entries(overrides)) {
    text = text.replace(new RegExp(`^${key}=.*$`, 'm'), `${key}=${value}`);
  }
  writeFileSync(join(dir, '.env.production'), text);
  return dir;
}

function productionBuild(envDir: string) {
  return spawnSync(
    'node_modules/.bin/tsx',
    ['scripts/build-web.ts', '--env-dir', envDir, '--out-dir', join(envDir, 'dist'), '--quiet'],
    { encoding: 'utf8', timeout: 60_000 },
  );
}

const firebase = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_APP_ID: 'app',
};

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the production build', () => {
  it('stops before building, naming the missing policies and the example details', () => {
    const run = productionBuild(settingsCopy(firebase));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Not ready for production');
    expect(run.stderr).toContain('VITE_PRIVACY_POLICY_URL is not set');
    expect(run.stderr).toContain('VITE_COOKIE_POLICY_URL is not set');
    expect(run.stderr).toContain("src/content/association.ts are still the demo's example");
  }, 90_000);

  it("refuses the demo's example policy pages", () => {
    const run = productionBuild(
      settingsCopy({
        ...firebase,
        VITE_PRIVACY_POLICY_URL: '/esempi/privacy-policy',
        VITE_COOKIE_POLICY_URL: 'https://policies.example/cookie',
      }),
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("VITE_PRIVACY_POLICY_URL points to the demo's example page");
    expect(run.stderr).not.toContain('VITE_COOKIE_POLICY_URL');
  }, 90_000);
});
