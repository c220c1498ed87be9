import { siteCallable } from './lib/callable';
import { WAIVER_LINK_SECRETS, waiverLinkDeps } from './lib/waiver-runtime';
import { handleGetWaiver } from './services/waiver/get-waiver';

/** The participant's page: their own waiver by its signed link, and whether it is signed. */
export const getWaiver = siteCallable('getWaiver', { secrets: WAIVER_LINK_SECRETS }, (call) =>
  handleGetWaiver(waiverLinkDeps(), call),
);
