import { bike, chestnuts, grapes, villa, walkers, wineGlass } from './figures';
import { cellar, italianGarden, ruins } from './interiors';
import { cypresses, ridges, sky, vineRows } from './landscape';
import { PALETTES, type Mood } from './palettes';
import { r, seededRandom } from './random';

/** What a placeholder picture shows; positions are fractions of the width. */
export interface Scene {
  kind?: 'landscape' | 'cellar' | 'product';
  mood: Mood;
  vineyard?: boolean;
  garden?: boolean;
  grapes?: boolean;
  cypresses?: readonly number[];
  villa?: { at: number; size: number };
  ruins?: { at: number; size: number };
  bikes?: readonly { at: number; size: number; battery?: boolean; rider?: boolean }[];
  walkers?: { at: number; size: number };
  glass?: { at: number; size: number };
  chestnuts?: { at: number; size: number };
  /** Product shots: the frame colour of the rental bike. */
  frame?: string;
}

export function drawScene(seed: string, width: number, height: number, scene: Scene): string {
  const body =
    scene.kind === 'cellar'
      ? cellar(width, height)
      : scene.kind === 'product'
        ? product(width, height, scene.frame ?? '#3f5a2a')
        : landscape(seed, width, height, scene);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

function landscape(seed: string, width: number, height: number, scene: Scene): string {
  const palette = PALETTES[scene.mood];
  const random = seededRandom(seed);
  const layers = ridges(width, height, palette, random);
  const far = layers[1]!;
  const near = layers[layers.length - 1]!;
  const parts: string[] = [sky(width, height, palette, width * (0.15 + random() * 0.7))];
  layers.forEach((ridge, index) => {
    parts.push(`<path d="${ridge.path}" fill="${ridge.fill}"/>`);
    if (index === 1 && scene.cypresses) {
      parts.push(
        cypresses(
          ridge,
          scene.cypresses.map((f) => f * width),
          height,
          palette.tree,
        ),
      );
    }
  });
  if (scene.garden) parts.push(italianGarden(width, height * 0.72, height));
  if (scene.vineyard) parts.push(vineRows(near, width, height, palette.rows));
  if (scene.villa) {
    const x = scene.villa.at * width;
    const centre = x + (scene.villa.size * width) / 2;
    // The villa sits on whichever of the two nearest ridges is visible at its position.
    const ground = Math.min(layers[2]!.y(centre), near.y(centre));
    parts.push(villa(x, ground + 6, scene.villa.size * width));
  }
  if (scene.ruins) {
    const x = scene.ruins.at * width;
    parts.push(ruins(x, height * 0.92, scene.ruins.size * width));
  }
  if (scene.grapes) {
    for (const f of [0.12, 0.3, 0.78])
      parts.push(grapes(f * width, height * 0.8, height * 0.12, '#4a1030'));
  }
  for (const b of scene.bikes ?? []) {
    const x = b.at * width;
    parts.push(
      bike(x, near.y(x + b.size * width * 0.35) + height * 0.06, b.size * width, palette.ink, b),
    );
  }
  if (scene.walkers) {
    const x = scene.walkers.at * width;
    parts.push(walkers(x, near.y(x) + height * 0.05, scene.walkers.size * height, palette.ink));
  }
  if (scene.glass)
    parts.push(wineGlass(scene.glass.at * width, height * 0.97, scene.glass.size * height));
  if (scene.chestnuts) {
    parts.push(chestnuts(scene.chestnuts.at * width, height * 0.72, scene.chestnuts.size * height));
  }
  // Keeps the horizon from looking cut when the far ridge dips below the frame's middle.
  parts.push(
    `<path d="${far.path}" fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="2"/>`,
  );
  return parts.join('');
}

function product(width: number, height: number, frame: string): string {
  const groundY = height * 0.82;
  return (
    `<defs><linearGradient id="studio" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f8f5f0"/><stop offset="1" stop-color="#e3ddd2"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#studio)"/>` +
    `<ellipse cx="${r(width / 2)}" cy="${r(groundY + 6)}" rx="${r(width * 0.36)}" ry="${r(height * 0.03)}" fill="#000000" opacity="0.12"/>` +
    bike(width * 0.17, groundY, width * 0.66, '#1c1c1c', { battery: true, frame })
  );
}
