import { describe, expect, it } from 'vitest';
import { normalizeMemberName } from './members';

describe('normalizeMemberName', () => {
  it('trims, collapses inner spaces and lower-cases', () => {
    expect(normalizeMemberName('  Giulia   BIANCHI ')).toBe('giulia bianchi');
    expect(normalizeMemberName('Anna\tMaria  De Santis')).toBe('anna maria de santis');
  });

  it.each(['\u2019', '\u2018', '\u02BC', '\u201B', '`', '\u00B4'])(
    'reads the apostrophe %s as the typewriter one',
    (apostrophe) => {
      expect(normalizeMemberName(`Chiara Dell${apostrophe}Acqua`)).toBe("chiara dell'acqua");
    },
  );

  it('matches a name typed decomposed (NFD) with the same name composed (NFC)', () => {
    const composed = 'Niccolò Ferrari'.normalize('NFC');
    const decomposed = 'Niccolò Ferrari'.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    expect(normalizeMemberName(decomposed)).toBe(normalizeMemberName(composed));
  });

  it('folds accents, so a keyboard without them still finds the member', () => {
    expect(normalizeMemberName('Niccolò Ferrari')).toBe('niccolo ferrari');
    expect(normalizeMemberName('JOSÉ Núñez')).toBe('jose nunez');
  });

  it('still tells different names apart', () => {
    expect(normalizeMemberName('Lucia D’Amico')).not.toBe(normalizeMemberName('Lucia Amico'));
    expect(normalizeMemberName('Giulia Bianchi')).not.toBe(normalizeMemberName('Giulio Bianchi'));
  });
});
