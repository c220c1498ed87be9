import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '@/ui/when-idle';

// ~20 kB gzipped together (sonner alone is ~9 kB) that would otherwise sit in every page's first
// load. Toasts raised before the Toaster mounts are not lost: sonner replays them to it.
const PageExtras = lazy(() => import('./page-extras'));

/** Mounts PageExtras after hydration, when the page is idle; prerendered HTML never includes it. */
export function DeferredExtras() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => whenIdle(() => setMounted(true)), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <PageExtras />
    </Suspense>
  );
}
