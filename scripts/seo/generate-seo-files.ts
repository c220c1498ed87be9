/**
 * Writes robots.txt and sitemap.xml for a mode's VITE_SITE_URL into a folder, for builds that do
 * not run seoFilesPlugin:
 *   npx tsx scripts/seo/generate-seo-files.ts --mode production --out-dir dist
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from 'vite';
import { buildRobots, buildSitemap } from './seo-files';

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'production' },
    'out-dir': { type: 'string', default: 'dist' },
  },
});
const siteUrl = loadEnv(values.mode, process.cwd(), 'VITE_').VITE_SITE_URL;
if (!siteUrl) {
  console.error(`VITE_SITE_URL is not set for mode "${values.mode}" (see .env.example)`);
  process.exit(1);
}
writeFileSync(join(values['out-dir'], 'sitemap.xml'), buildSitemap(siteUrl));
writeFileSync(join(values['out-dir'], 'robots.txt'), buildRobots(siteUrl));
console.log(`sitemap.xml and robots.txt for ${siteUrl} written to ${values['out-dir']}`);
