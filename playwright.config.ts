import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, E2E_CHROMIUM_PATH } from './scripts/chromium';
import { SHARED_STATE_SPEC_NAMES } from './tests/e2e/shared-state-specs';

/**
 * End-to-end tests drive Debian's Chromium headless shell (never a downloaded browser, see
 * scripts/chromium.ts) against the built site. The test command starts the local stack first;
 * E2E_BASE_URL points elsewhere (e.g. `vite preview`).
 */
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';

const SHARED_STATE_SPECS = SHARED_STATE_SPEC_NAMES.map((name) => `**/${name}.spec.ts`);

/** Parallel Playwright workers over the one stack (`E2E_WORKERS` overrides; 1 = all in series). */
const workers = Number(process.env.E2E_WORKERS ?? 3);
const desktop = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  testDir: 'tests/e2e',
  workers,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    // Recording a trace of every test (to keep the failing ones) took a fifth of the suite's CPU
    // on the 2-core machine: 380 → 302 CPU-seconds for three page-walk specs. A failure still
    // leaves its screenshot and page snapshot; to trace one, run it again with
    // `--trace retain-on-failure`.
    trace: 'off',
    // A first visit, before the service worker controls anything: installing it downloads the whole
    // precache (208 files, 2.8 MB) in every test's fresh context, which took a seventh of the
    // suite's CPU (304 → 261 CPU-seconds). The specs about the service worker and what it makes
    // work offline allow it (`test.use({ serviceWorkers: 'allow' })`).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: E2E_CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'shared-state', testMatch: SHARED_STATE_SPECS, workers: 1, use: desktop },
    { name: 'isolated', testIgnore: SHARED_STATE_SPECS, fullyParallel: true, use: desktop },
  ],
});
