import { DOCUMENT_TYPES } from '../../../src/domain/api/membership';
import { taxCodeCheckCharacter } from '../../../src/domain/tax-code';
import { makePerson } from './people';
import type { Random } from './random';

/** The forms of /modulistica as visitors fill them in, with well-formed tax codes. */

const PLACE_CODES = ['L781', 'H501', 'F205', 'D969', 'L736', 'G224'];
const TOWNS = [
  { city: 'Verona', postalCode: '37121', province: 'VR' },
  { city: 'Negrar di Valpolicella', postalCode: '37024', province: 'VR' },
  { city: 'San Pietro in Cariano', postalCode: '37029', province: 'VR' },
  { city: 'Padova', postalCode: '35121', province: 'PD' },
  { city: 'Milano', postalCode: '20121', province: 'MI' },
];
const ABROAD = [
  { country: 'DE', city: 'München' },
  { country: 'AT', city: 'Innsbruck' },
  { country: 'CH', city: 'Zürich' },
  { country: 'NL', city: 'Utrecht' },
];
const STREETS = [
  'Via Roma',
  'Via Mazzini',
  'Corso Porta Nuova',
  'Via San Rocco',
  'Via Valpolicella',
];

const letters = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');

/** Three letters of a name as a tax code takes them: consonants first, then vowels, then X. */
function codePart(name: string): string {
  const all = letters(name);
  const consonants = all.replace(/[AEIOU]/g, '');
  const vowels = all.replace(/[^AEIOU]/g, '');
  return `${consonants}${vowels}XXX`.slice(0, 3);
}

/** A well-formed codice fiscale for a person born on `birthDate`, with its check character. */
function taxCodeOf(random: Random, fullName: string, birthDate: string): string {
  const [first = '', ...rest] = fullName.split(' ');
  const day = Number(birthDate.slice(8, 10)) + (random.chance(0.5) ? 40 : 0);
  const first15 =
    codePart(rest.join(' ')) +
    codePart(first) +
    birthDate.slice(2, 4) +
    'ABCDEHLMPRST'[Number(birthDate.slice(5, 7)) - 1]! +
    String(day).padStart(2, '0') +
    random.pick(PLACE_CODES);
  return first15 + taxCodeCheckCharacter(first15);
}

const birthDateIn = (random: Random, from: number, to: number) =>
  `${random.int(from, to)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;

/**
 * The form of /modulistica as a visitor fills it in: a resident of Italy (tax code), one living
 * abroad (an identity document), or a parent applying for a child ('minore').
 */
export function applicationForm(random: Random, index: number, signedOn: string) {
  const person = makePerson(random, 200_000 + index);
  const year = Number(signedOn.slice(0, 4));
  const membershipType = random.weighted({ ordinario: 82, sostenitore: 10, minore: 8 });
  const home = random.chance(0.88);
  const birthDate = birthDateIn(random, year - 75, year - 19);
  const town = random.pick(TOWNS);
  const abroad = random.pick(ABROAD);
  const child = makePerson(random, 300_000 + index);
  const childName = `${child.fullName.split(' ')[0]} ${person.fullName.split(' ').slice(1).join(' ')}`;
  const childBirthDate = birthDateIn(random, year - 17, year - 8);
  return {
    fullName: person.fullName,
    email: person.email,
    phone: person.phone,
    country: home ? 'IT' : abroad.country,
    address: `${random.pick(STREETS)} ${random.int(1, 120)}`,
    city: home ? town.city : abroad.city,
    postalCode: home ? town.postalCode : String(random.int(10_000, 99_999)),
    province: home ? town.province : '',
    birthDate,
    birthPlace: home ? town.city : abroad.city,
    taxCode: home ? taxCodeOf(random, person.fullName, birthDate) : '',
    documentType: home ? '' : random.pick(DOCUMENT_TYPES),
    documentNumber: home ? '' : `C${random.int(1_000_000, 9_999_999)}`,
    membershipType,
    notes: random.chance(0.1) ? 'Vengo con la famiglia alle uscite del sabato.' : '',
    photoConsent: random.chance(0.6),
    promotionalConsent: random.chance(0.3),
    minorName: childName,
    minorTaxCode: home ? taxCodeOf(random, childName, childBirthDate) : '',
    minorBirthPlace: home ? town.city : abroad.city,
    minorBirthDate: childBirthDate,
    minorDocumentType: home ? '' : 'passport',
    minorDocumentNumber: home ? '' : `P${random.int(1_000_000, 9_999_999)}`,
    parentName: person.fullName,
    parentTaxCode: home ? taxCodeOf(random, person.fullName, birthDate) : '',
    parentDocumentType: home ? '' : 'identity_card',
    parentDocumentNumber: home ? '' : `C${random.int(1_000_000, 9_999_999)}`,
    signaturePlace: home ? town.city : abroad.city,
    signatureDate: signedOn,
    digitalSignature: person.fullName,
    locale: home && random.chance(0.92) ? 'it' : 'en',
  };
}
