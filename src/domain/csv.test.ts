import { describe, expect, it } from 'vitest';
import { cellText, csvField, csvText, parseCsv } from './csv';

describe('csv', () => {
  it('quotes a field holding either separator, a quote or a line break, and defuses formulas', () => {
    expect(csvField('Giulia Bianchi')).toBe('Giulia Bianchi');
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(cellText("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(cellText("D'Amico")).toBe("D'Amico");
  });

  it('defuses a formula after either separator or a line break, and reads the text back', () => {
    expect(csvField('Rossi;=1+1;x')).toBe(`"Rossi;'=1+1;x"`);
    expect(csvField('a,+b')).toBe(`"a,'+b"`);
    expect(csvField('\r=1')).toBe(`"'\r'=1"`);
    expect(csvField("a;'=x")).toBe(`"a;''=x"`);
    // (A CR alone reads back as a line break: the reader keeps line breaks as LF.)
    for (const value of ['Rossi;=1+1;x', 'a,+b', '\n=1', "a;'=x", 'x;"=1', "D'Amico", '-5']) {
      expect(cellText(parseCsv(csvText([[value]], ',')).records[0]!.cells[0]!)).toBe(value);
    }
  });

  it('leaves no cell a spreadsheet would run, whichever separator it splits the file on', () => {
    const hostile = [
      'Rossi;=1+1;x',
      'a,+b',
      '@SUM(A1)',
      '\t=1',
      '\r=1',
      '-1',
      'x;"=1+1',
      'riga\n=HYPERLINK("http://x")',
      'say "hi";@x',
      "a;'=x",
    ];
    // A fixed-seed walk through the characters that matter, for what the list above did not think of.
    const alphabet = ['=', '+', '-', '@', '\t', '\r', '\n', ';', ',', '"', "'", 'a', ' '];
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    const generated = Array.from({ length: 400 }, () =>
      Array.from({ length: 1 + (next() % 8) }, () => alphabet[next() % alphabet.length]).join(''),
    );
    const rows = [...hostile, ...generated].map((value) => ['Nome', value, 'fine']);
    for (const written of [',', ';'] as const) {
      const file = csvText(rows, written);
      for (const splitOn of [',', ';'] as const) {
        const runnable = spreadsheetCells(file, splitOn).filter((cell) =>
          /^[=+\-@\t\r]/.test(cell),
        );
        expect({ written, splitOn, runnable }).toEqual({ written, splitOn, runnable: [] });
      }
    }
  });

  it('reads back what it wrote, whichever separator', () => {
    const rows = [
      ['Nome', 'Note'],
      ['Zoë "Zo" Brown', 'riga uno\nriga due; e tre, quattro'],
    ];
    for (const separator of [',', ';'] as const) {
      const { records, separator: found } = parseCsv(csvText(rows, separator));
      expect(found).toBe(separator);
      expect(records.map((record) => record.cells)).toEqual(rows);
      expect(records.map((record) => record.line)).toEqual([1, 2]);
    }
  });

  it('takes old Mac line ends (CR alone) and a last line without a line break', () => {
    expect(parseCsv('a;b\r1;2\r3;4').records).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', '2'] },
      { line: 3, cells: ['3', '4'] },
    ]);
  });

  it('judges the separator outside quotes, and marks a quote never closed', () => {
    const { separator, records } = parseCsv('"Nome; cognome",Numero\n"aperta,1\n');
    expect(separator).toBe(',');
    expect(records).toEqual([
      { line: 1, cells: ['Nome; cognome', 'Numero'] },
      { line: 2, cells: ['aperta,1\n'], unclosedQuote: true },
    ]);
  });
});

/**
 * A file's cells as a spreadsheet splits it on `separator`: a quote opens a quoted cell only at the
 * cell's start (anywhere else it is a character), "" in a quoted cell is a quote, and whatever
 * follows a closing quote up to the next separator joins the cell; outside quotes a CR or LF ends
 * the row.
 */
function spreadsheetCells(file: string, separator: ',' | ';'): string[] {
  const text = file.replace(/^\uFEFF/, '');
  const cells: string[] = [];
  let index = 0;
  while (index < text.length) {
    let cell = '';
    if (text[index] === '"') {
      index += 1;
      while (index < text.length) {
        if (text[index] === '"' && text[index + 1] === '"') {
          cell += '"';
          index += 2;
        } else if (text[index] === '"') {
          index += 1;
          break;
        } else cell += text[index++];
      }
    }
    while (index < text.length && ![separator, '\r', '\n'].includes(text[index]!)) {
      cell += text[index++];
    }
    cells.push(cell);
    if (text[index] === '\r' && text[index + 1] === '\n') index += 1;
    index += 1;
  }
  return cells;
}
