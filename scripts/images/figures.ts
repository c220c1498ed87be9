import { r } from './random';

/** A Venetian villa: a pale block, terracotta roof, windows and an arched portico. */
export function villa(x: number, baseY: number, size: number): string {
  const w = size;
  const h = size * 0.45;
  const top = baseY - h;
  const windows = [0.18, 0.38, 0.62, 0.82]
    .map(
      (f) =>
        `<rect x="${r(x + w * f - w * 0.025)}" y="${r(top + h * 0.2)}" width="${r(w * 0.05)}" height="${r(h * 0.18)}" fill="#6b4a3a"/>`,
    )
    .join('');
  const arches = [0.36, 0.5, 0.64]
    .map((f) => {
      const cx = x + w * f;
      const aw = w * 0.05;
      return `<path d="M${r(cx - aw)},${r(baseY)} V${r(baseY - h * 0.25)} A${r(aw)},${r(aw)} 0 0 1 ${r(cx + aw)},${r(baseY - h * 0.25)} V${r(baseY)} Z" fill="#5a3d30"/>`;
    })
    .join('');
  return (
    `<rect x="${r(x)}" y="${r(top)}" width="${r(w)}" height="${r(h)}" fill="#f1e3c8"/>` +
    `<path d="M${r(x - w * 0.04)},${r(top)} L${r(x + w * 0.5)},${r(top - h * 0.35)} L${r(x + w * 1.04)},${r(top)} Z" fill="#b5533c"/>` +
    `<rect x="${r(x + w * 0.42)}" y="${r(top - h * 0.55)}" width="${r(w * 0.16)}" height="${r(h * 0.4)}" fill="#ead6b4"/>` +
    `<path d="M${r(x + w * 0.4)},${r(top - h * 0.55)} L${r(x + w * 0.5)},${r(top - h * 0.75)} L${r(x + w * 0.6)},${r(top - h * 0.55)} Z" fill="#a3482f"/>` +
    windows +
    arches
  );
}

/** A side view of a bicycle; with a battery it reads as an e-bike, with a rider as a tour. */
export function bike(
  x: number,
  groundY: number,
  size: number,
  colour: string,
  options: { battery?: boolean; rider?: boolean; frame?: string } = {},
): string {
  const wheel = size * 0.22;
  const rear = { x, y: groundY - wheel };
  const front = { x: x + size * 0.68, y: groundY - wheel };
  const crank = { x: x + size * 0.3, y: groundY - wheel * 0.9 };
  const seat = { x: x + size * 0.22, y: groundY - wheel * 2.5 };
  const head = { x: x + size * 0.6, y: groundY - wheel * 2.4 };
  const frame = options.frame ?? colour;
  const line = (a: { x: number; y: number }, b: { x: number; y: number }, w = size * 0.03) =>
    `<path d="M${r(a.x)},${r(a.y)} L${r(b.x)},${r(b.y)}" stroke="${frame}" stroke-width="${r(w)}" stroke-linecap="round"/>`;
  const wheels = [rear, front]
    .map(
      (c) =>
        `<circle cx="${r(c.x)}" cy="${r(c.y)}" r="${r(wheel)}" fill="none" stroke="${colour}" stroke-width="${r(size * 0.035)}"/>`,
    )
    .join('');
  const battery = options.battery
    ? `<rect x="${r(crank.x)}" y="${r(crank.y - wheel * 1.25)}" width="${r(size * 0.2)}" height="${r(size * 0.06)}" rx="${r(size * 0.02)}" transform="rotate(-35 ${r(crank.x)} ${r(crank.y)})" fill="${colour}"/>`
    : '';
  const rider = options.rider
    ? `<circle cx="${r(seat.x + size * 0.2)}" cy="${r(seat.y - size * 0.5)}" r="${r(size * 0.07)}" fill="${colour}"/>` +
      `<path d="M${r(seat.x)},${r(seat.y)} L${r(seat.x + size * 0.17)},${r(seat.y - size * 0.4)} L${r(head.x)},${r(head.y)} M${r(seat.x)},${r(seat.y)} L${r(crank.x + size * 0.05)},${r(crank.y)}" fill="none" stroke="${colour}" stroke-width="${r(size * 0.06)}" stroke-linecap="round" stroke-linejoin="round"/>`
    : '';
  return (
    wheels +
    line(rear, crank) +
    line(crank, seat) +
    line(seat, rear) +
    line(seat, head) +
    line(crank, head) +
    line(head, front) +
    battery +
    rider
  );
}

/** Two walkers with poles, seen from the side. */
export function walkers(x: number, groundY: number, size: number, colour: string): string {
  return [0, size * 0.55]
    .map((dx) => {
      const cx = x + dx;
      return (
        `<circle cx="${r(cx)}" cy="${r(groundY - size * 0.92)}" r="${r(size * 0.08)}" fill="${colour}"/>` +
        `<path d="M${r(cx)},${r(groundY - size * 0.8)} L${r(cx)},${r(groundY - size * 0.4)} L${r(cx - size * 0.15)},${r(groundY)} M${r(cx)},${r(groundY - size * 0.4)} L${r(cx + size * 0.15)},${r(groundY)} M${r(cx)},${r(groundY - size * 0.7)} L${r(cx + size * 0.2)},${r(groundY - size * 0.45)} L${r(cx + size * 0.26)},${r(groundY)}" fill="none" stroke="${colour}" stroke-width="${r(size * 0.07)}" stroke-linecap="round" stroke-linejoin="round"/>`
      );
    })
    .join('');
}

/** A glass of red wine standing in the foreground. */
export function wineGlass(x: number, baseY: number, size: number): string {
  const bowlTop = baseY - size;
  const bowlBottom = baseY - size * 0.45;
  const half = size * 0.22;
  return (
    `<path d="M${r(x - half)},${r(bowlTop)} L${r(x + half)},${r(bowlTop)} C${r(x + half)},${r(bowlBottom)} ${r(x + half * 0.3)},${r(bowlBottom)} ${r(x)},${r(bowlBottom)} C${r(x - half * 0.3)},${r(bowlBottom)} ${r(x - half)},${r(bowlBottom)} ${r(x - half)},${r(bowlTop)} Z" fill="#ffffff" fill-opacity="0.35" stroke="#ffffff" stroke-width="2"/>` +
    `<path d="M${r(x - half * 0.95)},${r(bowlTop + size * 0.25)} L${r(x + half * 0.95)},${r(bowlTop + size * 0.25)} C${r(x + half * 0.9)},${r(bowlBottom)} ${r(x + half * 0.3)},${r(bowlBottom)} ${r(x)},${r(bowlBottom)} C${r(x - half * 0.3)},${r(bowlBottom)} ${r(x - half * 0.9)},${r(bowlBottom)} ${r(x - half * 0.95)},${r(bowlTop + size * 0.25)} Z" fill="#7a1531"/>` +
    `<path d="M${r(x)},${r(bowlBottom)} V${r(baseY)} M${r(x - half * 0.7)},${r(baseY)} H${r(x + half * 0.7)}" stroke="#ffffff" stroke-width="${r(size * 0.03)}" stroke-linecap="round"/>`
  );
}

/** Chestnuts with an open spiky burr, for the autumn event. */
export function chestnuts(x: number, y: number, size: number): string {
  const spikes = Array.from({ length: 28 }, (_, i) => {
    const angle = (i / 28) * Math.PI * 2;
    const inner = size * 0.5;
    const outer = size * 0.68;
    return `M${r(x + Math.cos(angle) * inner)},${r(y + Math.sin(angle) * inner)} L${r(x + Math.cos(angle) * outer)},${r(y + Math.sin(angle) * outer)}`;
  }).join(' ');
  const nut = (cx: number, cy: number, s: number) =>
    `<path d="M${r(cx - s)},${r(cy + s * 0.5)} C${r(cx - s)},${r(cy - s * 0.6)} ${r(cx)},${r(cy - s * 1.1)} ${r(cx)},${r(cy - s * 1.1)} C${r(cx)},${r(cy - s * 1.1)} ${r(cx + s)},${r(cy - s * 0.6)} ${r(cx + s)},${r(cy + s * 0.5)} Z" fill="#6b3a1c"/>` +
    `<rect x="${r(cx - s)}" y="${r(cy + s * 0.3)}" width="${r(s * 2)}" height="${r(s * 0.35)}" fill="#c9a46a"/>`;
  return (
    `<path d="${spikes}" stroke="#8a9a3a" stroke-width="${r(size * 0.04)}"/>` +
    `<circle cx="${r(x)}" cy="${r(y)}" r="${r(size * 0.5)}" fill="#9aa845"/>` +
    nut(x - size * 0.18, y + size * 0.05, size * 0.2) +
    nut(x + size * 0.2, y + size * 0.08, size * 0.2) +
    nut(x + size * 0.95, y + size * 0.35, size * 0.22) +
    nut(x - size * 0.9, y + size * 0.4, size * 0.2)
  );
}

/** Bunches of grapes hanging from the nearest row. */
export function grapes(x: number, y: number, size: number, colour: string): string {
  const berries: string[] = [];
  const rows = [4, 3, 3, 2, 1];
  rows.forEach((count, row) => {
    for (let i = 0; i < count; i += 1) {
      const cx = x + (i - (count - 1) / 2) * size * 0.22;
      const cy = y + row * size * 0.19;
      berries.push(`<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(size * 0.12)}" fill="${colour}"/>`);
    }
  });
  return (
    `<path d="M${r(x)},${r(y - size * 0.3)} V${r(y)}" stroke="#4d6b32" stroke-width="${r(size * 0.05)}"/>` +
    berries.join('')
  );
}
