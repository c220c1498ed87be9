/**
 * The page-specific head tags a prerendered page was served with. When React renders the page
 * afresh instead of hydrating it (another language, or another path's HTML), the page's own
 * PageMeta renders these again: the served ones must go, or the head would hold two descriptions
 * and two canonical URLs. Every page, the 404 page included, renders its own <title>.
 */
const PAGE_HEAD_TAGS = [
  'title',
  'meta[name="description"]',
  'meta[name="robots"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'link[rel="canonical"]',
].join(',');

export function removePrerenderedHeadTags(head: HTMLHeadElement): void {
  for (const tag of head.querySelectorAll(PAGE_HEAD_TAGS)) tag.remove();
}
