import { describe, expect, it } from 'vitest';
import {
  hasHiddenCharacters,
  HIDDEN_CHARACTERS_ISSUE,
  multiLineText,
  singleLineText,
} from './text';

/** Control (Cc) and format (Cf) characters, each inside a name where it would go unseen. */
const HIDDEN = {
  'right-to-left override': '\u202E',
  'left-to-right embedding': '\u202A',
  'pop directional formatting': '\u202C',
  'right-to-left isolate': '\u2067',
  'pop directional isolate': '\u2069',
  'left-to-right mark': '\u200E',
  'arabic letter mark': '\u061C',
  'zero-width space': '\u200B',
  'zero-width joiner': '\u200D',
  'zero-width no-break space': '\uFEFF',
  'soft hyphen': '\u00AD',
  'word joiner': '\u2060',
  null: '\u0000',
  bell: '\u0007',
  escape: '\u001B',
  delete: '\u007F',
  'next line (C1)': '\u0085',
  'control sequence introducer (C1)': '\u009B',
  'tag character': '\u{E0041}',
};

const VISIBLE = [
  'Giulia Bianchi',
  "Lucia D'Amico-Ferrè",
  'Zoë Ångström',
  'محمد علي',
  'שרה כהן',
  '王小明',
  'Anna\u00A0Verdi',
  '🚲 e-bike',
];

describe('hasHiddenCharacters', () => {
  it.each(Object.entries(HIDDEN))('finds a %s, on one line and in many', (_name, character) => {
    expect(hasHiddenCharacters(`Giulia${character}Bianchi`, 'single')).toBe(true);
    expect(hasHiddenCharacters(`Giulia${character}Bianchi`, 'multi')).toBe(true);
  });

  it('leaves letters of every script, punctuation, spaces and emoji alone', () => {
    for (const text of VISIBLE) {
      expect(hasHiddenCharacters(text, 'single'), text).toBe(false);
      expect(hasHiddenCharacters(text, 'multi'), text).toBe(false);
    }
  });

  it('keeps line breaks and tabs to multi-line texts', () => {
    for (const text of ['riga 1\nriga 2', 'riga 1\r\nriga 2', 'a\tb', 'a\u2028b']) {
      expect(hasHiddenCharacters(text, 'single'), JSON.stringify(text)).toBe(true);
      expect(hasHiddenCharacters(text, 'multi'), JSON.stringify(text)).toBe(false);
    }
  });
});

describe('singleLineText and multiLineText', () => {
  it('refuse hidden characters with the issue the forms translate', () => {
    const result = singleLineText(120).safeParse('Giulia\u202EBianchi');
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: [], message: HIDDEN_CHARACTERS_ISSUE }),
    ]);
    expect(multiLineText(2000).safeParse('Allergie:\u200B nessuna').error?.issues).toEqual([
      expect.objectContaining({ message: HIDDEN_CHARACTERS_ISSUE }),
    ]);
  });

  it('trim, then count the length', () => {
    expect(singleLineText(5).parse('  Anna  ')).toBe('Anna');
    expect(singleLineText(5).safeParse('Annabella').success).toBe(false);
    expect(multiLineText(2000).parse(' Riga 1\n\tRiga 2 ')).toBe('Riga 1\n\tRiga 2');
  });
});
