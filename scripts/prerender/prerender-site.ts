/**
 * Writes a static HTML page for every content route into the client build, plus the SPA shell for
 * the other paths. Runs inside the client build (see vite-plugin.ts) so that anything generated
 * after it, such as the service worker's precache list, sees the final pages.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderedPage } from '../../src/entry-server';
import { prerenderedPage } from './page-html';
import {
  inlineStylesheets,
  keepUsedCss,
  lcpImagePreload,
  lowerScriptPriority,
} from './first-paint';
import { pageAssets, routeSourceFiles, type Manifest } from './route-chunks';
import { robotsTxt, sitemapXml } from './crawler-files';
import { localeAddress } from '../../src/i18n/locale-address';
import { LOCALIZED_ROOT, localizedPages, templateIn } from './localized-pages';
import { CONTENT_PATHS, SPA_ONLY_PATHS, undecidedPaths } from './routes';
import { SHELL_PATHS, writeRouteShells, type ShellServer } from './route-shells';
import { withStructuredData } from './structured-data';
import { SW_LANGUAGE_SCRIPT, swLanguageScript } from '../pwa/sw-language-script';

interface ServerEntry extends ShellServer {
  render: (path: string, options?: { locale?: 'it' | 'en' }) => Promise<RenderedPage>;
  staticPaths: () => string[];
  structuredDataScript: (address: string, locale: 'it' | 'en') => string | undefined;
  SITE_URL: string;
  SITE_NAME: string;
}

export interface PrerenderOptions {
  /** The client build's output directory, holding index.html and .vite/manifest.json. */
  outDir: string;
  /** The SSR build of src/entry-server.tsx. */
  ssrEntry: string;
  log?: (line: string) => void;
}

export async function prerenderSite({ outDir, ssrEntry, log = console.log }: PrerenderOptions) {
  const server = (await import(pathToFileURL(ssrEntry).href)) as ServerEntry;
  const template = await readFile(join(outDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(
    await readFile(join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const routeFiles = routeSourceFiles(await readFile('src/routeTree.gen.ts', 'utf8'));
  const seo = { siteUrl: server.SITE_URL, siteName: server.SITE_NAME };

  for (const path of undecidedPaths(server.staticPaths())) {
    console.warn(
      `prerender: ${path} is served by the SPA shell; list it in scripts/prerender/routes.ts`,
    );
  }

  const shells = await writeRouteShells({ outDir, template, manifest, routeFiles, seo, server });
  // Each content route in Italian at its address, in English at its /en address, and in English
  // again for its Italian address: the copy Hosting serves there to a visitor who chose English.
  for (const { address, locale, file: pagePath } of localizedPages(CONTENT_PATHS)) {
    const page = await server.render(address, { locale });
    if (!page.ok) throw new Error(`prerender: ${address} did not render a page of its own`);
    const { html: composed, appHtml } = prerenderedPage(page.html, {
      template: templateIn(template, locale),
      path: address,
      seo,
      modulePreloads: pageAssets(manifest, routeFiles, page.routeIds).js,
    });
    const imagePreload = lcpImagePreload(appHtml);
    const withPreload = imagePreload
      ? composed.replace(
          '<script type="module"',
          () => `${imagePreload}\n    <script type="module"`,
        )
      : composed;
    const inlined = inlineStylesheets(withPreload, (file) =>
      readFileSync(join(outDir, file), 'utf8'),
    );
    const html = withStructuredData(
      lowerScriptPriority(await keepUsedCss(inlined)),
      server.structuredDataScript(address, locale),
    );
    const file = join(outDir, pagePath);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
  }
  await writeFile(join(outDir, 'sitemap.xml'), sitemapXml(server.SITE_URL, CONTENT_PATHS));
  await writeFile(
    join(outDir, 'robots.txt'),
    robotsTxt(server.SITE_URL, [
      ...SPA_ONLY_PATHS.flatMap((path) => [path, localeAddress(path, 'en')]),
      `/${LOCALIZED_ROOT}/`,
    ]),
  );
  // The route shells too: an English visitor's /auth or /booking-success opens in English offline.
  // Not the staff area's: it is never precached (its response carries the camera's permission)
  // and the worker's own staff-page route keeps it for offline check-in; answered here, it would
  // reach neither and fail offline.
  await writeFile(
    join(outDir, SW_LANGUAGE_SCRIPT),
    swLanguageScript([...CONTENT_PATHS, ...SHELL_PATHS.filter((path) => path !== '/staff')]),
  );
  log(
    `prerender: ${CONTENT_PATHS.length} pages × 3 (it, /en, English at the Italian address), ${shells.length} route shells, sitemap.xml, robots.txt, ${SW_LANGUAGE_SCRIPT} → ${outDir}`,
  );
}
