/// <reference types="vitest/config" />
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './scripts/pwa/pwa-options.ts';
import { splitByIsolation } from './scripts/test/isolation.ts';

type TestOptions = NonNullable<UserConfig['test']>;

/**
 * Vitest's default is one worker fewer than the cores: one worker on the 2-core CI machine, which
 * leaves a core idle through the whole CPU-bound stage.
 */
const CPU_BOUND_WORKERS = 2;

/**
 * One vitest project as two: its files that need isolation, and the rest sharing a worker's.
 * `timersAndGlobalsRestored`: the project's setup gives every test's successor the real timers
 * and globals, so faking or stubbing them no longer isolates a file (scripts/test/isolation.ts).
 */
function splitProject(
  test: TestOptions & { name: string; include: string[] },
  options?: { timersAndGlobalsRestored?: boolean },
) {
  const { isolated, shared } = splitByIsolation(
    test.include,
    fileURLToPath(new URL('.', import.meta.url)),
    options,
  );
  return [
    {
      extends: true as const,
      test: { ...test, include: shared, isolate: false, maxWorkers: CPU_BOUND_WORKERS },
    },
    {
      extends: true as const,
      test: {
        ...test,
        name: `${test.name}-isolated`,
        include: isolated,
        maxWorkers: CPU_BOUND_WORKERS,
      },
    },
  ];
}

/** Resolves one module to its test double (exactly that specifier, nothing under it). */
function testDouble(specifier: string, double: string) {
  return {
    find: new RegExp(`^${specifier.replaceAll('/', '\\/')}$`),
    replacement: fileURLToPath(new URL(double, import.meta.url)),
  };
}

// The dev server forwards callables to the Hosting emulator, which rewrites /api/* to the
// functions exactly as production Hosting does.
const hostingEmulator = process.env.HOSTING_EMULATOR_URL ?? 'http://127.0.0.1:5000';

export default defineConfig({
  // One alias per tree instead of long '../../..' chains (tsconfig.json holds the same paths).
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
      '@functions/': fileURLToPath(new URL('./functions/src/', import.meta.url)),
    },
  },
  plugins: [
    // The router plugin must run before React's so route files are split before transformation.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    react(),
    lingui(),
    tailwindcss(),
    VitePWA(pwaOptions),
  ],
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: { '/api': hostingEmulator },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
  test: {
    // A page under test never leaves: a redirect (to Stripe Checkout, say) changes neither the
    // document nor its address, or the next file sharing the worker would start on Stripe's.
    environmentOptions: {
      happyDOM: {
        settings: {
          navigation: { disableMainFrameNavigation: true, disableFallbackToSetURL: true },
        },
      },
    },
    // Unit and component tests come in two projects each: files that replace modules, globals or
    // timers run isolated (scripts/test/isolation.ts); the rest share one module graph (and one
    // document) per worker, which saves about two seconds of CPU a file. `--project 'unit*'
    // --project 'component*'` runs both.
    projects: [
      ...splitProject({
        name: 'unit',
        include: ['src/**/*.test.ts', 'tools/**/*.test.ts', 'scripts/**/*.test.ts'],
        environment: 'node',
        // The season bench's tests draw half a year of documents: about a second each alone,
        // past vitest's default 5 s on a busy 2-core machine (9 s in one clean-clone run).
        testTimeout: 30_000,
      }),
      ...splitProject(
        {
          name: 'component',
          include: ['src/**/*.test.tsx'],
          // happy-dom rather than jsdom: the 74 files took 82 and 89 → 57 and 58 busy CPU-seconds
          // (docs/performance.md), setting up a document being most of the difference. Like jsdom
          // it runs no page script and loads no stylesheet unless a test turns that on
          // (reviews-widget.test.tsx).
          environment: 'happy-dom',
          setupFiles: ['src/test/setup-component-tests.ts'],
          // Component tests stop at the network edge and at the phone's private store: one double
          // each, the same module in the test and in the view (src/test/setup-component-tests.ts).
          alias: [
            testDouble('@/lib/firebase/call-function', './src/test/call-function-double.ts'),
            testDouble('@/lib/auth/private-device-data', './src/test/in-memory-device-store.ts'),
          ],
          // Filling whole forms takes seconds, and several times as long on the 2-core CI machine
          // while the integration tests run beside them.
          testTimeout: 30_000,
        },
        { timersAndGlobalsRestored: true },
      ),
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/functions/**/*.test.ts', 'tests/rules/**/*.test.ts'],
          environment: 'node',
          // Files run side by side, one Firestore project each (tests/support/firestore.ts): the
          // emulator waits more than it computes. Each worker keeps one module graph (no file
          // replaces a module), which saves importing firebase-admin and the functions anew for
          // each of the sixty files.
          isolate: false,
          maxWorkers: 3,
          setupFiles: ['tests/support/worker-project.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
