import { existsSync } from 'node:fs';

/**
 * Debian's Chromium as every tool here drives it (Playwright, Lighthouse, the PWA screenshots): no
 * downloaded browser, no sandbox inside containers, and no background traffic that would blur timings.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The end-to-end tests drive Debian's headless shell of the same Chromium (package
 * chromium-headless-shell, which .ci/run and `npm test`'s setup install) when it is there: the
 * same engine without the browser's UI layer, which takes about a third less CPU per test on the
 * 2-core machine. Lighthouse and the screenshots keep the full browser (`ensure-browser.mjs
 * --full`). `E2E_CHROMIUM_PATH` overrides.
 */
export const E2E_CHROMIUM_PATH =
  process.env.E2E_CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);
