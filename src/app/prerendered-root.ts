/** Attribute the prerender puts on #root, holding the path the HTML was rendered for. */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered';

/** Attribute the prerender puts on #root: the page's JS chunks (site-relative, space-separated,
 *  each after the chunks it imports), which src/main.tsx preloads once the page has painted. */
export const ROUTE_CHUNKS_ATTRIBUTE = 'data-route-chunks';

/** The chunks the prerender listed on #root, in its order; none without a prerendered root. */
export function routeChunkFiles(root: Element | null): string[] {
  return root?.getAttribute(ROUTE_CHUNKS_ATTRIBUTE)?.split(' ').filter(Boolean) ?? [];
}

/** Trailing slashes do not change the route: '/tour/' and '/tour' render the same page. */
export function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/**
 * True when #root holds prerendered HTML for this very path. Hosting may answer a path without a
 * page of its own with another page's HTML (the SPA fallback); that HTML must be replaced, never
 * hydrated.
 */
export function isPrerenderedFor(container: Element, pathname: string): boolean {
  const renderedFor = container.getAttribute(PRERENDERED_PATH_ATTRIBUTE);
  return (
    renderedFor !== null &&
    container.hasChildNodes() &&
    normalizePath(renderedFor) === normalizePath(safeDecode(pathname))
  );
}

function safeDecode(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}
