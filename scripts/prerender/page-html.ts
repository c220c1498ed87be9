/**
 * Turns Vite's built index.html into one page: the route's head tags (React hoists <title>,
 * <meta> and <link> to the front of the rendered HTML), its search and sharing tags, preloads of
 * the route's chunks, and the rendered app inside #root.
 */
import { PRERENDERED_PATH_ATTRIBUTE, ROUTE_CHUNKS_ATTRIBUTE } from '../../src/app/prerendered-root';

const HOISTED_TAG = /^(?:<title>[^<]*<\/title>|<meta\s[^>]*>|<link\s[^>]*>)/;
const ROOT_ELEMENT = '<div id="root"></div>';

/** Splits React's output into the leading hoisted head tags and the app's markup. */
export function splitHoistedTags(rendered: string): { headTags: string[]; appHtml: string } {
  const headTags: string[] = [];
  let rest = rendered;
  for (let match = HOISTED_TAG.exec(rest); match; match = HOISTED_TAG.exec(rest)) {
    headTags.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { headTags, appHtml: rest };
}

/**
 * Why the app's markup cannot be served as it is, if it cannot: inline scripts (blocked by the
 * CSP, and not run by every crawler), or Suspense boundaries left pending or client-rendered.
 */
export function notStaticReason(appHtml: string): string | undefined {
  if (/<script[\s>]/.test(appHtml)) return 'it contains an inline <script>';
  if (/<!--\$[?!]-->/.test(appHtml)) return 'a Suspense boundary did not finish on the server';
  return undefined;
}

export function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

function findMeta(tags: readonly string[], key: 'name' | 'property', value: string) {
  return tags.find((tag) => tag.startsWith('<meta') && attribute(tag, key) === value);
}

function titleText(tags: readonly string[]): string | undefined {
  return tags.map((tag) => /^<title>([^<]*)<\/title>$/.exec(tag)?.[1]).find(Boolean);
}

export interface SeoDefaults {
  /** Absolute origin of the site, without trailing slash. */
  siteUrl: string;
  siteName: string;
}

/**
 * Adds what a page did not render itself (PageMeta renders them all): a canonical URL and the
 * basic Open Graph tags, so no prerendered page goes out without them.
 */
export function withSeoTags(tags: readonly string[], path: string, seo: SeoDefaults): string[] {
  const url = `${seo.siteUrl}${path === '/' ? '/' : path}`;
  const title = titleText(tags);
  const description = attribute(findMeta(tags, 'name', 'description') ?? '', 'content');
  const added: string[] = [];
  if (!tags.some((tag) => tag.startsWith('<link') && attribute(tag, 'rel') === 'canonical')) {
    added.push(`<link rel="canonical" href="${url}"/>`);
  }
  const og: [string, string | undefined][] = [
    ['og:type', 'website'],
    ['og:site_name', seo.siteName],
    ['og:locale', 'it_IT'],
    ['og:url', url],
    ['og:title', title],
    ['og:description', description],
  ];
  for (const [property, content] of og) {
    if (content && !findMeta(tags, 'property', property)) {
      added.push(`<meta property="${property}" content="${content}"/>`);
    }
  }
  return [...tags, ...added];
}

export interface PageParts {
  template: string;
  path: string;
  headTags: readonly string[];
  appHtml: string;
  /** Built JS files (relative to the site root) the page needs before it can hydrate: listed on
   *  #root for src/main.tsx to preload once the page has painted (not in <head>, where they
   *  would compete with the first paint). */
  modulePreloads: readonly string[];
}

export function composePage({ template, path, headTags, appHtml, modulePreloads }: PageParts) {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no empty ${ROOT_ELEMENT}`);
  let html = template;
  // The page's own title and description replace the site-wide ones of index.html.
  if (titleText(headTags)) html = html.replace(/\s*<title>[^<]*<\/title>/, '');
  if (findMeta(headTags, 'name', 'description')) {
    html = html.replace(/\s*<meta\s+name="description"[^>]*>/, '');
  }
  const chunks = modulePreloads.filter((file) => !html.includes(`/${file}"`));
  html = html.replace(/<meta name="viewport"[^>]*>/, (viewport) =>
    [viewport, ...headTags].join('\n    '),
  );
  // Replacer functions: a `$` in the page text must not act as a replacement pattern.
  return html.replace(
    ROOT_ELEMENT,
    () =>
      `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="${path}" ${ROUTE_CHUNKS_ATTRIBUTE}="${chunks.join(' ')}">${appHtml}</div>`,
  );
}

/**
 * A route's rendered HTML made into its static page: the tags it hoisted go to <head> with the SEO
 * defaults it lacks, and a page that could not be served as static HTML is refused.
 */
export function prerenderedPage(
  rendered: string,
  page: Omit<PageParts, 'headTags' | 'appHtml'> & { seo: SeoDefaults },
): { html: string; appHtml: string } {
  const { headTags, appHtml } = splitHoistedTags(rendered);
  const problem = notStaticReason(appHtml);
  if (problem) {
    throw new Error(`prerender: ${page.path} cannot be served as static HTML: ${problem}`);
  }
  const html = composePage({
    template: page.template,
    path: page.path,
    headTags: withSeoTags(headTags, page.path, page.seo),
    appHtml,
    modulePreloads: page.modulePreloads,
  });
  return { html, appHtml };
}
