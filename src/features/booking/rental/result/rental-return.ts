import { paramsForTab } from '@/lib/routing/params-kept-for-tab';

/**
 * Stripe sends the visitor back to /noleggia/grazie?session_id=…&rental_id=…: the route moves the
 * ids out of the address bar at once and the page reads them from the tab (a reload still works).
 */
export interface RentalReturn {
  sessionId?: string | undefined;
  rentalId?: string | undefined;
}

const rentalReturn = paramsForTab('valpolicella:rental-return', ['sessionId', 'rentalId']);

export const keepRentalReturn: (ids: RentalReturn) => void = rentalReturn.keep;
export const keptRentalReturn: () => RentalReturn = rentalReturn.kept;
