import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './crawler-files';
import { pageFile, undecidedPaths } from './routes';

describe('prerendered routes', () => {
  it('writes each path where Hosting (cleanUrls) serves it', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/tour')).toBe('tour.html');
    expect(pageFile('/tour/pojega')).toBe('tour/pojega.html');
  });

  it('reports static routes that are neither prerendered nor declared SPA-only', () => {
    expect(undecidedPaths(['/', '/auth', '/tour/pojega', '/new-page'])).toEqual(['/new-page']);
  });
});

describe('crawler files', () => {
  it('lists each page in both languages, each naming both as alternates', () => {
    const xml = sitemapXml('https://tours.example', ['/', '/tour']);
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
    const locs = entries.map((entry) => /<loc>([^<]*)<\/loc>/.exec(entry)?.[1]);
    expect(locs).toEqual([
      'https://tours.example/',
      'https://tours.example/en',
      'https://tours.example/tour',
      'https://tours.example/en/tour',
    ]);
    // Both entries of /tour carry the same three alternates, so each points back at the other.
    const tourAlternates = [
      '<xhtml:link rel="alternate" hreflang="it" href="https://tours.example/tour"/>',
      '<xhtml:link rel="alternate" hreflang="en" href="https://tours.example/en/tour"/>',
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://tours.example/tour"/>',
    ];
    for (const entry of entries.slice(2)) {
      expect(entry.match(/<xhtml:link[^>]*>/g)).toEqual(tourAlternates);
    }
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('lists the prerendered pages and keeps crawlers off the private ones', () => {
    expect(sitemapXml('https://tours.example', ['/', '/tour'])).toContain(
      '<loc>https://tours.example/tour</loc>',
    );
    expect(robotsTxt('https://tours.example', ['/auth'])).toBe(
      'User-agent: *\nDisallow: /auth\n\nSitemap: https://tours.example/sitemap.xml\n',
    );
  });
});
