import { keepParamsForTab, paramsKeptForTab } from '@/lib/routing/params-kept-for-tab';

/**
 * Stripe sends the visitor back to /noleggia/grazie?session_id=…&rental_id=…: the route moves the
 * ids out of the address bar at once and the page reads them from the tab (a reload still works).
 */
export interface RentalReturn {
  sessionId?: string | undefined;
  rentalId?: string | undefined;
}

const STORAGE_KEY = 'valpolicella:rental-return';

export function keepRentalReturn(ids: RentalReturn): void {
  keepParamsForTab(STORAGE_KEY, { sessionId: ids.sessionId, rentalId: ids.rentalId });
}

export function keptRentalReturn(): RentalReturn {
  return paramsKeptForTab(STORAGE_KEY, ['sessionId', 'rentalId']);
}
