import { useEffect, useState } from 'react';
import { canKeepPages, keepStaffPage, type PageKept } from './keep-staff-page';

/**
 * Keeps the staff area's page for offline use (keep-staff-page.ts) and says whether it is: again
 * when the connection returns, if it was missing.
 */
export function usePageKept(): PageKept {
  const [state, setState] = useState<PageKept>(() =>
    canKeepPages() ? 'preparing' : 'unsupported',
  );
  useEffect(() => {
    if (!canKeepPages()) return;
    let mounted = true;
    const check = () => {
      keepStaffPage().then(
        (kept) => mounted && setState(kept),
        (error: unknown) => {
          console.warn('Could not keep the staff page on this device', error);
          if (mounted) setState('missing');
        },
      );
    };
    check();
    window.addEventListener('online', check);
    return () => {
      mounted = false;
      window.removeEventListener('online', check);
    };
  }, []);
  return state;
}
