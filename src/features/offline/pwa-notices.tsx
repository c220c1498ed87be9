import { useEffect } from 'react';
import { InstallOffer } from './install-offer';
import { OfflineIndicator } from './offline-indicator';
import { startPwa } from './start-pwa';
import { UpdatePrompt } from './update-prompt';

/**
 * The app's notices, bottom left (the chat button sits bottom right): offline state, a waiting
 * new version, and the install offer. Nothing renders while prerendering.
 */
export function PwaNotices() {
  // main.tsx starts this early; calling again is harmless and keeps the layout self-sufficient.
  useEffect(startPwa, []);
  return (
    <div className="pointer-events-none fixed bottom-4 left-4 right-20 z-40 flex flex-col items-start gap-2 sm:right-auto sm:w-96">
      <UpdatePrompt />
      <InstallOffer />
      <OfflineIndicator />
    </div>
  );
}
