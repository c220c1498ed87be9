import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildRobots, buildSitemap } from './seo-files';

describe('sitemap.xml', () => {
  const sitemap = buildSitemap('https://example.org');
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it('lists every content route with an absolute URL, and no private page', () => {
    expect(locs).toContain('https://example.org/');
    expect(locs).toContain('https://example.org/tour/strada-del-vino');
    expect(locs).toContain('https://example.org/eventi/walk-wine-in-villa');
    expect(locs).toContain('https://example.org/termini-e-condizioni');
    expect(locs).toHaveLength(17);
    expect(sitemap).not.toMatch(/auth|booking-/);
  });

  it('only lists paths the router knows', () => {
    const routeTree = readFileSync(new URL('../../src/routeTree.gen.ts', import.meta.url), 'utf8');
    for (const loc of locs) {
      const path = new URL(loc!).pathname;
      expect(routeTree).toContain(`'${path}'`);
    }
  });
});

describe('robots.txt', () => {
  it('points to the sitemap and keeps crawlers out of account and payment pages', () => {
    const robots = buildRobots('https://example.org/');
    expect(robots).toContain('Sitemap: https://example.org/sitemap.xml');
    expect(robots).toContain('Disallow: /booking-success');
    expect(robots).toContain('Disallow: /auth');
  });
});
