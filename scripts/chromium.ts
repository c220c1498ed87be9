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
