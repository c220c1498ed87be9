import { describe, expect, it } from 'vitest';
import { normalizeMemberName } from './members';

describe('normalizeMemberName', () => {
  it('trims, collapses inner spaces and lower-cases', () => {
    expect(normalizeMemberName('  Giulia   BIANCHI ')).toBe('giulia bianchi');
    expect(normalizeMemberName('Anna\tMaria  De Santis')).toBe('anna maria de santis');
  });

  it('keeps accents and apostrophes, so only the exact registered name matches', () => {
    expect(normalizeMemberName('Niccolò Ferrari')).toBe('niccolò ferrari');
    expect(normalizeMemberName("Lucia D'Amico")).toBe("lucia d'amico");
    expect(normalizeMemberName('Niccolo Ferrari')).not.toBe(normalizeMemberName('Niccolò Ferrari'));
  });
});
