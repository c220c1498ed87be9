import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { env } from '@/config/env';
import { loadScript } from './load-script';

/** The reviews service's loader (Elfsight); its host must be allowed by the CSP. */
export const REVIEWS_SCRIPT_URL = 'https://elfsightcdn.com/platform.js';

/** Start loading when a tenth of the section shows, or is within 50 px of the viewport. */
const REVIEWS_OBSERVER_OPTIONS: IntersectionObserverInit = {
  threshold: 0.1,
  rootMargin: '50px',
};

type LoadState = 'waiting' | 'loading' | 'ready' | 'failed';

/** The third-party reviews section; absent when no widget id is configured. */
export function ReviewsWidget() {
  const widgetId = env.VITE_REVIEWS_WIDGET_ID;
  return widgetId ? <ReviewsSection widgetId={widgetId} /> : null;
}

function ReviewsSection({ widgetId }: { widgetId: string }) {
  const sectionRef = useRef<HTMLElement>(null);
  const [state, setState] = useState<LoadState>('waiting');

  useEffect(() => {
    const section = sectionRef.current;
    if (!section) return;
    let cancelled = false;
    const load = () => {
      setState('loading');
      loadScript(REVIEWS_SCRIPT_URL).then(
        () => !cancelled && setState('ready'),
        () => !cancelled && setState('failed'),
      );
    };
    // The script is heavy and the section sits low on the page: fetch it only when it's near.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        load();
      }
    }, REVIEWS_OBSERVER_OPTIONS);
    observer.observe(section);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, []);

  return (
    <section
      ref={sectionRef}
      aria-labelledby="reviews-title"
      className="mx-auto max-w-6xl px-4 py-12"
      style={{ minHeight: 300 }}
    >
      <h2 id="reviews-title" className="text-2xl font-semibold text-vine-900">
        <Trans>Cosa dicono di noi</Trans>
      </h2>
      {(state === 'waiting' || state === 'loading') && (
        <p role="status" className="mt-4 text-stone-700">
          <Trans>Caricamento delle recensioni…</Trans>
        </p>
      )}
      {state === 'failed' && (
        <p className="mt-4 text-stone-700">
          <Trans>Le recensioni non sono disponibili in questo momento.</Trans>
        </p>
      )}
      <div className={`elfsight-app-${widgetId} mt-6`} data-elfsight-app-lazy="" />
    </section>
  );
}
