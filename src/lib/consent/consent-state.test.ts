import { describe, expect, it, vi } from 'vitest';

async function freshState() {
  vi.resetModules();
  return import('./consent-state');
}

describe('consent state', () => {
  it('runs nothing until the consent service reports the purpose, then runs it once', async () => {
    const { recordConsent, whenConsented } = await freshState();
    const loadPixel = vi.fn();
    whenConsented('marketing', loadPixel);
    recordConsent({ experience: true, marketing: false });
    expect(loadPixel).not.toHaveBeenCalled();
    recordConsent({ marketing: true });
    recordConsent({ marketing: true });
    expect(loadPixel).toHaveBeenCalledTimes(1);
  });

  it('runs at once what asks after consent was given, and nothing that was cancelled', async () => {
    const { recordConsent, whenConsented, hasConsent } = await freshState();
    const cancelled = vi.fn();
    whenConsented('experience', cancelled)();
    recordConsent({ experience: true });
    expect(cancelled).not.toHaveBeenCalled();
    const late = vi.fn();
    whenConsented('experience', late);
    expect(late).toHaveBeenCalledTimes(1);
    expect(hasConsent('marketing')).toBe(false);
  });
});
