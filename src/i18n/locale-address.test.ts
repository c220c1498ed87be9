import { describe, expect, it } from 'vitest';
import {
  addressLocale,
  alternateLinks,
  canonicalUrl,
  localeAddress,
  withoutLocalePrefix,
} from './locale-address';

const SITE = 'https://tours.example';

describe('locale addresses', () => {
  it('reads the language from the /en prefix only', () => {
    expect(addressLocale('/en')).toBe('en');
    expect(addressLocale('/en/tour/pojega')).toBe('en');
    expect(addressLocale('/')).toBe('it');
    expect(addressLocale('/tour/pojega')).toBe('it');
    // A path that merely starts with the letters is Italian.
    expect(addressLocale('/enoteca')).toBe('it');
  });

  it('takes the prefix off and puts it back', () => {
    expect(withoutLocalePrefix('/en')).toBe('/');
    expect(withoutLocalePrefix('/en/tour/pojega')).toBe('/tour/pojega');
    expect(withoutLocalePrefix('/enoteca')).toBe('/enoteca');
    expect(localeAddress('/', 'en')).toBe('/en');
    expect(localeAddress('/eventi', 'en')).toBe('/en/eventi');
    expect(localeAddress('/eventi', 'it')).toBe('/eventi');
  });

  it('gives each copy its own language as canonical', () => {
    expect(canonicalUrl('/tour/pojega', 'it', SITE)).toBe(`${SITE}/tour/pojega`);
    expect(canonicalUrl('/tour/pojega', 'en', SITE)).toBe(`${SITE}/en/tour/pojega`);
    expect(canonicalUrl('/', 'en', SITE)).toBe(`${SITE}/en`);
  });

  it('names both languages and Italian as x-default', () => {
    expect(alternateLinks('/', SITE)).toEqual([
      { hreflang: 'it', href: `${SITE}/` },
      { hreflang: 'en', href: `${SITE}/en` },
      { hreflang: 'x-default', href: `${SITE}/` },
    ]);
    expect(alternateLinks('/gallery', SITE).map((link) => link.href)).toEqual([
      `${SITE}/gallery`,
      `${SITE}/en/gallery`,
      `${SITE}/gallery`,
    ]);
  });
});
