import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '@/ui/button-class';
import { isIos } from './platform';

const IDLE_LIMIT_MS = 30_000;
const IDLE_CHECK_EVERY_MS = 15_000;

function reloadPage() {
  window.location.reload();
}

/**
 * On iOS, after more than 30 s without a touch or click (checked every 15 s), offers a reload in
 * case the page stopped responding to taps. Any touch or click elsewhere hides it again; one on
 * the banner itself must not, or the tap's own touchstart would remove the button before its
 * click arrives. Forms keep their drafts (src/lib/drafts), so a reload loses nothing typed.
 */
export function IosReloadBanner({ reload = reloadPage }: { reload?: () => void }) {
  const [visible, setVisible] = useState(false);
  const bannerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isIos(navigator)) return;
    let lastInteraction = Date.now();
    const onInteraction = (event: Event) => {
      lastInteraction = Date.now();
      if (event.target instanceof Node && bannerRef.current?.contains(event.target)) return;
      setVisible(false);
    };
    const options = { capture: true, passive: true };
    document.addEventListener('touchstart', onInteraction, options);
    document.addEventListener('click', onInteraction, options);
    const interval = setInterval(() => {
      if (Date.now() - lastInteraction > IDLE_LIMIT_MS) setVisible(true);
    }, IDLE_CHECK_EVERY_MS);
    return () => {
      document.removeEventListener('touchstart', onInteraction, options);
      document.removeEventListener('click', onInteraction, options);
      clearInterval(interval);
    };
  }, []);

  // The live region stays mounted so screen readers announce the banner when it appears.
  return (
    <div role="status" ref={bannerRef}>
      {visible && (
        <div className="fixed inset-x-4 top-20 z-40 mx-auto flex max-w-md items-center justify-between gap-3 rounded-xl bg-stone-900 px-4 py-3 text-sm text-white shadow-lg">
          <span>
            <Trans>Elementi non cliccabili? Prova a ricaricare.</Trans>
          </span>
          <button
            type="button"
            onClick={() => reload()}
            className={`shrink-0 ${buttonClass('onDark', 'small')}`}
          >
            <Trans>Ricarica</Trans>
          </button>
        </div>
      )}
    </div>
  );
}
