// Runs before `npm start` and `npm test` (npm's pre-scripts) so the two commands work on a fresh
// machine: installs the npm packages when they are missing or older than the lock file, and for the
// tests Debian's Chromium (Playwright never downloads a browser here). Plain Node: it runs before
// any dependency is installed.
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const forTests = process.argv.includes('--tests');

function run(command, args) {
  execFileSync(command, args, { stdio: 'inherit' });
}

const installed = 'node_modules/.package-lock.json';
if (!existsSync(installed) || statSync(installed).mtimeMs < statSync('package-lock.json').mtimeMs) {
  // npm ci installs exactly the committed lock, and fails rather than rewrite it.
  console.log('Installing npm packages (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (forTests && !existsSync(chromium)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${chromium}: install Debian's package "chromium".`);
    process.exit(1);
  }
  console.log("Installing Debian's Chromium for the end-to-end tests…");
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium']);
}
