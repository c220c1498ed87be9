/**
 * The first HTML of every address that has no prerendered page: each SPA-only route gets a page
 * of its own (src/app/layout/route-shells.tsx), each parameterised route one page that Hosting
 * rewrites all its addresses to, and every other address the not-found page, which Hosting serves
 * with status 404 (no catch-all rewrite). None of them is hydrated: #root carries no
 * data-prerendered path, so the app renders the visited route afresh and replaces the shell in one
 * commit once the route's code has loaded (src/app/start-app.tsx).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Locale } from '../../src/domain/locale';
import type { RenderedPage } from '../../src/entry-server';
import { localeAddress } from '../../src/i18n/locale-address';
import { PRERENDERED_PATH_ATTRIBUTE } from '../../src/app/prerendered-root';
import {
  inlineStylesheets,
  keepUsedCss,
  lcpImagePreload,
  lowerScriptPriority,
} from './first-paint';
import { englishChoiceFile, localizedPages, templateIn } from './localized-pages';
import { prerenderedPage, type SeoDefaults } from './page-html';
import { pageAssets, type Manifest } from './route-chunks';
import { pageFile, SPA_ONLY_PATHS } from './routes';
import {
  NOT_FOUND_FILE,
  NOT_FOUND_RENDER_PATH,
  OFFLINE_NOT_FOUND_FILE,
  PATTERN_SHELLS,
} from './shell-files';

export { NOT_FOUND_FILE, PATTERN_SHELLS };

/** Every path given a shell page, in the order they are written. */
export const SHELL_PATHS: readonly string[] = [
  ...SPA_ONLY_PATHS,
  ...PATTERN_SHELLS.map((shell) => shell.path),
];

/**
 * Firebase Hosting rewrites that send a parameterised route's addresses to its shell page, at
 * its Italian and its English address.
 */
export function shellRewrites(): { source: string; destination: string }[] {
  return PATTERN_SHELLS.flatMap(({ source, path }) => [
    { source, destination: `/${pageFile(path)}` },
    { source: localeAddress(source, 'en'), destination: `/${pageFile(localeAddress(path, 'en'))}` },
  ]);
}

/** The shell must be rendered afresh, never hydrated: it is not the visited route's HTML. */
export function withoutPrerenderedPath(html: string, path: string): string {
  const marked = ` ${PRERENDERED_PATH_ATTRIBUTE}="${path}"`;
  if (!html.includes(marked)) throw new Error(`route shell ${path}: #root is not marked ${marked}`);
  return html.replace(marked, '');
}

export interface ShellServer {
  renderRouteShell: (path: string, locale?: Locale) => Promise<RenderedPage>;
}

export interface RouteShellOptions {
  outDir: string;
  template: string;
  manifest: Manifest;
  routeFiles: ReadonlyMap<string, string>;
  seo: SeoDefaults;
  server: ShellServer;
}

/** Renders a page the way content pages are, with the page's own CSS inlined. */
async function shellPage(
  rendered: RenderedPage,
  path: string,
  locale: Locale,
  { outDir, template, manifest, routeFiles, seo }: RouteShellOptions,
): Promise<string> {
  const { html: composed, appHtml } = prerenderedPage(rendered.html, {
    template: templateIn(template, locale),
    path,
    seo,
    modulePreloads: pageAssets(manifest, routeFiles, rendered.routeIds).js,
  });
  const imagePreload = lcpImagePreload(appHtml);
  const withPreload = imagePreload
    ? composed.replace('<script type="module"', () => `${imagePreload}\n    <script type="module"`)
    : composed;
  const inlined = inlineStylesheets(withPreload, (file) =>
    readFileSync(join(outDir, file), 'utf8'),
  );
  return withoutPrerenderedPath(lowerScriptPriority(await keepUsedCss(inlined)), path);
}

async function write(outDir: string, file: string, html: string) {
  const target = join(outDir, file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, html);
}

/**
 * Writes every shell page and the not-found page, each in the copies the content pages have
 * (localized-pages.ts: Italian, the `/en` address, and the copy Hosting's i18n rewrites serve to a
 * visitor who chose English); the not-found page in Italian and in that last copy, which Hosting
 * serves instead of 404.html to such a visitor. Returns the files written.
 */
export async function writeRouteShells(options: RouteShellOptions): Promise<string[]> {
  const notFoundCopies = [
    { address: NOT_FOUND_RENDER_PATH, locale: 'it' as const, file: NOT_FOUND_FILE },
    { address: NOT_FOUND_RENDER_PATH, locale: 'en' as const, file: englishChoiceFile('/404') },
  ];
  const written: string[] = [];
  for (const { address, locale, file } of [...localizedPages(SHELL_PATHS), ...notFoundCopies]) {
    const rendered = await options.server.renderRouteShell(address, locale);
    const notFound = address === NOT_FOUND_RENDER_PATH;
    if (rendered.ok === notFound) {
      throw new Error(
        notFound
          ? `${address} matched a route: it cannot stand for unknown addresses`
          : `route shell ${address} did not render its route`,
      );
    }
    const html = await shellPage(rendered, address, locale, options);
    await write(options.outDir, file, html);
    written.push(file);
    if (file === NOT_FOUND_FILE) {
      await write(options.outDir, OFFLINE_NOT_FOUND_FILE, html);
      written.push(OFFLINE_NOT_FOUND_FILE);
    }
  }
  return written;
}
