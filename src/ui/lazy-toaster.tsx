import { lazy, Suspense, useEffect, useState } from 'react';

// sonner weighs ~9 kB gzipped and no page shows a toast before the visitor acts, so its Toaster
// is fetched once the page is idle instead of with the first load. Toasts raised earlier are not
// lost: sonner replays them to a Toaster that subscribes late.
const Toaster = lazy(() => import('sonner').then(({ Toaster }) => ({ default: Toaster })));

function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 200);
  return () => clearTimeout(handle);
}

/** The app's toast area (sonner), mounted after hydration so prerendered HTML never includes it. */
export function LazyToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => whenIdle(() => setMounted(true)), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton />
    </Suspense>
  );
}
