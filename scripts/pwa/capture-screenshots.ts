/**
 * Captures the manifest's screenshots (the richer install sheet) from the built site with Debian's
 * Chromium, and writes them as WebP to public/screenshots:
 *
 *   npx tsx scripts/build-web.ts --mode emulator && npx tsx scripts/pwa/capture-screenshots.ts
 *
 * Serves dist/ with `vite preview`. The sizes must match those in scripts/pwa/pwa-options.ts.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_PATH } from '../chromium';

const root = fileURLToPath(new URL('../../', import.meta.url));
const outDir = join(root, 'public/screenshots');
const PORT = 4173;
const origin = `http://127.0.0.1:${PORT}`;

const SHOTS = [
  { file: 'tour-narrow.webp', path: '/tour/pojega', width: 360, height: 640, scale: 2 },
  { file: 'events-narrow.webp', path: '/eventi', width: 360, height: 640, scale: 2 },
  { file: 'home-wide.webp', path: '/', width: 1280, height: 800, scale: 1 },
] as const;

if (!existsSync(join(root, 'dist/index.html'))) {
  console.error('Build the site first (dist/ is missing).');
  process.exit(1);
}

const preview = spawn(
  'node_modules/.bin/vite',
  ['preview', '--port', String(PORT), '--strictPort'],
  {
    cwd: root,
    stdio: 'ignore',
  },
);

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(origin)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`vite preview did not answer on ${origin}`);
}

try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  mkdirSync(outDir, { recursive: true });
  for (const shot of SHOTS) {
    // No service worker: its "ready for offline use" notice must not appear in the picture.
    const context = await browser.newContext({
      viewport: { width: shot.width, height: shot.height },
      deviceScaleFactor: shot.scale,
      locale: 'it-IT',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.goto(`${origin}${shot.path}`, { waitUntil: 'networkidle' });
    const png = await page.screenshot({ type: 'png' });
    const webp = await sharp(png).webp({ quality: 72, effort: 6 }).toBuffer();
    writeFileSync(join(outDir, shot.file), webp);
    console.info(`public/screenshots/${shot.file} ${webp.length} B`);
    await context.close();
  }
  await browser.close();
} finally {
  preview.kill();
}
