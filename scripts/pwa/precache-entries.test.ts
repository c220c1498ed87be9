import { describe, expect, it } from 'vitest';
import { cleanPrecacheUrl, NOT_FOUND_PAGE, transformPrecacheEntries } from './precache-entries';

describe('cleanPrecacheUrl', () => {
  it('keeps the home page under its own name', () => {
    expect(cleanPrecacheUrl('index.html')).toBe('index.html');
  });

  it('keys a prerendered page or a route shell by its clean URL, in either file layout', () => {
    expect(cleanPrecacheUrl('tour/pojega.html')).toBe('tour/pojega');
    expect(cleanPrecacheUrl('tour/pojega/index.html')).toBe('tour/pojega');
    expect(cleanPrecacheUrl('eventi.html')).toBe('eventi');
    expect(cleanPrecacheUrl('booking-success.html')).toBe('booking-success');
    expect(cleanPrecacheUrl('_not-found.html')).toBe('_not-found');
  });

  it('leaves every other file alone', () => {
    expect(cleanPrecacheUrl('assets/index-abc123.js')).toBe('assets/index-abc123.js');
    expect(cleanPrecacheUrl('images/tour-pojega-480.avif')).toBe('images/tour-pojega-480.avif');
  });
});

describe('transformPrecacheEntries', () => {
  it('keys the pages, the shells and the not-found page by their clean URLs', () => {
    const entries = [
      { url: 'index.html', revision: 'home' },
      { url: '_not-found.html', revision: 'not-found' },
      { url: 'auth.html', revision: 'auth' },
      { url: 'gallery.html', revision: 'gallery' },
    ];
    expect(transformPrecacheEntries(entries)).toEqual([
      { url: 'index.html', revision: 'home' },
      { url: NOT_FOUND_PAGE, revision: 'not-found' },
      { url: 'auth', revision: 'auth' },
      { url: 'gallery', revision: 'gallery' },
    ]);
  });

  it('refuses a precache without the not-found page, which unknown addresses need offline', () => {
    expect(() =>
      transformPrecacheEntries([
        { url: 'index.html', revision: 'spa' },
        { url: 'assets/a.js', revision: null },
      ]),
    ).toThrow(/_not-found\.html/);
  });
});
