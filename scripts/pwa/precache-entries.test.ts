import { describe, expect, it } from 'vitest';
import { cleanPrecacheUrl, NAVIGATE_FALLBACK, transformPrecacheEntries } from './precache-entries';

describe('cleanPrecacheUrl', () => {
  it('keeps the home page and the shell under their own names', () => {
    expect(cleanPrecacheUrl('index.html')).toBe('index.html');
    expect(cleanPrecacheUrl(NAVIGATE_FALLBACK)).toBe(NAVIGATE_FALLBACK);
  });

  it('keys a prerendered page by its clean URL, in either file layout', () => {
    expect(cleanPrecacheUrl('tour/pojega.html')).toBe('tour/pojega');
    expect(cleanPrecacheUrl('tour/pojega/index.html')).toBe('tour/pojega');
    expect(cleanPrecacheUrl('eventi.html')).toBe('eventi');
  });

  it('leaves every other file alone', () => {
    expect(cleanPrecacheUrl('assets/index-abc123.js')).toBe('assets/index-abc123.js');
    expect(cleanPrecacheUrl('images/tour-pojega-480.avif')).toBe('images/tour-pojega-480.avif');
  });
});

describe('transformPrecacheEntries', () => {
  it('keeps the prerendered shell as the fallback', () => {
    const entries = [
      { url: 'index.html', revision: 'home' },
      { url: NAVIGATE_FALLBACK, revision: 'shell' },
      { url: 'gallery.html', revision: 'gallery' },
    ];
    expect(transformPrecacheEntries(entries)).toEqual([
      { url: 'index.html', revision: 'home' },
      { url: NAVIGATE_FALLBACK, revision: 'shell' },
      { url: 'gallery', revision: 'gallery' },
    ]);
  });

  it('precaches index.html under the shell name when the build wrote no separate shell', () => {
    const entries = [
      { url: 'index.html', revision: 'spa' },
      { url: 'assets/index-abc.js', revision: null },
    ];
    expect(transformPrecacheEntries(entries)).toContainEqual({
      url: NAVIGATE_FALLBACK,
      revision: 'spa',
    });
  });

  it('refuses a precache without any page to fall back to', () => {
    expect(() => transformPrecacheEntries([{ url: 'assets/a.js', revision: null }])).toThrow();
  });
});
