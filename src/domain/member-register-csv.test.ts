import { describe, expect, it } from 'vitest';
import type { MemberRow } from '@/domain/api/staff-members';
import { formatRegisterCsv, parseRegisterCsv } from './member-register-csv';

const HEADER = 'Numero socio;Nome e cognome;Tipo;Ammesso il;Delibera del;Valido fino al;E-mail';

const rows: MemberRow[] = [
  {
    memberNumber: '2026-001',
    fullName: 'Chiara Dell’Acqua',
    membershipType: 'ordinario',
    admittedOn: '2026-03-02',
    resolutionDate: '2026-02-28',
    validUntil: '2026-12-31',
    email: 'chiara@example.com',
  },
  { memberNumber: '2026-002', fullName: 'Rossi; Marco "il Baffo"', validUntil: '2027-12-31' },
  { memberNumber: '2026-003', fullName: '-Niccolò\u0301 Ferrari', validUntil: '2027-12-31' },
];

describe('formatRegisterCsv', () => {
  it('writes a BOM, the Italian headings separated by ; and CRLF line ends', () => {
    const csv = formatRegisterCsv(rows);
    expect(csv.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
    expect(csv).toContain(
      '2026-001;Chiara Dell’Acqua;ordinario;2026-03-02;2026-02-28;2026-12-31;chiara@example.com\r\n',
    );
    // A name with the separator and quotes is quoted, its quotes doubled; blanks stay blank.
    expect(csv).toContain('2026-002;"Rossi; Marco ""il Baffo""";;;;2027-12-31;\r\n');
    // A leading - would run as a formula in Excel: defused with an apostrophe.
    expect(csv).toContain("2026-003;'-Niccolò\u0301 Ferrari;");
    expect(csv.endsWith('\r\n')).toBe(true);
  });
});

describe('parseRegisterCsv', () => {
  it('reads back what the export wrote (round trip)', () => {
    const parsed = parseRegisterCsv(formatRegisterCsv(rows));
    expect(parsed.columns).toEqual([
      'memberNumber',
      'fullName',
      'membershipType',
      'admittedOn',
      'resolutionDate',
      'validUntil',
      'email',
    ]);
    expect(parsed.lines).toEqual(rows.map((member, index) => ({ line: index + 2, member })));
  });

  it.each([
    [
      'a comma-separated file without a BOM, with LF line ends and English headings',
      'Valid until,Member number,Full name\n2027-12-31,2025-001,"Bianchi, Giulia"\n',
      ['validUntil', 'memberNumber', 'fullName'],
      { memberNumber: '2025-001', fullName: 'Bianchi, Giulia', validUntil: '2027-12-31' },
    ],
    [
      'trailing empty cells Excel adds, ignoring columns it does not know',
      'Numero socio;Note;Nome e cognome;Valido fino al\r\n2025-002;socio storico;Marco Rossi;2026-12-31;;\r\n',
      ['memberNumber', 'fullName', 'validUntil'],
      { memberNumber: '2025-002', fullName: 'Marco Rossi', validUntil: '2026-12-31' },
    ],
  ])('takes %s', (_case, csv, columns, member) => {
    const parsed = parseRegisterCsv(csv);
    expect(parsed.columns).toEqual(columns);
    expect(parsed.lines).toEqual([{ line: 2, member }]);
  });

  it('reads dates Italian Excel saved as DD/MM/YYYY, a capitalised type and skips blank lines', () => {
    const parsed = parseRegisterCsv(
      `Numero socio;Nome e cognome;Tipo;Ammesso il;Valido fino al\r\n;;;;\r\n` +
        `2025-004;Lucia D'Amico;Sostenitore;1/3/2025;31/12/2026\r\n;;;;\r\n`,
    );
    expect(parsed.lines).toEqual([
      {
        line: 3,
        member: {
          memberNumber: '2025-004',
          fullName: "Lucia D'Amico",
          membershipType: 'sostenitore',
          admittedOn: '2025-03-01',
          validUntil: '2026-12-31',
        },
      },
    ]);
  });

  it('keeps a line break inside a quoted name and counts lines as the file does', () => {
    const parsed = parseRegisterCsv(
      'Numero socio;Nome e cognome;Valido fino al\r\n2025-001;"Anna\r\nMaria";2026-12-31\r\n' +
        '2025-002;Marco Rossi;2026-12-31',
    );
    expect(parsed.lines).toEqual([
      { line: 2, problem: 'bad_name', memberNumber: '2025-001' },
      {
        line: 4,
        member: { memberNumber: '2025-002', fullName: 'Marco Rossi', validUntil: '2026-12-31' },
      },
    ]);
  });

  it('refuses a file whose header lacks a required column, as line 1', () => {
    expect(parseRegisterCsv('Numero socio;Nome e cognome\r\n2025-001;Giulia\r\n')).toEqual({
      columns: [],
      lines: [{ line: 1, problem: 'bad_header' }],
    });
    expect(parseRegisterCsv('2025-001;Giulia Bianchi;2026-12-31\r\n').lines).toEqual([
      { line: 1, problem: 'bad_header' },
    ]);
    expect(parseRegisterCsv('').lines).toEqual([{ line: 1, problem: 'bad_header' }]);
  });

  it('gives each bad line its reason, and refuses every line of a number written twice', () => {
    const parsed = parseRegisterCsv(
      [
        HEADER,
        ';Senza Numero;;;;2026-12-31;',
        '2026/01;Barra Nel Numero;;;;2026-12-31;',
        '2026-010;;;;;2026-12-31;',
        '2026-011;Data Sbagliata;;;;31-12-2026;',
        '2026-012;Tipo Sbagliato;onorario;;;2026-12-31;',
        '2026-013;Delibera Sbagliata;;;2026-02-30;2026-12-31;',
        '2026-014;Email Sbagliata;;;;2026-12-31;non-una-email',
        '2026-015;Colonne In Meno;2026-12-31',
        '2026-016;Colonne In Più;;;;2026-12-31;;extra',
        '2026-020;Prima Volta;;;;2026-12-31;',
        '2026-020;Seconda Volta;;;;2026-12-31;',
        '2026-021;Mario\u202Eonnam;;;;2026-12-31;',
        '2026-030;"Virgolette aperte;;;;2026-12-31;',
        '2026-031;Mai letto;;;;2026-12-31;',
      ].join('\r\n'),
    );
    expect(parsed.lines).toEqual([
      { line: 2, problem: 'missing_member_number', fullName: 'Senza Numero' },
      {
        line: 3,
        problem: 'bad_member_number',
        memberNumber: '2026/01',
        fullName: 'Barra Nel Numero',
      },
      { line: 4, problem: 'missing_name', memberNumber: '2026-010' },
      { line: 5, problem: 'bad_valid_until', memberNumber: '2026-011', fullName: 'Data Sbagliata' },
      {
        line: 6,
        problem: 'bad_membership_type',
        memberNumber: '2026-012',
        fullName: 'Tipo Sbagliato',
      },
      { line: 7, problem: 'bad_date', memberNumber: '2026-013', fullName: 'Delibera Sbagliata' },
      { line: 8, problem: 'bad_email', memberNumber: '2026-014', fullName: 'Email Sbagliata' },
      {
        line: 9,
        problem: 'wrong_column_count',
        memberNumber: '2026-015',
        fullName: 'Colonne In Meno',
      },
      {
        line: 10,
        problem: 'wrong_column_count',
        memberNumber: '2026-016',
        fullName: 'Colonne In Più',
      },
      { line: 11, problem: 'duplicate_in_file', memberNumber: '2026-020', fullName: 'Prima Volta' },
      {
        line: 12,
        problem: 'duplicate_in_file',
        memberNumber: '2026-020',
        fullName: 'Seconda Volta',
      },
      // A bidi override could make the name read as another: refused, and not echoed back.
      { line: 13, problem: 'bad_name', memberNumber: '2026-021' },
      // The unclosed quote swallows the rest of the file into this line's name.
      { line: 14, problem: 'unclosed_quote', memberNumber: '2026-030' },
    ]);
  });
});
