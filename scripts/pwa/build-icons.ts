/**
 * Builds the installable app's icons from the two SVG sources in assets/icons:
 *   app-mark.svg             the round mark: favicon and the manifest's "any" icons
 *   app-mark-full-bleed.svg  square artwork filling the canvas: maskable icons (Android crops them
 *                            to a circle or squircle) and the Apple touch icon (iOS rounds corners
 *                            itself and shows transparency as black, so it must be opaque)
 *
 * Not @vite-pwa/assets-generator: it derives every icon of a run from one source image (padding it
 * for the maskable and Apple ones) and writes a favicon.ico, while this set draws the maskable and
 * Apple icons from their own full-bleed artwork, keeps the SVG favicon, and can check that public/
 * is up to date (--check); sharp, already a dependency, does the resizing.
 *
 *   npm run pwa:icons                           build
 *   npm run pwa:icons -- --check                fail if public/ is out of date
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = fileURLToPath(new URL('../../', import.meta.url));
const mark = readFileSync(join(root, 'assets/icons/app-mark.svg'));
const fullBleed = readFileSync(join(root, 'assets/icons/app-mark-full-bleed.svg'));
const check = process.argv.includes('--check');

// Fixed settings and no metadata: a rebuild from unchanged sources changes no byte.
sharp.concurrency(1);

async function png(svg: Buffer, size: number): Promise<Buffer> {
  return sharp(svg, { density: 1200 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 })
    .toBuffer();
}

const outputs: Record<string, () => Promise<Buffer>> = {
  'public/favicon.svg': () => Promise.resolve(mark),
  'public/icons/icon-192.png': () => png(mark, 192),
  'public/icons/icon-512.png': () => png(mark, 512),
  'public/icons/maskable-192.png': () => png(fullBleed, 192),
  'public/icons/maskable-512.png': () => png(fullBleed, 512),
  // Safari looks for this exact path even without a <link>, so it lives at the root.
  'public/apple-touch-icon.png': () => png(fullBleed, 180),
};

const stale: string[] = [];
for (const [path, build] of Object.entries(outputs)) {
  const bytes = await build();
  const file = join(root, path);
  if (check) {
    let current: Buffer | undefined;
    try {
      current = readFileSync(file);
    } catch {
      current = undefined;
    }
    if (!current?.equals(bytes)) stale.push(path);
    continue;
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  console.info(`${path} ${bytes.length} B`);
}

if (stale.length > 0) {
  console.error(
    `Icons out of date (run npx tsx scripts/pwa/build-icons.ts):\n  ${stale.join('\n  ')}`,
  );
  process.exit(1);
}
