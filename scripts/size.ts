/**
 * `npm run size`: the gzipped JS and CSS the home route loads first, per file and in total.
 * Builds the site (local-stack mode, which needs no production settings) when dist/ is missing or
 * older than the sources.
 *   npm run size [-- --dist dist]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PRERENDERED_PATH_ATTRIBUTE } from '../src/app/prerendered-root';
import { BUDGETS, formatKb } from './budgets/budgets';
import { initialLoad, readManifest } from './budgets/initial-load';
import { fileTable } from './budgets/report';

const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' } } });
const distDir = values.dist;
const INPUTS = [
  'src',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'public',
  'scripts/prerender',
  'scripts/bundle',
  'scripts/build-web.ts',
];

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(path).map((entry) => newestChange(join(path, entry))),
  );
}

function buildIsCurrent(): boolean {
  const home = join(distDir, 'index.html');
  if (!existsSync(home) || !existsSync(join(distDir, '.vite/manifest.json'))) return false;
  if (!readFileSync(home, 'utf8').includes(PRERENDERED_PATH_ATTRIBUTE)) return false;
  const built = statSync(home).mtimeMs;
  return INPUTS.filter((input) => existsSync(input)).every((input) => newestChange(input) <= built);
}

if (!buildIsCurrent()) {
  console.log(`Building into ${distDir} (local-stack mode)…`);
  execFileSync(
    'node_modules/.bin/tsx',
    ['scripts/build-web.ts', '--mode', 'emulator', '--quiet', '--out-dir', distDir],
    { stdio: 'inherit' },
  );
}

const home = initialLoad(distDir, 'index.html', readManifest(distDir));
console.log(
  `Home route, first load (gzip; budgets ${formatKb(BUDGETS.homeInitialJs)} JS, ${formatKb(BUDGETS.homeInitialCss)} CSS):`,
);
console.log('  JS');
console.log(fileTable(home.js).join('\n'));
console.log('  CSS');
console.log(fileTable(home.css).join('\n'));
console.log(
  `  Whole stylesheet, after the first paint (budget ${formatKb(BUDGETS.fullStylesheet)})`,
);
console.log(fileTable(home.deferredCss).join('\n'));
console.log(`  HTML ${formatKb(home.document.gzipBytes)} (budget ${formatKb(BUDGETS.pageHtml)})`);
