import { describe, expect, it } from 'vitest';
import { z, type ZodType } from '@/domain/zod';
import { bookingRequest } from '../../../tests/support/booking-request';
import { bookingRequestSchema } from './booking';
import { contactRequestSchema } from './contact';
import { verifyMemberRequestSchema } from './members';
import { membershipApplicationSchema } from './membership';
import { SAMPLE_ITALIAN_APPLICANT } from './membership-sample';
import { HIDDEN_CHARACTERS_ISSUE } from './text';

/** Every module of this folder: a schema added later is held to the same rules. */
const MODULES = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], {
  eager: true,
});

function isSchema(value: unknown): value is ZodType {
  return value instanceof z.ZodType;
}

/** Date and timestamp formats are bounded by their own pattern. */
const BOUNDED_FORMATS = new Set(['datetime', 'date', 'time']);

/** The paths of every string and array in `schema` that has no maximum length. */
function unbounded(schema: ZodType, path: string, found: string[]): string[] {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const checks = (def['checks'] ?? []) as { _zod: { def: { check: string } } }[];
  const hasMaximum = checks.some((check) => check._zod.def.check === 'max_length');
  const child = (key: string, at = path) => unbounded(def[key] as ZodType, at, found);
  switch (def.type) {
    case 'string':
      if (!hasMaximum && !BOUNDED_FORMATS.has(String(def['format']))) found.push(path);
      break;
    case 'array':
      if (!hasMaximum) found.push(path);
      child('element', `${path}[]`);
      break;
    case 'object':
      for (const [key, value] of Object.entries(def['shape'] as Record<string, ZodType>)) {
        unbounded(value, `${path}.${key}`, found);
      }
      break;
    case 'union':
      for (const option of def['options'] as ZodType[]) unbounded(option, path, found);
      break;
    case 'record':
      child('keyType', `${path}{key}`);
      child('valueType', `${path}{}`);
      break;
    case 'pipe':
      child('in');
      child('out');
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      child('innerType');
      break;
  }
  return found;
}

describe('every schema of the callables', () => {
  const schemas = Object.entries(MODULES).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(([, value]) => isSchema(value))
      .map(([name, value]) => [`${file.slice(2)} ${name}`, value as ZodType] as const),
  );

  it('are found', () => {
    expect(schemas.length).toBeGreaterThan(20);
  });

  it.each(schemas)('%s bounds every string and every array', (_name, schema) => {
    expect(unbounded(schema, '', [])).toEqual([]);
  });
});

const BOOKING = bookingRequest({
  additionalNotes: 'Pranzo vegetariano',
  participantNames: ['Giulia Bianchi', 'Marco Rossi'],
});
const CONTACT = {
  name: 'Anna Verdi',
  email: 'anna@example.com',
  phone: '+39 333 1234567',
  subject: 'group',
  message: 'Siamo in dodici.\nÈ possibile a maggio?',
  locale: 'it',
};
const MEMBERSHIP = {
  ...SAMPLE_ITALIAN_APPLICANT,
  documentIssuer: 'Comune di Verona',
  notes: 'Nessuna allergia',
  signaturePlace: 'Verona',
  digitalSignature: 'Mario Rossi',
  locale: 'it',
};

/** Each free-text field of each request: its name, schema, a valid request and the field's path. */
type FreeTextCase = [string, ZodType, Record<string, unknown>, (string | number)[]];

const fieldsOf = (
  name: string,
  schema: ZodType,
  request: Record<string, unknown>,
  fields: string[],
): FreeTextCase[] => fields.map((field) => [`${name} ${field}`, schema, request, [field]]);

const FREE_TEXT: FreeTextCase[] = [
  ...fieldsOf('booking', bookingRequestSchema, BOOKING, [
    'customerName',
    'customerPhone',
    'additionalNotes',
  ]),
  ['booking participant name', bookingRequestSchema, BOOKING, ['participantNames', 1]],
  ['booking member name', bookingRequestSchema, BOOKING, ['gating', 'memberNameEntered']],
  ...fieldsOf('contact', contactRequestSchema, CONTACT, ['name', 'phone', 'message']),
  ...fieldsOf('verifyMember', verifyMemberRequestSchema, { memberName: 'Giulia' }, ['memberName']),
  ...fieldsOf('membership', membershipApplicationSchema, MEMBERSHIP, [
    'fullName',
    'phone',
    'address',
    'city',
    'birthPlace',
    'documentIssuer',
    'notes',
    'signaturePlace',
    'digitalSignature',
  ]),
];

function withValueAt(request: Record<string, unknown>, path: (string | number)[], text: string) {
  const copy = structuredClone(request);
  let target = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path.at(-1)!] = text;
  return copy;
}

describe('free text in the requests', () => {
  it.each(FREE_TEXT)('%s: accepted as typed', (_name, schema, request) => {
    expect(schema.safeParse(request).error).toBeUndefined();
  });

  it.each(FREE_TEXT)(
    '%s: refuses bidi and zero-width characters',
    (_name, schema, request, path) => {
      for (const text of ['Giulia\u202EBianchi', 'Giulia\u2066Bianchi\u2069', 'Giu\u200Blia']) {
        const issues = schema.safeParse(withValueAt(request, path, text)).error?.issues ?? [];
        expect(issues).toEqual([
          expect.objectContaining({ path, message: HIDDEN_CHARACTERS_ISSUE }),
        ]);
      }
    },
  );
});
