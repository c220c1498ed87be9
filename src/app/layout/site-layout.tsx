import type { ReactNode } from 'react';
import { useSafariRerender } from '@/features/ios-support/use-safari-rerender';
import { DeferredExtras } from './deferred-extras';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

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
      <DeferredExtras />
    </div>
  );
}
