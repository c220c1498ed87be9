/**
 * The page-specific head tags the page was served with: a prerendered page's own, or the app
 * shell's default title and description (served for paths without a page of their own). When
 * React renders the page afresh instead of hydrating it (another language, or another path's
 * HTML), the page's PageMeta renders these again: the served ones must go, or the head would hold
 * two titles, two descriptions, two canonical URLs and two sets of language alternates. Every
 * page, the 404 page included, renders its own <title>.
 */
const PAGE_HEAD_TAGS = [
  'title',
  'meta[name="description"]',
  'meta[name="robots"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
].join(',');

export function servedHeadTags(head: HTMLHeadElement): Element[] {
  return [...head.querySelectorAll(PAGE_HEAD_TAGS)];
}
