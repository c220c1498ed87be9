import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="flex-1" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <Toaster position="top-center" richColors closeButton />
    </div>
  );
}
