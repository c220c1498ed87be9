import type { Locale } from '@/domain/locale';

/**
 * CSV as staff's spreadsheets read and write it (RFC 4180): the one writer of the roster and
 * register exports and the one reader of the register import.
 */

/** UTF-8's byte-order mark: without it Excel reads a UTF-8 file as ANSI and mangles "Niccolò". */
export const BYTE_ORDER_MARK = '\uFEFF';

/**
 * Where a spreadsheet may start a cell inside one field's text: at its start, and, when the file is
 * split on the other separator (a comma file opened by an Italian Excel, which splits on ';', or
 * the reverse), after any ',' or ';' or line break in it, where a quote no longer protects
 * anything. Quotes there are skipped: a cell may open with a quote and still run what follows.
 */
const CELL_START = /(?<=^|[,;\r\n])("*'*)(?=[=+\-@\t\r])/g;
/**
 * What `csvField` writes at such a place: the would-be formula behind one more apostrophe (so text
 * that already had one there reads back unchanged).
 */
const DEFUSED_CELL_START = /(?<=^|[,;\r\n])("*'*)'(?=[=+\-@\t\r])/g;

/**
 * One field: every place a spreadsheet could start a cell with = + - @ (or a tab or CR), in
 * either dialect, defused with an apostrophe (CSV injection); then quoted when it holds a quote,
 * a line break or either separator, so the same text reads right whether the file is opened as
 * comma- or semicolon-separated.
 */
export function csvField(value: string): string {
  const safe = value.replace(CELL_START, "$1'");
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The text a cell written by `csvField` stood for: the defusing apostrophes taken off again. */
export function cellText(field: string): string {
  return field.replace(DEFUSED_CELL_START, '$1');
}

export type CsvSeparator = ',' | ';';

/**
 * The treasurer's files: Italian spreadsheets split on ';' and read ',' as the decimal mark,
 * English ones the other way round, so each language gets the file its Excel opens in columns.
 */
export const SPREADSHEET_SEPARATOR: Record<Locale, CsvSeparator> = { it: ';', en: ',' };

/**
 * Cents as a spreadsheet reads a figure in `locale` (`12,50` / `12.50`). Give it positive
 * amounts: a leading minus reads as a formula, which `csvField` rightly defuses into text.
 */
export function spreadsheetEuros(cents: number, locale: Locale): string {
  const text = (cents / 100).toFixed(2);
  return locale === 'it' ? text.replace('.', ',') : text;
}

/** Rows as a CSV file's text: a byte-order mark first, lines ending in CRLF as RFC 4180 says. */
export function csvText(rows: readonly (readonly string[])[], separator: CsvSeparator): string {
  const lines = rows.map((row) => row.map(csvField).join(separator));
  return `${BYTE_ORDER_MARK}${lines.map((line) => `${line}\r\n`).join('')}`;
}

/** One record of a CSV file: its cells as written (quotes undone) and where it starts. */
export interface CsvRecord {
  /** 1-based line of the file the record starts on (a quoted line break makes it span more). */
  line: number;
  cells: string[];
  /** A quote opened in this record was never closed: the rest of the file fell into one cell. */
  unclosedQuote?: true;
}

/**
 * The separator of a file: the one its first line uses more often outside quotes. Italian Excel
 * saves with ';' (',' is its decimal mark), English Excel and most other tools with ','.
 */
function separatorOf(text: string): CsvSeparator {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ';') semicolons += 1;
    else if (!quoted && char === ',') commas += 1;
  }
  return semicolons >= commas && semicolons > 0 ? ';' : ',';
}

/**
 * Reads CSV text: a byte-order mark dropped, ';' or ',' as the first line uses, quoted fields
 * with "" for a quote and line breaks inside, lines ending in CRLF, LF or CR.
 */
export function parseCsv(input: string): { separator: CsvSeparator; records: CsvRecord[] } {
  const text = input.startsWith(BYTE_ORDER_MARK) ? input.slice(1) : input;
  const separator = separatorOf(text);
  const records: CsvRecord[] = [];
  let line = 1;
  let record: CsvRecord = { line, cells: [] };
  let cell = '';
  let quoted = false;
  const endCell = () => {
    record.cells.push(cell);
    cell = '';
  };
  const endRecord = () => {
    endCell();
    records.push(record);
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    const isBreak = char === '\n' || char === '\r';
    // CRLF is one line break.
    if (char === '\r' && text[index + 1] === '\n') index += 1;
    if (isBreak) line += 1;
    if (quoted) {
      if (char !== '"') cell += isBreak ? '\n' : char;
      else if (text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else quoted = false;
    } else if (char === '"') {
      quoted = true;
    } else if (char === separator) {
      endCell();
    } else if (isBreak) {
      endRecord();
      record = { line, cells: [] };
    } else {
      cell += char;
    }
  }
  if (quoted) record.unclosedQuote = true;
  // A last line without its line break still counts; the empty "line" after a final break does not.
  if (quoted || cell !== '' || record.cells.length > 0) endRecord();
  return { separator, records };
}
