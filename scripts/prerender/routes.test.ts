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
  it('lists the prerendered pages and keeps crawlers off the private ones', () => {
    expect(sitemapXml('https://tours.example', ['/', '/tour'])).toContain(
      '<url><loc>https://tours.example/tour</loc></url>',
    );
    expect(robotsTxt('https://tours.example', ['/auth'])).toBe(
      'User-agent: *\nDisallow: /auth\n\nSitemap: https://tours.example/sitemap.xml\n',
    );
  });
});
