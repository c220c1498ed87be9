import type { ExperiencePage } from '@/content/experience';
import { COLOMBARE_PAGE } from './colombare';
import { EMOTION_IN_VILLA_PAGE } from './emotion-in-villa';
import { POJEGA_PAGE } from './pojega';
import { STRADA_DEL_VINO_PAGE } from './strada-del-vino';
import type { TourPageSlug } from './tour-page-slugs';
import { TRE_VALLI_PAGE } from './tre-valli';
import { X_TOUR_PAGE } from './x-tour';

/** The page of each slug of tour-page-slugs.ts (the type makes sure none is missing). */
const TOUR_PAGES: Readonly<Record<TourPageSlug, ExperiencePage>> = {
  pojega: POJEGA_PAGE,
  colombare: COLOMBARE_PAGE,
  'tre-valli': TRE_VALLI_PAGE,
  'strada-del-vino': STRADA_DEL_VINO_PAGE,
  x: X_TOUR_PAGE,
  'emotion-in-villa': EMOTION_IN_VILLA_PAGE,
};

/** The page at /tour/{slug}, or undefined for a slug without one (the sample page's). */
export function tourPage(slug: string): ExperiencePage | undefined {
  return Object.hasOwn(TOUR_PAGES, slug) ? TOUR_PAGES[slug as TourPageSlug] : undefined;
}
