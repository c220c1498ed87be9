// Runs before `npm start` and `npm test` (npm's pre-scripts) so the two commands work on a fresh
// machine: installs the npm packages when they are missing or older than the lock file, and for the
// tests Debian's Chromium headless shell (Playwright never downloads a browser here); with
// `--browser`, for Lighthouse and the PWA screenshots, the full Chromium. Plain Node: it runs before
// any dependency is installed, on whatever Node the machine has.
//
// The project runs on the Node.js pinned as the `node` dev dependency (npm scripts find
// node_modules/.bin/node first), the major Cloud Functions deploys. When the machine's own Node is
// another major, that Node is installed first into a cache outside node_modules and `npm ci` runs
// on it, so every package's `engines` is judged against the Node that will run it.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';

const forTests = process.argv.includes('--tests');
const forFullBrowser = process.argv.includes('--browser');

function run(command, args, options = {}) {
  execFileSync(command, args, { stdio: 'inherit', ...options });
}

const major = (version) => Number(version.replace(/^v/, '').split('.')[0]);

/** The PATH under which npm runs on the pinned Node (installed into a cache when missing). */
function pathWithPinnedNode() {
  const pinned = JSON.parse(readFileSync('package.json', 'utf8')).devDependencies.node;
  if (major(process.version) === major(pinned)) return process.env.PATH;
  const cache = join(homedir(), '.cache', 'valpolicella-node', pinned);
  const bin = join(cache, 'node_modules', '.bin');
  if (!existsSync(join(bin, 'node'))) {
    console.log(
      `Installing Node.js ${pinned} for the install (this machine has ${process.version})…`,
    );
    mkdirSync(cache, { recursive: true });
    // The package `node` fetches its platform's binary from the registry in its install script.
    writeFileSync(
      join(cache, 'package.json'),
      JSON.stringify({ private: true, allowScripts: { node: true } }),
    );
    run('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', `node@${pinned}`], {
      cwd: cache,
    });
  }
  return `${bin}${delimiter}${process.env.PATH}`;
}

const installed = 'node_modules/.package-lock.json';
if (!existsSync(installed) || statSync(installed).mtimeMs < statSync('package-lock.json').mtimeMs) {
  // npm ci installs exactly the committed lock, and fails rather than rewrite it.
  const PATH = pathWithPinnedNode();
  console.log('Installing npm packages (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund'], { env: { ...process.env, PATH } });
}

const isRoot = process.getuid?.() === 0;

/**
 * Debian packages, installed as root when `path` is missing. Without their recommends: the
 * browser's would add printing, desktop notifications, device and power daemons (96 more
 * packages) that a headless test run never uses.
 */
function ensureDebianPackages(path, packages, purpose) {
  if (existsSync(path)) return;
  if (!isRoot) {
    console.error(`${path} is missing: install Debian's ${packages.join(' ')} (${purpose}).`);
    process.exit(1);
  }
  console.log(`Installing Debian's ${packages.join(' ')} (${purpose})…`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages]);
}

// The fonts the browser's recommends would bring: pages lay out on Liberation's Arial metrics.
const BROWSER_FONTS = 'fonts-liberation';
// The browser the end-to-end tests drive (scripts/chromium.ts, E2E_CHROMIUM_PATH overrides). A
// user who cannot install it may run them on the full browser, which scripts/chromium.ts falls
// back to.
if (forTests && (isRoot || !existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'))) {
  ensureDebianPackages(
    process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    ['chromium-headless-shell', BROWSER_FONTS],
    'the end-to-end tests',
  );
}
if (forFullBrowser) {
  ensureDebianPackages(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    ['chromium', BROWSER_FONTS],
    'Lighthouse and the PWA screenshots',
  );
}
