import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('follows internal paths', () => {
    expect(safeRedirectPath('/le-mie-prenotazioni')).toBe('/le-mie-prenotazioni');
    expect(safeRedirectPath('/le-mie-prenotazioni/abc123')).toBe('/le-mie-prenotazioni/abc123');
  });

  it('goes home for anything that could leave the site, loop, or is missing', () => {
    for (const value of [
      undefined,
      '',
      'le-mie-prenotazioni',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/auth',
      '/auth?redirect=/auth',
      '/ spaced',
    ]) {
      expect(safeRedirectPath(value)).toBe('/');
    }
  });
});
