import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { drawableText, wrapText } from './pdf-text';

const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);

describe('drawableText', () => {
  it('keeps what WinAnsi has, drops accents it lacks, and marks the rest', () => {
    expect(drawableText('Perché 50 € “così”', font)).toBe('Perché 50 € “così”');
    expect(drawableText('Łukasz Dvořák', font)).toBe('?ukasz Dvorák');
    expect(drawableText('Auguri 🎁', font)).toBe('Auguri ?');
  });
});

describe('wrapText', () => {
  it('breaks between words within the width, keeping line breaks', () => {
    const lines = wrapText('uno due tre quattro cinque sei\nsette', font, 10, 60);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(60);
    expect(lines.join(' ')).toBe('uno due tre quattro cinque sei sette');
    expect(lines.at(-1)).toBe('sette');
  });

  it('breaks a word wider than the line', () => {
    const lines = wrapText('x'.repeat(80), font, 10, 50);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe('x'.repeat(80));
  });
});
