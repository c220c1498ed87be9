import { waitlistTokenSchema } from '@/domain/api/waitlist';
import { withoutLocalePrefix } from '@/i18n/locale-address';
import { paramsKeptForTab } from '@/lib/routing/params-kept-for-tab';
import { OFFER_LINK_STORAGE_KEY } from './offer-link-arrival';

/**
 * The token of the offer link the page at `path` (as in the address bar, in either language) was
 * opened with, kept as the app started (offer-link-arrival.ts); null when it was opened
 * otherwise, or with a parameter that is not a token at all.
 */
export function offerTokenOfPage(path: string): string | null {
  const kept = paramsKeptForTab(OFFER_LINK_STORAGE_KEY, ['token', 'path']);
  if (kept.path !== withoutLocalePrefix(path)) return null;
  const parsed = waitlistTokenSchema.safeParse(kept.token);
  return parsed.success ? parsed.data : null;
}
