import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { IosReloadBanner } from '@/features/ios-support/ios-reload-banner';
import { PwaNotices } from '@/features/offline/pwa-notices';
import { ChatButton } from '@/features/third-party/chat-button';
import { CookieConsent } from '@/features/third-party/cookie-consent';
import { MetaPixelLoader } from '@/features/third-party/meta-pixel-loader';

/**
 * sonner's rich colours with darker text: its own reds, greens and oranges on their pale
 * backgrounds fall short of WCAG AA contrast (4.5:1).
 */
const TOAST_COLOURS = {
  '--success-text': '#166534',
  '--info-text': '#1e40af',
  '--warning-text': '#92400e',
  '--error-text': '#991b1b',
} as CSSProperties;

/**
 * Toasts open just below the sticky header (h-16 and its border), not over it: over it, a toast
 * hid the phone's menu button and the desktop's navigation for as long as it stayed (sonner keeps
 * it while a pointer rests on it).
 */
const BELOW_THE_HEADER = { top: 'calc(4rem + 8px)' };

/**
 * Everything the layout shows beside the page that no visitor needs at first paint: the floating
 * chat button, the iOS reload banner (after 30 s), the cookie-consent service, the advertising pixel (when configured), the offline and
 * update notices, and the toast area. Loaded as one chunk once the page is idle (DeferredExtras).
 */
export default function PageExtras() {
  return (
    <>
      <ChatButton />
      <IosReloadBanner />
      <CookieConsent />
      <MetaPixelLoader />
      <PwaNotices />
      <Toaster
        position="top-center"
        offset={BELOW_THE_HEADER}
        mobileOffset={BELOW_THE_HEADER}
        richColors
        closeButton
        style={TOAST_COLOURS}
      />
    </>
  );
}
