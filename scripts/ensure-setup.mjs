// Runs before `npm start` and `npm test` (npm's pre-scripts) so the two commands work on a fresh
// machine: installs the npm packages when they are missing or older than the lock file, and for the
// tests Debian's Chromium headless shell; with `--browser`, for Lighthouse and the PWA
// screenshots, the full Chromium (scripts/ensure-browser.mjs). Plain Node: it runs before
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
import { ensureBrowser } from './ensure-browser.mjs';

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

if (forTests) ensureBrowser();
if (forFullBrowser) ensureBrowser({ full: true });
