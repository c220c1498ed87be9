import type { Plugin } from 'vite';
import { buildRobots, buildSitemap } from './seo-files';

/**
 * Writes robots.txt and sitemap.xml into the build, with absolute URLs on the mode's
 * VITE_SITE_URL, so each deployment (emulator, production) points at its own address.
 */
export function seoFilesPlugin(): Plugin {
  let siteUrl = '';
  let skip = true;
  return {
    name: 'valpolicella:seo-files',
    apply: 'build',
    configResolved(config) {
      siteUrl = String(config.env.VITE_SITE_URL ?? '');
      skip = Boolean(config.build.ssr);
    },
    generateBundle() {
      if (skip) return;
      if (!siteUrl) this.error('VITE_SITE_URL is needed to write sitemap.xml and robots.txt');
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: buildSitemap(siteUrl) });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: buildRobots(siteUrl) });
    },
  };
}
