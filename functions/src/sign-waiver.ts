import { siteCallable } from './lib/callable';
import { WAIVER_LINK_SECRETS, waiverLinkDeps } from './lib/waiver-runtime';
import { handleSignWaiver } from './services/waiver/sign-waiver';

/** The participant signs their own waiver by its signed link; recorded once per text version. */
export const signWaiver = siteCallable('signWaiver', { secrets: WAIVER_LINK_SECRETS }, (call) =>
  handleSignWaiver(waiverLinkDeps(), call),
);
