import { tokenKeptForTab } from '@/lib/routing/params-kept-for-tab';

/**
 * The token of a participant's "Firma la liberatoria" link: whoever holds it can sign that
 * participant's waiver, so the route moves it out of the address bar on arrival (see
 * params-kept-for-tab.ts) and the page reads it from here; a reload still opens the same waiver.
 */
const waiverLink = tokenKeptForTab('valpolicella:waiver-link');

export const keepWaiverToken = waiverLink.keep;
export const keptWaiverToken = waiverLink.kept;
