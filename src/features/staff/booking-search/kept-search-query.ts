import { redirect } from '@tanstack/react-router';
import { keepParamsForTab, paramsKeptForTab } from '@/lib/routing/params-kept-for-tab';

/**
 * What "Cerca prenotazione" looks for: a customer's name, e-mail address or phone. Like the
 * manage link's token it stays out of the address bar (history, synced browsing data, a
 * screenshot of the address): a `q` arriving in the address ("Apri la prenotazione" in "Da
 * controllare") is moved here by the route before anything renders, and each search is kept
 * here, for the tab only, so a reload shows the same results.
 */
const STORAGE_KEY = 'valpolicella:staff-search';

export function keepSearchQuery(query: string): void {
  keepParamsForTab(STORAGE_KEY, { q: query });
}

export function keptSearchQuery(): string {
  return paramsKeptForTab(STORAGE_KEY, ['q']).q ?? '';
}

/**
 * The `/staff` route's `beforeLoad`: a `q` in the address is kept for the tab and the address is
 * replaced by the same one without it, before anything renders.
 */
export function moveSearchQueryOutOfAddress<Search extends { q?: string | undefined }>({
  search,
}: {
  search: Search;
}): void {
  if (typeof window === 'undefined' || search.q === undefined) return;
  keepSearchQuery(search.q);
  throw redirect({ to: '/staff', search: { ...search, q: undefined }, replace: true });
}
