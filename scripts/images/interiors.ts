import { r } from './random';

/** A vaulted cellar with rows of oak barrels (the villa's historic cellar). */
export function cellar(width: number, height: number): string {
  const barrels: string[] = [];
  const radius = height * 0.13;
  for (let i = 0; i < 5; i += 1) {
    const cx = width * 0.14 + i * width * 0.18;
    for (const [row, scale] of [
      [0, 1],
      [1, 0.8],
    ] as const) {
      const cy = height * (0.82 - row * 0.26);
      const rr = radius * scale;
      barrels.push(
        `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rr * 0.9)}" ry="${r(rr)}" fill="#8a5a32" stroke="#4a2e18" stroke-width="${r(rr * 0.12)}"/>` +
          `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rr * 0.55)}" ry="${r(rr * 0.62)}" fill="none" stroke="#5c3a1e" stroke-width="${r(rr * 0.06)}"/>` +
          `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(rr * 0.08)}" fill="#3a2412"/>`,
      );
    }
  }
  return (
    `<rect width="${width}" height="${height}" fill="#3a2a20"/>` +
    `<path d="M0,${r(height * 0.55)} Q${r(width / 2)},${r(-height * 0.35)} ${width},${r(height * 0.55)} V0 H0 Z" fill="#24180f"/>` +
    `<path d="M${r(width * 0.42)},${r(height * 0.5)} Q${r(width / 2)},${r(height * 0.2)} ${r(width * 0.58)},${r(height * 0.5)} V${r(height * 0.62)} H${r(width * 0.42)} Z" fill="#f3c87a" opacity="0.55"/>` +
    `<rect y="${r(height * 0.9)}" width="${width}" height="${r(height * 0.1)}" fill="#2a1d14"/>` +
    barrels.join('')
  );
}

/** Clipped hedges and gravel paths of an Italian garden, seen from a terrace. */
export function italianGarden(width: number, top: number, height: number): string {
  const beds: string[] = [];
  const rows = 4;
  for (let row = 0; row < rows; row += 1) {
    const y = top + (row / rows) * (height - top);
    const h = (height - top) / rows;
    const inset = (rows - row) * width * 0.03;
    const cols = 3;
    for (let col = 0; col < cols; col += 1) {
      const w = (width - inset * 2) / cols;
      const x = inset + col * w;
      beds.push(
        `<rect x="${r(x + w * 0.08)}" y="${r(y + h * 0.15)}" width="${r(w * 0.84)}" height="${r(h * 0.6)}" rx="${r(h * 0.2)}" fill="#3f6a2e" stroke="#2c4a1f" stroke-width="3"/>`,
        `<circle cx="${r(x + w / 2)}" cy="${r(y + h * 0.45)}" r="${r(h * 0.16)}" fill="#c7d7a0"/>`,
      );
    }
  }
  return (
    `<rect y="${r(top)}" width="${width}" height="${r(height - top)}" fill="#e6d8b8"/>` +
    beds.join('')
  );
}

/** Broken columns and a low wall: the reserved archaeological area of the villa. */
export function ruins(x: number, groundY: number, size: number): string {
  const columns = [0, 0.3, 0.6, 0.9]
    .map((f, i) => {
      const h = size * (0.9 - (i % 2) * 0.35);
      const cx = x + f * size;
      return (
        `<rect x="${r(cx - size * 0.05)}" y="${r(groundY - h)}" width="${r(size * 0.1)}" height="${r(h)}" fill="#e8dcc4" stroke="#b9a784" stroke-width="2"/>` +
        `<rect x="${r(cx - size * 0.075)}" y="${r(groundY - h - size * 0.04)}" width="${r(size * 0.15)}" height="${r(size * 0.05)}" fill="#d8c8a8"/>`
      );
    })
    .join('');
  return (
    `<rect x="${r(x - size * 0.1)}" y="${r(groundY - size * 0.12)}" width="${r(size * 1.2)}" height="${r(size * 0.12)}" fill="#cbb893"/>` +
    columns
  );
}
