import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from './i18n';
import { readStoredLocale, storeLocale } from './language-storage';

describe('i18n', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await activateLocale('it');
  });

  it('shows the key of a missing translation and logs a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(i18n._('booking.someUnknownKey')).toBe('booking.someUnknownKey');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('booking.someUnknownKey'));
  });

  it('switches between the Italian and English catalogues', async () => {
    await activateLocale('en');
    expect(i18n.locale).toBe('en');
    await activateLocale('it');
    expect(i18n.locale).toBe('it');
  });
});

describe('language storage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('defaults to Italian without storage, as when prerendering', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(readStoredLocale()).toBe('it');
  });

  it('keeps the choice under the language key and ignores unknown values', () => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
    });
    storeLocale('en');
    expect(store.get('language')).toBe('en');
    expect(readStoredLocale()).toBe('en');
    store.set('language', 'fr');
    expect(readStoredLocale()).toBe('it');
  });
});
