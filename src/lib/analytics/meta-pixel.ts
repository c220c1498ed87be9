import { env } from '@/config/env';
import { hasConsent } from '@/lib/consent/consent-state';

type Fbq = ((...args: unknown[]) => void) & { queue?: unknown[][]; loaded?: boolean };
type PixelWindow = Window & { fbq?: Fbq; _fbq?: Fbq };

export const META_PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';

/**
 * The advertising pixel's command queue, created on first use when a pixel id is configured and
 * the visitor consented to advertising cookies, with `init` first: events tracked before the
 * pixel's script arrives are replayed by it in order. Returns undefined otherwise (no pixel, no
 * consent, or outside the browser): nothing is queued, let alone sent, without consent.
 */
export function pixelQueue(): Fbq | undefined {
  const pixelId = env.VITE_META_PIXEL_ID;
  if (!pixelId || typeof window === 'undefined' || !hasConsent('marketing')) return undefined;
  const target = window as PixelWindow;
  if (!target.fbq) {
    const queue: unknown[][] = [];
    const fbq: Fbq = (...args: unknown[]) => {
      queue.push(args);
    };
    fbq.queue = queue;
    target.fbq = fbq;
    target._fbq = fbq;
    fbq('init', pixelId);
    fbq('track', 'PageView');
  }
  return target.fbq;
}

/** Sends a standard pixel event (ViewContent, Purchase…) when a pixel is configured. */
export function trackPixelEvent(event: string, parameters: Record<string, unknown>): void {
  pixelQueue()?.('track', event, parameters);
}
