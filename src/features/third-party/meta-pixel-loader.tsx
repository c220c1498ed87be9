import { useEffect } from 'react';
import { META_PIXEL_SCRIPT_URL, pixelQueue } from '@/lib/analytics/meta-pixel';
import { whenConsented } from '@/lib/consent/consent-state';
import { loadScript } from './load-script';

/**
 * Loads the advertising pixel once the visitor consented to advertising cookies through the
 * consent service, and only when a pixel id is configured; renders nothing.
 */
export function MetaPixelLoader() {
  useEffect(
    () =>
      whenConsented('marketing', () => {
        if (!pixelQueue()) return;
        loadScript(META_PIXEL_SCRIPT_URL).catch(() => {
          // Blocked or offline: events are simply not sent; the site does not depend on them.
        });
      }),
    [],
  );
  return null;
}
