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
