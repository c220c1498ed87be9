import { Toaster } from 'sonner';
import { IosReloadBanner } from '../../features/ios-support/ios-reload-banner';
import { PwaNotices } from '../../features/offline/pwa-notices';
import { ChatButton } from '../../features/third-party/chat-button';
import { CookieConsent } from '../../features/third-party/cookie-consent';
import { MetaPixelLoader } from '../../features/third-party/meta-pixel-loader';

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
      <Toaster position="top-center" richColors closeButton />
    </>
  );
}
