import { useEffect } from 'react';
import { META_PIXEL_SCRIPT_URL, pixelQueue } from '@/lib/analytics/meta-pixel';
import { loadScript } from './load-script';

/** Loads the advertising pixel's script once when a pixel id is configured; renders nothing. */
export function MetaPixelLoader() {
  useEffect(() => {
    if (!pixelQueue()) return;
    loadScript(META_PIXEL_SCRIPT_URL).catch(() => {
      // Blocked or offline: queued events are simply not sent; the site does not depend on them.
    });
  }, []);
  return null;
}
