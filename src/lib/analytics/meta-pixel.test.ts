import { afterEach, describe, expect, it, vi } from 'vitest';

async function loadWithPixelId(pixelId: string | undefined, consented = true) {
  vi.resetModules();
  vi.doMock('../../config/env', () => ({ env: { VITE_META_PIXEL_ID: pixelId } }));
  const { recordConsent } = await import('../consent/consent-state');
  recordConsent({ marketing: consented });
  return import('./meta-pixel');
}

describe('meta pixel queue', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.doUnmock('../../config/env');
  });

  it('queues init and the page view before any event, so the script replays them in order', async () => {
    const fakeWindow = {} as { fbq?: { queue?: unknown[][] } };
    vi.stubGlobal('window', fakeWindow);
    const { trackPixelEvent } = await loadWithPixelId('123');
    trackPixelEvent('ViewContent', { value: 90, currency: 'EUR' });
    expect(fakeWindow.fbq?.queue).toEqual([
      ['init', '123'],
      ['track', 'PageView'],
      ['track', 'ViewContent', { value: 90, currency: 'EUR' }],
    ]);
  });

  it('queues nothing before the visitor consented to advertising cookies', async () => {
    const fakeWindow = {} as { fbq?: unknown };
    vi.stubGlobal('window', fakeWindow);
    const { trackPixelEvent } = await loadWithPixelId('123', false);
    trackPixelEvent('ViewContent', {});
    expect(fakeWindow.fbq).toBeUndefined();
  });

  it('does nothing without a configured pixel', async () => {
    const fakeWindow = {} as { fbq?: unknown };
    vi.stubGlobal('window', fakeWindow);
    const { trackPixelEvent } = await loadWithPixelId(undefined);
    trackPixelEvent('ViewContent', {});
    expect(fakeWindow.fbq).toBeUndefined();
  });
});
