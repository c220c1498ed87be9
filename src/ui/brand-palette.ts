/**
 * The site's colours as numbers, for what cannot read the stylesheet (a PDF drawn in the
 * browser). src/styles.css's @theme is their source; brand-palette.test.ts keeps the two equal.
 */
export const BRAND_PALETTE = {
  'vine-50': '#f4f7ee',
  'vine-100': '#e5edd6',
  'vine-700': '#3f5a2a',
  'vine-900': '#1f2e15',
  'wine-600': '#8a1c3a',
} as const;

export type BrandColor = keyof typeof BRAND_PALETTE;

/** A palette colour as red, green and blue between 0 and 1. */
export function brandRgb(color: BrandColor): [number, number, number] {
  const hex = BRAND_PALETTE[color];
  return [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
}
