/**
 * Builds the web app with prerendered content pages:
 *   npx tsx scripts/build-web.ts [--mode emulator] [--out-dir dist]
 * 0. a check of the VITE_* settings of the mode (src/config/env-schema.ts),
 * 1. an SSR build of src/entry-server.tsx (kept under node_modules/.cache, out of Tailwind's scan),
 * 2. the client build, whose prerender plugin renders each content route into the output.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build, loadEnv } from 'vite';
import { parseEnv } from '../src/config/env-schema';
import { italianMessagesPlugin } from './bundle/italian-messages-plugin';
import { prerenderPlugin } from './prerender/vite-plugin';

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'production' },
    'out-dir': { type: 'string', default: 'dist' },
    quiet: { type: 'boolean', default: false },
  },
});
const mode = values.mode;
const logLevel = values.quiet ? 'warn' : 'info';

// The VITE_* values are written into the bundle: check them here, once, before building.
try {
  parseEnv(loadEnv(mode, process.cwd(), 'VITE_'));
} catch (error) {
  console.error(`${(error as Error).message}\n(mode "${mode}": see .env.example)`);
  process.exit(1);
}

// A directory of its own per build, so builds running side by side never mix their SSR bundles.
mkdirSync('node_modules/.cache', { recursive: true });
const ssrOutDir = mkdtempSync(resolve('node_modules/.cache/prerender-ssr-'));

try {
  await build({
    mode,
    logLevel,
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: ssrOutDir,
      emptyOutDir: true,
      copyPublicDir: false,
      sourcemap: false,
    },
  });

  // React, the router and Lingui in one chunk: every page needs them before it can hydrate, and one
  // gzip stream compresses them smaller than the handful of shared chunks rolldown would make.
  const FRAMEWORK =
    /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|store|react-store)|@lingui)[\\/]/;

  const APP_CORE =
    /[\\/]src[\\/](app[\\/](start-app|app|router|prerendered-head)\.tsx?|i18n[\\/]|config[\\/]|content[\\/](image-catalog|association)\.ts)/;

  await build({
    mode,
    logLevel,
    build: {
      outDir: values['out-dir'],
      emptyOutDir: true,
      manifest: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'framework', test: FRAMEWORK },
              // What src/main.tsx starts after the first paint and every page needs: one chunk
              // rather than a handful of tiny ones that each cost a request and gzip overhead.
              { name: 'app', test: APP_CORE, includeDependenciesRecursively: false },
            ],
          },
        },
      },
    },
    plugins: [
      italianMessagesPlugin(),
      prerenderPlugin({ ssrEntry: resolve(ssrOutDir, 'entry-server.js') }),
    ],
  });
} finally {
  rmSync(ssrOutDir, { recursive: true, force: true });
}
