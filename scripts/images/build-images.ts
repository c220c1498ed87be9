/**
 * Builds the site's pictures: for every id of src/content/image-catalog.ts, takes the photo
 * assets/photos/<id>.{jpg,jpeg,png,webp,avif,svg} when present, otherwise draws the placeholder
 * artwork, and writes public/images/<id>-<width>.avif and .webp (plus a .jpg for link previews).
 *
 *   npx tsx scripts/images/build-images.ts          build
 *   npx tsx scripts/images/build-images.ts --check  fail if public/images is out of date
 *
 * Output depends only on the inputs (fixed encoder settings, no metadata), so a rebuild without
 * new photos changes no byte.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { IMAGE_SETS, IMAGES, imagePath, type ImageId } from '../../src/content/image-catalog';
import { drawScene } from './scene';
import { SCENES } from './scenes';

const root = fileURLToPath(new URL('../../', import.meta.url));
const photosDir = join(root, 'assets/photos');
const outDir = join(root, 'public/images');
const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'svg'];
const check = process.argv.includes('--check');

// One thread and fixed effort keep AVIF output identical from run to run.
sharp.concurrency(1);

function source(id: ImageId): { input: Buffer; origin: string } {
  for (const extension of PHOTO_EXTENSIONS) {
    const file = join(photosDir, `${id}.${extension}`);
    if (existsSync(file)) return { input: readFileSync(file), origin: file };
  }
  const { width, height } = IMAGE_SETS[IMAGES[id].set];
  return { input: Buffer.from(drawScene(id, width, height, SCENES[id])), origin: 'artwork' };
}

async function render(id: ImageId): Promise<Map<string, Buffer>> {
  const set = IMAGE_SETS[IMAGES[id].set];
  const { input } = source(id);
  const files = new Map<string, Buffer>();
  for (const width of set.widths) {
    const height = Math.round((width * set.height) / set.width);
    // Photos of any shape are cropped to the set's ratio around their centre of interest.
    const base = () =>
      sharp(input, { density: 144 }).resize(width, height, { fit: 'cover', position: 'attention' });
    files.set(
      imagePath(id, width, 'avif'),
      await base().avif({ quality: 50, effort: 4 }).toBuffer(),
    );
    files.set(
      imagePath(id, width, 'webp'),
      await base().webp({ quality: 72, effort: 4 }).toBuffer(),
    );
  }
  if (set.social) {
    const width = set.widths[set.widths.length - 1]!;
    const height = Math.round((width * set.height) / set.width);
    const jpeg = await sharp(input, { density: 144 })
      .resize(width, height, { fit: 'cover', position: 'attention' })
      .jpeg({ quality: 78, mozjpeg: true })
      .toBuffer();
    files.set(imagePath(id, width, 'jpg'), jpeg);
  }
  return files;
}

async function main() {
  const wanted = new Map<string, Buffer>();
  for (const id of Object.keys(IMAGES) as ImageId[]) {
    for (const [path, data] of await render(id)) wanted.set(path, data);
    if (!check) console.log(`${id}: ${source(id).origin}`);
  }
  const stale: string[] = [];
  for (const [path, data] of wanted) {
    const file = join(root, 'public', path);
    if (!existsSync(file) || !readFileSync(file).equals(data)) stale.push(path);
  }
  const expected = new Set([...wanted.keys()].map((path) => path.replace('/images/', '')));
  const extra = existsSync(outDir) ? readdirSync(outDir).filter((name) => !expected.has(name)) : [];
  if (check) {
    if (stale.length + extra.length > 0) {
      console.error(`public/images is out of date: ${[...stale, ...extra].join(', ')}`);
      console.error('Run: npx tsx scripts/images/build-images.ts');
      process.exit(1);
    }
    console.log(`public/images is up to date (${wanted.size} files)`);
    return;
  }
  mkdirSync(outDir, { recursive: true });
  for (const name of extra) rmSync(join(outDir, name));
  for (const path of stale) writeFileSync(join(root, 'public', path), wanted.get(path)!);
  const total = [...wanted.values()].reduce((sum, data) => sum + data.length, 0);
  console.log(
    `${wanted.size} files, ${stale.length} written, ${(total / 1024).toFixed(0)} kB in all`,
  );
}

await main();
