import type { Palette } from './palettes';
import { r } from './random';

export interface Ridge {
  /** Height of the ridge line at x. */
  y: (x: number) => number;
  path: string;
  fill: string;
}

/** Rolling hill layers, farther ones higher and paler: the backdrop of every outdoor scene. */
export function ridges(
  width: number,
  height: number,
  palette: Palette,
  random: () => number,
): Ridge[] {
  return palette.hills.map((fill, layer) => {
    const base = height * (0.42 + layer * 0.13);
    const amplitude = height * (0.05 + random() * 0.05);
    const waves = [1 + random() * 1.5, 2.5 + random() * 2, 5 + random() * 3];
    const phases = waves.map(() => random() * Math.PI * 2);
    const y = (x: number) =>
      base -
      amplitude *
        (Math.sin((x / width) * Math.PI * waves[0]! + phases[0]!) +
          0.45 * Math.sin((x / width) * Math.PI * waves[1]! + phases[1]!) +
          0.15 * Math.sin((x / width) * Math.PI * waves[2]! + phases[2]!));
    const steps = 48;
    const points = Array.from({ length: steps + 1 }, (_, i) => {
      const x = (width / steps) * i;
      return `L${r(x)},${r(y(x))}`;
    });
    const path = `M0,${height} ${points.join(' ')} L${width},${height} Z`;
    return { y, path, fill };
  });
}

/** Vine rows that follow the contour of a ridge, drawn as dashed lines (the dashes are plants). */
export function vineRows(ridge: Ridge, width: number, height: number, colour: string): string {
  const rows: string[] = [];
  for (let k = 1; k < 14; k += 1) {
    const offset = k * k * 2.2 + k * 6;
    const points: string[] = [];
    for (let i = 0; i <= 40; i += 1) {
      const x = (width / 40) * i;
      const y = ridge.y(x) + offset;
      if (y < height) points.push(`${i === 0 ? 'M' : 'L'}${r(x)},${r(y)}`);
    }
    if (points.length > 1) {
      const stroke = 1.5 + k * 0.5;
      rows.push(
        `<path d="${points.join(' ')}" fill="none" stroke="${colour}" stroke-width="${r(stroke)}" stroke-dasharray="${r(stroke * 2)} ${r(stroke * 1.4)}" stroke-linecap="round" opacity="0.8"/>`,
      );
    }
  }
  return rows.join('');
}

export function sky(width: number, height: number, palette: Palette, sunX: number): string {
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/>` +
    `</linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>` +
    `<circle cx="${r(sunX)}" cy="${r(height * 0.24)}" r="${r(height * 0.08)}" fill="${palette.sun}" opacity="0.9"/>`
  );
}

/** Cypresses standing on a ridge. */
export function cypresses(ridge: Ridge, xs: readonly number[], height: number, colour: string) {
  return xs
    .map((x) => {
      const h = height * 0.13;
      const base = ridge.y(x) + 4;
      return `<path d="M${r(x)},${r(base - h)} C${r(x + h * 0.16)},${r(base - h * 0.6)} ${r(x + h * 0.14)},${r(base)} ${r(x)},${r(base)} C${r(x - h * 0.14)},${r(base)} ${r(x - h * 0.16)},${r(base - h * 0.6)} ${r(x)},${r(base - h)} Z" fill="${colour}"/>`;
    })
    .join('');
}
