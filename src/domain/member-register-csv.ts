import { z } from '@/domain/zod';
import { isIsoDate } from '@/domain/calendar';
import { cellText, csvText, parseCsv, type CsvRecord } from '@/domain/csv';
import { MEMBERSHIP_TEXT_LIMITS } from '@/domain/api/membership';
import {
  MEMBER_NUMBER_MAX_LENGTH,
  type ImportLineProblem,
  type MemberRow,
} from '@/domain/api/staff-members';
import { hasHiddenCharacters } from '@/domain/api/text';
import { MEMBERSHIP_TYPES, type MembershipType } from '@/domain/membership-rules';

/**
 * The member register as a CSV file, as the association keeps it: the one owner of its columns,
 * written by the export in the browser and read by the import on the server.
 *
 * Separator ';': Italian Excel, where ',' is the decimal mark, splits a double-clicked CSV on ';'
 * and would put a comma-separated file in one column. A byte-order mark makes it read the file
 * as UTF-8 (accents of names). Dates are written YYYY-MM-DD, which Excel recognises as dates;
 * when Italian Excel saves the file again it writes them DD/MM/YYYY, so the import takes both.
 */

/** The register's columns in the file's order, with the header each is recognised by. */
export const REGISTER_COLUMNS = [
  { key: 'memberNumber', heading: 'Numero socio', aliases: ['Member number', 'Numero'] },
  { key: 'fullName', heading: 'Nome e cognome', aliases: ['Full name', 'Name', 'Nome'] },
  { key: 'membershipType', heading: 'Tipo', aliases: ['Type', 'Membership type'] },
  { key: 'admittedOn', heading: 'Ammesso il', aliases: ['Admitted on', 'Admitted'] },
  { key: 'resolutionDate', heading: 'Delibera del', aliases: ['Resolution date', 'Resolution'] },
  { key: 'validUntil', heading: 'Valido fino al', aliases: ['Valid until', 'Expires'] },
  { key: 'email', heading: 'E-mail', aliases: ['Email', 'Indirizzo e-mail'] },
] as const satisfies readonly { key: keyof MemberRow; heading: string; aliases: string[] }[];

export type RegisterColumn = (typeof REGISTER_COLUMNS)[number]['key'];

/** Without these a line cannot become a member: the rest may be left out of a file. */
const REQUIRED_COLUMNS: readonly RegisterColumn[] = ['memberNumber', 'fullName', 'validUntil'];

/** The register as the export writes it: the Italian headings, then one line per member. */
export function formatRegisterCsv(rows: readonly MemberRow[]): string {
  return csvText(
    [
      REGISTER_COLUMNS.map((column) => column.heading),
      ...rows.map((row) => REGISTER_COLUMNS.map((column) => row[column.key] ?? '')),
    ],
    ';',
  );
}

/** What one line of an imported file says about a member. A blank optional cell is absent. */
export interface ImportedMember {
  memberNumber: string;
  fullName: string;
  validUntil: string;
  membershipType?: MembershipType;
  admittedOn?: string;
  resolutionDate?: string;
  email?: string;
}

export type ParsedRegisterLine =
  | { line: number; member: ImportedMember }
  | { line: number; problem: ImportLineProblem; memberNumber?: string; fullName?: string };

export interface ParsedRegister {
  /** The columns the file has: only these are written, so a file without e-mails erases none. */
  columns: RegisterColumn[];
  /** Every line but the header and blank ones, in file order; a bad header is line 1's problem. */
  lines: ParsedRegisterLine[];
}

/** A heading compared without case, accents, spaces or punctuation: "E-mail" is "email". */
const headingKey = (heading: string) =>
  heading
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const COLUMN_OF_HEADING = new Map<string, RegisterColumn>(
  REGISTER_COLUMNS.flatMap((column) =>
    [column.heading, ...column.aliases].map((heading) => [headingKey(heading), column.key]),
  ),
);

/** Letters, digits, . _ -: a Firestore document id that can never be a path or a reserved id. */
const MEMBER_NUMBER = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** Italian spreadsheets' day first: 31/12/2026, 1/3/2027 or 31.12.2026. */
const DAY_FIRST = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/;
const emailSchema = z.email().max(MEMBERSHIP_TEXT_LIMITS.email);

/** A date cell as YYYY-MM-DD, or undefined when it is not a real day in either form. */
export function registerDate(cell: string): string | undefined {
  const dayFirst = DAY_FIRST.exec(cell);
  const iso = dayFirst
    ? `${dayFirst[3]}-${dayFirst[2]!.padStart(2, '0')}-${dayFirst[1]!.padStart(2, '0')}`
    : cell;
  return isIsoDate(iso) ? iso : undefined;
}

type Cells = Partial<Record<RegisterColumn, string>>;

/** Judges one line's cells, in the order a person would fix them. */
function judgeLine(cells: Cells): ImportLineProblem | ImportedMember {
  const memberNumber = cells.memberNumber ?? '';
  const fullName = cells.fullName ?? '';
  if (!memberNumber) return 'missing_member_number';
  if (memberNumber.length > MEMBER_NUMBER_MAX_LENGTH || !MEMBER_NUMBER.test(memberNumber)) {
    return 'bad_member_number';
  }
  if (!fullName) return 'missing_name';
  if (
    fullName.length > MEMBERSHIP_TEXT_LIMITS.fullName ||
    hasHiddenCharacters(fullName, 'single')
  ) {
    return 'bad_name';
  }
  const validUntil = registerDate(cells.validUntil ?? '');
  if (!validUntil) return 'bad_valid_until';
  const member: ImportedMember = { memberNumber, fullName, validUntil };
  if (cells.membershipType) {
    const type = MEMBERSHIP_TYPES.find((known) => known === cells.membershipType?.toLowerCase());
    if (!type) return 'bad_membership_type';
    member.membershipType = type;
  }
  for (const key of ['admittedOn', 'resolutionDate'] as const) {
    if (!cells[key]) continue;
    const date = registerDate(cells[key]);
    if (!date) return 'bad_date';
    member[key] = date;
  }
  if (cells.email) {
    if (!emailSchema.safeParse(cells.email).success) return 'bad_email';
    member.email = cells.email;
  }
  return member;
}

const isBlank = (record: CsvRecord) => record.cells.every((cell) => cell.trim() === '');

/** The file's columns by position, or undefined when a required one is missing or repeated. */
function readHeader(record: CsvRecord | undefined): (RegisterColumn | undefined)[] | undefined {
  if (!record) return undefined;
  const columns = record.cells.map((cell) => COLUMN_OF_HEADING.get(headingKey(cellText(cell))));
  const named = columns.filter((column) => column !== undefined);
  if (new Set(named).size !== named.length) return undefined;
  return REQUIRED_COLUMNS.every((column) => named.includes(column)) ? columns : undefined;
}

/**
 * Reads an imported register: a header naming the columns (in any order; unknown ones are
 * ignored), then one member a line. Every line is judged on its own, then numbers written twice
 * are refused on every line that has them, since which one is right cannot be told.
 */
export function parseRegisterCsv(text: string): ParsedRegister {
  const [header, ...records] = parseCsv(text).records.filter((record) => !isBlank(record));
  const positions = readHeader(header);
  if (!positions)
    return { columns: [], lines: [{ line: header?.line ?? 1, problem: 'bad_header' }] };
  const lines = records.map((record): ParsedRegisterLine => {
    const cells: Cells = {};
    record.cells.forEach((cell, index) => {
      const column = positions[index];
      if (column) cells[column] = cellText(cell.trim());
    });
    const named = identity(cells);
    const extra = record.cells.slice(positions.length);
    if (record.unclosedQuote) return { line: record.line, problem: 'unclosed_quote', ...named };
    if (record.cells.length < positions.length || extra.some((cell) => cell.trim() !== '')) {
      return { line: record.line, problem: 'wrong_column_count', ...named };
    }
    const judged = judgeLine(cells);
    return typeof judged === 'string'
      ? { line: record.line, problem: judged, ...named }
      : { line: record.line, member: judged };
  });
  return {
    columns: positions.filter((column) => column !== undefined),
    lines: refuseDuplicates(lines),
  };
}

/**
 * What a refused line is shown by: its number and name when they are short, visible text, so a
 * stray quote that swallowed the rest of the file is not echoed back.
 */
function identity(cells: Cells): { memberNumber?: string; fullName?: string } {
  const shown = (value: string | undefined, max: number) =>
    value && value.length <= max && !hasHiddenCharacters(value, 'single') ? value : undefined;
  const memberNumber = shown(cells.memberNumber, MEMBER_NUMBER_MAX_LENGTH);
  const fullName = shown(cells.fullName, MEMBERSHIP_TEXT_LIMITS.fullName);
  return { ...(memberNumber ? { memberNumber } : {}), ...(fullName ? { fullName } : {}) };
}

function refuseDuplicates(lines: ParsedRegisterLine[]): ParsedRegisterLine[] {
  const count = new Map<string, number>();
  for (const line of lines) {
    if ('member' in line) {
      count.set(line.member.memberNumber, (count.get(line.member.memberNumber) ?? 0) + 1);
    }
  }
  return lines.map((line) =>
    'member' in line && (count.get(line.member.memberNumber) ?? 0) > 1
      ? {
          line: line.line,
          problem: 'duplicate_in_file',
          memberNumber: line.member.memberNumber,
          fullName: line.member.fullName,
        }
      : line,
  );
}
