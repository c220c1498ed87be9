import { useEffect, useState, type RefObject } from 'react';
import { useOnlineStatus } from '@/lib/network/use-online-status';

export type MapAvailability = 'unknown' | 'available' | 'unavailable';

/**
 * Whether the map service answers, checked once the map's box comes near the viewport. A frame
 * that fails still fires `load` and shows the browser's error page, so the frame is only added
 * after a request to the same address went through; offline, blocked by an extension or by the
 * content security policy, the address card stays instead.
 */
export function useMapAvailability(
  url: string,
  box: RefObject<HTMLElement | null>,
): MapAvailability {
  const online = useOnlineStatus();
  const [state, setState] = useState<MapAvailability>('unknown');

  useEffect(() => {
    const element = box.current;
    if (!online || !element || state !== 'unknown') return;
    let cancelled = false;
    const probe = () =>
      fetch(url, { mode: 'no-cors', credentials: 'omit', referrerPolicy: 'no-referrer' }).then(
        () => !cancelled && setState('available'),
        () => !cancelled && setState('unavailable'),
      );
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          void probe();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [url, box, online, state]);

  return online ? state : 'unavailable';
}
