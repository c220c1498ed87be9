// Debian's Chromium, installed where it is missing (Playwright never downloads a browser here):
//   node scripts/ensure-browser.mjs          the headless shell the end-to-end tests drive
//   node scripts/ensure-browser.mjs --full   the full browser, for Lighthouse and the PWA screenshots
// Plain Node, on whatever Node the machine has: .ci/run starts it beside the npm install, and
// scripts/ensure-setup.mjs calls it before the tests, the audits and the screenshots.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const isRoot = process.getuid?.() === 0;

// The fonts the browser's recommends would bring: pages lay out on Liberation's Arial metrics.
const BROWSER_FONTS = 'fonts-liberation';

const HEADLESS_SHELL = {
  path: process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  packages: ['chromium-headless-shell', BROWSER_FONTS],
  purpose: 'the end-to-end tests',
};
const FULL_BROWSER = {
  path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  packages: ['chromium', BROWSER_FONTS],
  purpose: 'Lighthouse and the PWA screenshots',
};

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Debian packages, installed as root when `path` is missing. Without their recommends: the
 * browser's would add printing, desktop notifications, device and power daemons (96 more
 * packages on this project's machine image) that a headless run never uses. Another apt run may
 * hold the dpkg lock for a while: it is tried again instead of failing.
 */
function ensureDebianPackages({ path, packages, purpose }) {
  if (existsSync(path)) return;
  if (!isRoot) {
    console.error(`${path} is missing: install Debian's ${packages.join(' ')} (${purpose}).`);
    process.exit(1);
  }
  console.log(`Installing Debian's ${packages.join(' ')} (${purpose})…`);
  const run = (args) =>
    execFileSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  for (let attempt = 1; ; attempt++) {
    try {
      run(['update', '-qq']);
      run(['install', '-y', '-qq', '--no-install-recommends', ...packages]);
      return;
    } catch (error) {
      if (attempt === 5) throw error;
      console.error(`apt-get failed (attempt ${attempt}), retrying in 10 s`);
      sleep(10_000);
    }
  }
}

/**
 * The browser the end-to-end tests drive (scripts/chromium.ts, E2E_CHROMIUM_PATH overrides), or
 * with `full` the whole browser. A user who cannot install the headless shell may run the tests
 * on the full browser, which scripts/chromium.ts falls back to.
 */
export function ensureBrowser({ full = false } = {}) {
  if (full) ensureDebianPackages(FULL_BROWSER);
  else if (isRoot || !existsSync(FULL_BROWSER.path)) ensureDebianPackages(HEADLESS_SHELL);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  ensureBrowser({ full: process.argv.includes('--full') });
}
