import { useEffect } from 'react';
import { InstallOffer } from './install-offer';
import { OfflineIndicator } from './offline-indicator';
import { startPwa } from './start-pwa';
import { UpdatePrompt } from './update-prompt';

/**
 * The app's notices, bottom left (the chat button sits bottom right): offline state, a waiting
 * new version, and the install offer. Nothing renders while prerendering.
 *
 * The layer is fixed and spans the viewport's height with its cards packed at the bottom, so its
 * own box never moves and a card appearing never shifts anything: a bottom-anchored box that grew
 * with its content would move up by the card's height, a layout shift on every page (CLS 0.028)
 * when the "ready for offline use" notice comes up.
 */
export function PwaNotices() {
  // main.tsx starts this early; calling again is harmless and keeps the layout self-sufficient.
  useEffect(startPwa, []);
  return (
    <div className="pointer-events-none fixed top-0 bottom-4 left-4 right-20 z-40 flex flex-col items-start justify-end gap-2 sm:right-auto sm:w-96">
      <UpdatePrompt />
      <InstallOffer />
      <OfflineIndicator />
    </div>
  );
}
