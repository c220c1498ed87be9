import type { Random } from './random';

/**
 * Made-up people for the season: common Italian first names and surnames, so the staff search
 * meets the trigram spread of a real register ("ros" in Rossi, Rosa, Ambrosi…). Every address is
 * on example.com (RFC 2606): no mail can leave for a real person.
 */
const FIRST_NAMES = [
  'Giulia',
  'Marco',
  'Francesca',
  'Luca',
  'Chiara',
  'Matteo',
  'Sara',
  'Andrea',
  'Elena',
  'Davide',
  'Martina',
  'Alessandro',
  'Anna',
  'Stefano',
  'Laura',
  'Paolo',
  'Silvia',
  'Giorgio',
  'Valentina',
  'Federico',
  'Alice',
  'Simone',
  'Elisa',
  'Riccardo',
  'Giovanni',
  'Roberta',
  'Nicola',
  'Irene',
  'Filippo',
  'Beatrice',
  'Lorenzo',
  'Camilla',
  'Tommaso',
  'Ilaria',
  'Emma',
  'Jonas',
  'Sophie',
] as const;
const SURNAMES = [
  'Rossi',
  'Bianchi',
  'Ferrari',
  'Russo',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Conti',
  'De Luca',
  'Mancini',
  'Costa',
  'Giordano',
  'Rizzo',
  'Lombardi',
  'Moretti',
  'Barbieri',
  'Fontana',
  'Santoro',
  'Mariani',
  'Rinaldi',
  'Caruso',
  'Ferrara',
  'Galli',
  'Martini',
  'Leone',
  'Longo',
  'Gentile',
  'Martinelli',
  'Vitale',
  'Zanetti',
  'Tommasi',
  'Righetti',
  'Ambrosi',
  'Zenari',
  'Bertani',
  "D'Agostino",
  'Müller',
  'Schmidt',
] as const;

export interface Person {
  fullName: string;
  email: string;
  phone: string;
}

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** Person number `index` of the season: the index keeps e-mail addresses apart. */
export function makePerson(random: Random, index: number): Person {
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(SURNAMES);
  return {
    fullName: `${first} ${last}`,
    email: `${folded(first)}.${folded(last)}.${index}@example.com`,
    phone: `+39 3${random.int(20, 49)} ${String(random.int(0, 9_999_999)).padStart(7, '0')}`,
  };
}
