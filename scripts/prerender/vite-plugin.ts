import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { prerenderSite } from './prerender-site';

/**
 * Prerenders the content pages once the client build is written (writeBundle), before any plugin's
 * closeBundle step such as vite-plugin-pwa's service worker generation.
 */
export function prerenderPlugin({ ssrEntry }: { ssrEntry: string }): Plugin {
  let outDir = '';
  let skip = true;
  return {
    name: 'valpolicella:prerender',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      skip = Boolean(config.build.ssr);
    },
    async writeBundle() {
      if (skip) return;
      await prerenderSite({ outDir, ssrEntry, log: (line) => this.info(line) });
    },
  };
}
