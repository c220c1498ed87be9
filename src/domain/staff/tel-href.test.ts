import { describe, expect, it } from 'vitest';
import { telHref } from './tel-href';

describe('telHref', () => {
  it('keeps only what a dialer reads from a number as typed', () => {
    expect(telHref('+39 333 123 4567')).toBe('tel:+393331234567');
    expect(telHref('045/683-1234 (sera)')).toBe('tel:0456831234');
    // A plus sign counts only at the start.
    expect(telHref('333+1234')).toBe('tel:3331234');
  });
});
