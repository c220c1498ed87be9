/**
 * Performance budgets of the built site (part of `npm test`, after the build):
 *   npx tsx scripts/check-budgets.ts [--dist dist]
 * Prints the figures and exits 1 when the home route's first-load JS (its size or its number of
 * files) or CSS is over budget, when a prerendered page's HTML (in either language) would not fit a new connection's
 * first round trip, when a content route loads the Firebase SDK up front, or when a prerendered
 * <img> has no width/height.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BUDGETS, FORM_PAGES, formatKb } from './budgets/budgets';
import { chunkName } from './bundle/chunk-names';
import {
  EAGER_COMPILE_CHUNKS,
  EAGER_COMPILE_HINT,
  hasEagerCompileHint,
} from './bundle/eager-compile';
import { bundledPackages, isFirebaseSdk } from './budgets/bundled-packages';
import { imagesWithoutSize } from './budgets/images-without-size';
import { packageBreakdown } from './budgets/package-breakdown';
import { initialLoad, readManifest, totalGzip } from './budgets/initial-load';
import { fileTable } from './budgets/report';
import { localizedPages, pageLabel } from './prerender/localized-pages';
import { CONTENT_PATHS } from './prerender/routes';

const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' } } });
const distDir = values.dist;
const manifest = readManifest(distDir);
const failures: string[] = [];
const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER BUDGET');

console.log(`Performance budgets (${distDir}, gzip):`);
const home = initialLoad(distDir, 'index.html', manifest);
const homeJs = totalGzip(home.js);
const homeCss = totalGzip(home.css);
console.log(
  `  Home initial JS   ${formatKb(homeJs)} of ${formatKb(BUDGETS.homeInitialJs)}  ${verdict(homeJs <= BUDGETS.homeInitialJs)}`,
);
console.log(
  `  Home initial JS files  ${home.js.length} of ${BUDGETS.homeInitialJsFiles}  ${verdict(home.js.length <= BUDGETS.homeInitialJsFiles)}`,
);
console.log(fileTable(home.js).join('\n'));
const largest = [...home.js].sort((a, b) => b.gzipBytes - a.gzipBytes)[0];
if (largest) {
  console.log(`  What ${largest.file} is made of (each package's code gzipped on its own):`);
  for (const share of packageBreakdown(distDir, largest.file))
    console.log(`    ${share.name.padEnd(28)} ${formatKb(share.gzipBytes).padStart(9)} gz`);
}
console.log(
  `  Home initial CSS  ${formatKb(homeCss)} of ${formatKb(BUDGETS.homeInitialCss)}  ${verdict(homeCss <= BUDGETS.homeInitialCss)}`,
);
console.log(fileTable(home.css).join('\n'));
const fullSheet = totalGzip(home.deferredCss);
console.log(
  `  Whole stylesheet after the first paint  ${formatKb(fullSheet)} of ${formatKb(BUDGETS.fullStylesheet)}  ${verdict(fullSheet <= BUDGETS.fullStylesheet)}`,
);
if (homeJs > BUDGETS.homeInitialJs) failures.push('home initial JS over budget');
if (home.js.length > BUDGETS.homeInitialJsFiles)
  failures.push(`home starts with ${home.js.length} JS files, over ${BUDGETS.homeInitialJsFiles}`);
if (homeCss > BUDGETS.homeInitialCss) failures.push('home initial CSS over budget');
if (home.deferredCss.length === 0) failures.push('home names no stylesheet to load after paint');
if (fullSheet > BUDGETS.fullStylesheet) failures.push('the whole stylesheet is over budget');

const eager = home.js.filter(({ file }) => EAGER_COMPILE_CHUNKS.has(chunkName(file) ?? ''));
for (const { file } of eager)
  if (!hasEagerCompileHint(readFileSync(join(distDir, file), 'utf8')))
    failures.push(`${file} lacks the compile hint ${EAGER_COMPILE_HINT}`);
if (eager.length !== EAGER_COMPILE_CHUNKS.size)
  failures.push(
    `home's first load names ${eager.length} of the ${EAGER_COMPILE_CHUNKS.size} eager chunks`,
  );
console.log(
  `  Compiled off the main thread (${EAGER_COMPILE_HINT}): ${eager.map(({ file }) => file).join(', ')}`,
);

let images = 0;
const routeSizes: string[] = [];
const htmlSizes: string[] = [];
// Every copy of every content route: Italian, English at /en, English at the Italian address.
for (const page of localizedPages(CONTENT_PATHS)) {
  const { file } = page;
  const route = page.path;
  const path = pageLabel(page);
  if (!existsSync(join(distDir, file))) {
    failures.push(`${path}: no prerendered ${file}`);
    continue;
  }
  const load = initialLoad(distDir, file, manifest);
  const js = totalGzip(load.js);
  const budget = FORM_PAGES.includes(route) ? BUDGETS.formPageInitialJs : BUDGETS.contentInitialJs;
  if (js > budget) failures.push(`${path} initial JS ${formatKb(js)} over ${formatKb(budget)}`);
  routeSizes.push(`${path} ${formatKb(js)}`);
  htmlSizes.push(`${path} ${formatKb(load.document.gzipBytes)}`);
  if (load.document.gzipBytes > BUDGETS.pageHtml)
    failures.push(
      `${path} HTML ${formatKb(load.document.gzipBytes)} over ${formatKb(BUDGETS.pageHtml)}`,
    );
  const firebase = load.js.flatMap(({ file: chunk }) =>
    [...bundledPackages(distDir, chunk)].filter(isFirebaseSdk).map((name) => `${name} in ${chunk}`),
  );
  if (firebase.length > 0)
    failures.push(`${path} loads the Firebase SDK up front: ${firebase.join(', ')}`);
  const html = readFileSync(join(distDir, file), 'utf8');
  images += (html.match(/<img\s/g) ?? []).length;
  for (const tag of imagesWithoutSize(html))
    failures.push(`${path}: <img> without width and height: ${tag}`);
}
console.log(
  `  Content pages' initial JS (budget ${formatKb(BUDGETS.contentInitialJs)}, form pages ${formatKb(BUDGETS.formPageInitialJs)}): ${routeSizes.join(', ')}`,
);
console.log(
  `  Prerendered HTML (budget ${formatKb(BUDGETS.pageHtml)}, a new connection's first round trip): ${htmlSizes.join(', ')}`,
);
console.log(
  `  ${CONTENT_PATHS.length} content routes in 3 copies each checked: Firebase SDK in first load, ${images} <img> tags for width/height`,
);

if (failures.length > 0) {
  console.error(`\nBudget check failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('All budgets met.');
