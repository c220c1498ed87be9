import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRAND_PALETTE, brandRgb } from './brand-palette';

const stylesheet = readFileSync(new URL('../styles.css', import.meta.url), 'utf8');

describe('BRAND_PALETTE', () => {
  it.each(Object.entries(BRAND_PALETTE))('--color-%s is the stylesheet’s %s', (name, hex) => {
    expect(stylesheet).toContain(`--color-${name}: ${hex};`);
  });

  it('gives each colour as fractions of 255', () => {
    expect(brandRgb('vine-700')).toEqual([0x3f / 255, 0x5a / 255, 0x2a / 255]);
  });
});
