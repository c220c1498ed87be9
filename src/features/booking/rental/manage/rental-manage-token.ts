import { tokenKeptForTab } from '@/lib/routing/params-kept-for-tab';

/**
 * The token of the rental confirmation's "Gestisci il noleggio" link: whoever holds it can cancel
 * the rental, so the route moves it out of the address bar on arrival (params-kept-for-tab.ts) and
 * the page reads it from here; a reload still opens the rental.
 */
const rentalManageLink = tokenKeptForTab('valpolicella:rental-manage-link');

export const keepRentalManageToken = rentalManageLink.keep;
export const keptRentalManageToken = rentalManageLink.kept;
