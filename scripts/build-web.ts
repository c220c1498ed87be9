/**
 * Builds the web app with prerendered content pages:
 *   npx tsx scripts/build-web.ts [--mode emulator] [--out-dir dist] [--env-dir .]
 * 0. a check of the VITE_* settings of the mode (src/config/env-schema.ts); a build for a real
 *    site (any mode but `emulator`: `production`, or a deploy's project id) also needs the privacy and cookie policies and the association's real details
 *    (src/config/production-readiness.ts),
 * 1. an SSR build of src/entry-server.tsx (kept under node_modules/.cache, out of Tailwind's scan),
 * 2. the client build, whose prerender plugin renders each content route into the output.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build, loadEnv, type InlineConfig } from 'vite';
import { parseEnv } from '../src/config/env-schema';
import { productionProblems } from '../src/config/production-readiness';
import { ASSOCIATION, EXAMPLE_POLICY_PATHS } from '../src/content/association';
import { CHUNK_FILE_NAMES } from './bundle/chunk-names';
import { EAGER_COMPILE_CHUNKS, EAGER_COMPILE_HINT } from './bundle/eager-compile';
import { italianMessagesPlugin } from './bundle/italian-messages-plugin';
import { prerenderPlugin } from './prerender/vite-plugin';

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'production' },
    'out-dir': { type: 'string', default: 'dist' },
    quiet: { type: 'boolean', default: false },
    /** Where the .env files are read from (a test builds from a copy of the settings). */
    'env-dir': { type: 'string', default: '.' },
  },
});
const mode = values.mode;
const envDir = resolve(values['env-dir']);
const logLevel = values.quiet ? 'warn' : 'info';

// The VITE_* values are written into the bundle: check them here, once, before building.
try {
  const env = parseEnv(loadEnv(mode, envDir, 'VITE_'));
  // Only what goes live must be real: the demo and the test stack (mode "emulator") run on
  // example details. A deploy builds in a mode named after its project (.env.<project-id>.local).
  if (mode !== 'emulator') {
    const problems = productionProblems(env, {
      example: ASSOCIATION.example,
      examplePolicyPaths: Object.values(EXAMPLE_POLICY_PATHS),
    });
    if (problems.length > 0) {
      throw new Error(`Not ready for production:\n- ${problems.join('\n- ')}`);
    }
  }
} catch (error) {
  console.error(`${(error as Error).message}\n(mode "${mode}": see .env.example)`);
  process.exit(1);
}

// A directory of its own per build, so builds running side by side never mix their SSR bundles.
mkdirSync('node_modules/.cache', { recursive: true });
const ssrOutDir = mkdtempSync(resolve('node_modules/.cache/prerender-ssr-'));

/** A chunk group's test: any of these paths (regular expressions) under src/. */
const underSrc = (paths: string[]) =>
  new RegExp(String.raw`[\\/]src[\\/](` + paths.join('|') + ')');

/** What the server-side build and the browser's build share. */
const shared: InlineConfig = { mode, logLevel, envDir };

try {
  // What every tour and event page loads together: the detail page's view, the booking slot and
  // the slot through which a booking card offers joining. Left to itself the bundler cuts the
  // joining slot into a chunk of its own, since the rental panel (lazy) shares it, and every
  // detail page pays a request and 0.2 kB more; the rental panel takes the whole chunk instead.
  const DETAIL_PAGE = underSrc([
    String.raw`ui[\\/]page[\\/](back-link|detail-hero|detail-layout|summarize|content-section-view|gift-box|itinerary-view|use-view-content-pixel|experience-page-view)\.tsx?`,
    String.raw`ui[\\/]when-near-viewport\.tsx`,
    String.raw`features[\\/]booking[\\/]card[\\/]booking-slot\.tsx`,
    String.raw`features[\\/]booking[\\/]membership-check[\\/]join-form-slot\.ts`,
    String.raw`routes[\\/]-components[\\/]booking[\\/]with-join-form\.tsx`,
  ]);

  await build({
    ...shared,
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

  // The app's start (src/app), its languages and settings, and the few small modules that the
  // route tree and the layout share with every page. Left to rolldown, each of those becomes a
  // chunk of 0.1–0.4 kB: five more requests on every page, each one costing the main thread the
  // setting-up of a request (see src/app/preload-route-chunks.ts), for 1 kB in all.
  const APP_CORE = underSrc([
    String.raw`app[\\/](start-app|app|router|served-head)\.tsx?`,
    String.raw`i18n[\\/]`,
    String.raw`config[\\/]`,
    String.raw`locales[\\/]it\.po`,
    String.raw`content[\\/](image-catalog|association|experience)\.ts`,
    String.raw`domain[\\/]locale\.ts`,
    String.raw`ui[\\/]new-tab-link\.tsx`,
    // Five lines every page with live dates or a form reads (0.2 kB as a chunk of its own).
    String.raw`ui[\\/]use-hydrated\.ts`,
    // The route tree's search helpers (and what beforeLoad does with private parameters).
    String.raw`lib[\\/]routing[\\/]`,
  ]);

  await build({
    ...shared,
    build: {
      outDir: values['out-dir'],
      emptyOutDir: true,
      manifest: true,
      rolldownOptions: {
        output: {
          chunkFileNames: CHUNK_FILE_NAMES,
          entryFileNames: CHUNK_FILE_NAMES,
          // Compiled off the main thread while they download: see scripts/bundle/eager-compile.ts.
          postBanner: (chunk) => (EAGER_COMPILE_CHUNKS.has(chunk.name) ? EAGER_COMPILE_HINT : ''),
          codeSplitting: {
            groups: [
              { name: 'framework', test: FRAMEWORK },
              // What src/main.tsx starts after the first paint and every page needs: one chunk
              // rather than a handful of tiny ones that each cost a request and gzip overhead.
              { name: 'app', test: APP_CORE, includeDependenciesRecursively: false },
              { name: 'detail-page', test: DETAIL_PAGE, includeDependenciesRecursively: false },
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
