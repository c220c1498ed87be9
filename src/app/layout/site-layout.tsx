import type { ReactNode } from 'react';
import { IosReloadBanner } from '../../features/ios-support/ios-reload-banner';
import { PwaNotices } from '../../features/offline/pwa-notices';
import { useSafariRerender } from '../../features/ios-support/use-safari-rerender';
import { ChatButton } from '../../features/third-party/chat-button';
import { CookieConsent } from '../../features/third-party/cookie-consent';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { LazyToaster } from '../../ui/lazy-toaster';

export function SiteLayout({ children }: { children: ReactNode }) {
  // The attribute changes with each Safari re-render tick, which makes Safari lay the page out again.
  const renderTick = useSafariRerender();
  return (
    <div className="flex min-h-screen flex-col" data-render-tick={renderTick}>
      <SiteHeader />
      <main id="main" className="flex-1" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <ChatButton />
      <IosReloadBanner />
      <CookieConsent />
      <PwaNotices />
      <LazyToaster />
    </div>
  );
}
