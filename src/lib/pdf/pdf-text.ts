import type { PDFFont } from 'pdf-lib';

/**
 * Text as a standard PDF font can draw it. The fonts every PDF reader carries (Helvetica, the
 * site's own sans-serif look) encode WinAnsi only: Italian, French, German letters, € and curly
 * quotes are there; a letter that is not (ł, ő) is drawn without its accent, anything else
 * (an emoji in a message) as '?', rather than failing the whole voucher.
 */
export function drawableText(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  let drawable = '';
  for (const char of text.normalize('NFC')) {
    if (supported.has(char.codePointAt(0)!)) {
      drawable += char;
      continue;
    }
    const base = char.normalize('NFD').replace(/\p{M}/gu, '');
    drawable += [...base].every((part) => supported.has(part.codePointAt(0)!)) && base ? base : '?';
  }
  return drawable;
}

/** Breaks a word too wide for a line into pieces that fit. */
function splitWord(word: string, fits: (text: string) => boolean): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && !fits(piece + char)) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  return piece ? [...pieces, piece] : pieces;
}

/**
 * Lines of at most `maxWidth` points at `size`, broken between words (a word wider than a line
 * is broken inside), keeping the text's own line breaks.
 */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= maxWidth;
  return text
    .split(/\r?\n/)
    .map((paragraph) => drawableText(paragraph, font))
    .flatMap((paragraph) => {
      const lines: string[] = [];
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (fits(candidate)) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        const pieces = fits(word) ? [word] : splitWord(word, fits);
        line = pieces.pop() ?? '';
        lines.push(...pieces);
      }
      return [...lines, line];
    });
}
