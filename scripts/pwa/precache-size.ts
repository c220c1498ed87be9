/**
 * Reports what the service worker downloads on install: the precache list of dist/sw.js, grouped by
 * kind, raw bytes and gzip (what text files cost over the wire; pictures are already compressed).
 *
 *   npm run build:web && npx tsx scripts/pwa/precache-size.ts [build-dir] [--budget-kib=1500]
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist =
  process.argv.slice(2).find((argument) => !argument.startsWith('--')) ??
  fileURLToPath(new URL('../../dist/', import.meta.url));
const budgetArgument = process.argv.find((argument) => argument.startsWith('--budget-kib='));
const budgetKib = budgetArgument ? Number(budgetArgument.split('=')[1]) : undefined;

const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
const urls = [...sw.matchAll(/\{url:"([^"]+)",revision:/g)].map((match) => match[1]!);
if (urls.length === 0) throw new Error('No precache list found in dist/sw.js');

/** Prerendered pages and route shells are keyed by their clean URL. */
function fileOf(url: string): string {
  const candidates = [url, `${url}.html`, `${url}/index.html`];
  for (const candidate of candidates) {
    const path = join(dist, candidate);
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  throw new Error(`Precached ${url} is not in dist/`);
}

function kindOf(url: string): string {
  if (url.startsWith('images/gallery-')) return 'gallery thumbnails';
  if (url.startsWith('images/')) return 'pictures';
  if (url.startsWith('icons/') || url.endsWith('.png') || url.endsWith('.svg')) return 'icons';
  if (url.endsWith('.js')) return 'scripts';
  if (url.endsWith('.css')) return 'styles';
  if (url.endsWith('.woff2')) return 'fonts';
  if (url.endsWith('.webmanifest')) return 'manifest';
  return 'pages';
}

const COMPRESSIBLE = /\.(?:js|css|html|svg|webmanifest)$/;
const totals = new Map<string, { files: number; raw: number; gzip: number }>();
for (const url of urls) {
  const bytes = readFileSync(fileOf(url));
  const kind = kindOf(url);
  const compressible = COMPRESSIBLE.test(fileOf(url));
  const entry = totals.get(kind) ?? { files: 0, raw: 0, gzip: 0 };
  entry.files += 1;
  entry.raw += bytes.length;
  entry.gzip += compressible ? gzipSync(bytes, { level: 9 }).length : bytes.length;
  totals.set(kind, entry);
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
let raw = 0;
let gzip = 0;
console.info('Precache (service worker install):');
for (const [kind, entry] of [...totals].sort((a, b) => b[1].raw - a[1].raw)) {
  raw += entry.raw;
  gzip += entry.gzip;
  console.info(
    `  ${kind.padEnd(20)} ${String(entry.files).padStart(4)} files ${kib(entry.raw).padStart(12)} ${kib(entry.gzip).padStart(12)} gz`,
  );
}
console.info(
  `  ${'total'.padEnd(20)} ${String(urls.length).padStart(4)} files ${kib(raw).padStart(12)} ${kib(gzip).padStart(12)} gz`,
);

if (budgetKib !== undefined && raw / 1024 > budgetKib) {
  console.error(`Precache ${kib(raw)} exceeds the budget of ${budgetKib} KiB`);
  process.exit(1);
}
