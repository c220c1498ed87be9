import { describe, expect, it } from 'vitest';
import { needsIosInstallHint } from './ios-install-hint';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1';
const IPHONE_INSTAGRAM =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 334.0.4.32.98';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

describe('needsIosInstallHint', () => {
  it('helps Safari on iPhone and on iPad (which says it is a Mac but has touch)', () => {
    expect(needsIosInstallHint({ userAgent: IPHONE_SAFARI, maxTouchPoints: 5 }, false)).toBe(true);
    expect(needsIosInstallHint({ userAgent: IPAD_SAFARI, maxTouchPoints: 5 }, false)).toBe(true);
  });

  it('stays quiet once the site runs from the home screen', () => {
    const platform = { userAgent: IPHONE_SAFARI, maxTouchPoints: 5 };
    expect(needsIosInstallHint({ ...platform, standalone: true }, false)).toBe(false);
    expect(needsIosInstallHint(platform, true)).toBe(false);
  });

  it('stays quiet on a Mac, in other iOS browsers, in-app browsers and on Android', () => {
    expect(needsIosInstallHint({ userAgent: IPAD_SAFARI, maxTouchPoints: 0 }, false)).toBe(false);
    expect(needsIosInstallHint({ userAgent: IPHONE_CHROME, maxTouchPoints: 5 }, false)).toBe(false);
    expect(needsIosInstallHint({ userAgent: IPHONE_INSTAGRAM, maxTouchPoints: 5 }, false)).toBe(
      false,
    );
    expect(needsIosInstallHint({ userAgent: ANDROID_CHROME, maxTouchPoints: 5 }, false)).toBe(
      false,
    );
  });
});
