import { describe, expect, it } from 'vitest';
import { textSearchParams } from './text-search-params';

describe('textSearchParams', () => {
  const validate = textSearchParams(['session_id', 'booking_id'], { maxLength: 10 });

  it('keeps the listed text parameters and drops the others', () => {
    expect(validate({ session_id: 'cs_1', booking_id: 'b1', other: 'x' })).toEqual({
      session_id: 'cs_1',
      booking_id: 'b1',
    });
  });

  it('leaves out missing, non-text and over-long values instead of failing the route', () => {
    expect(validate({ session_id: { a: 1 }, booking_id: 'b'.repeat(11) })).toEqual({});
    expect(validate({})).toEqual({});
  });

  it('turns ids the router parsed as numbers back into text', () => {
    expect(validate({ booking_id: 12345 })).toEqual({ booking_id: '12345' });
  });
});
