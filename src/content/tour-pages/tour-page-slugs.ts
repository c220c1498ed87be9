/**
 * The tours with a page of their own, by the last part of their address (/tour/{slug}), in the
 * order the sitemap lists them: the one tour route renders their pages (tour-pages-by-slug.ts),
 * scripts/prerender writes static HTML for each, and any other slug shows the sample page. No
 * imports: the build's configuration reads this list too.
 */
export const TOUR_PAGE_SLUGS = [
  'pojega',
  'colombare',
  'tre-valli',
  'strada-del-vino',
  'x',
  'emotion-in-villa',
] as const;

export type TourPageSlug = (typeof TOUR_PAGE_SLUGS)[number];

/** Whether a slug has a page of its own (any other shows the sample). */
export function isTourPageSlug(slug: string): slug is TourPageSlug {
  return (TOUR_PAGE_SLUGS as readonly string[]).includes(slug);
}
