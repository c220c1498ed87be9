import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.js';
import { canonicalForm, parseForm } from './form-body.js';

describe('parseForm', () => {
  it('rebuilds nested line items as the SDK encodes them', () => {
    const body =
      'mode=payment&line_items[0][price_data][currency]=eur' +
      '&line_items[0][price_data][unit_amount]=13000' +
      '&line_items[0][price_data][product_data][name]=Tour+%C3%A0+Verona' +
      '&line_items[0][quantity]=2&line_items[1][quantity]=1' +
      '&success_url=http%3A%2F%2Fx.test%2Fok%3Fs%3D%7BCHECKOUT_SESSION_ID%7D';
    expect(parseForm(body)).toEqual({
      mode: 'payment',
      line_items: [
        {
          price_data: {
            currency: 'eur',
            unit_amount: '13000',
            product_data: { name: 'Tour à Verona' },
          },
          quantity: '2',
        },
        { quantity: '1' },
      ],
      success_url: 'http://x.test/ok?s={CHECKOUT_SESSION_ID}',
    });
  });

  it('accepts percent-encoded brackets and empty-bracket arrays', () => {
    expect(parseForm('expand%5B0%5D=line_items&tags[]=a&tags[]=b')).toEqual({
      expand: ['line_items'],
      tags: ['a', 'b'],
    });
  });

  it('keeps metadata a hash even with numeric keys', () => {
    const metadata = parseForm('metadata[0]=zero&metadata[1]=one')['metadata'];
    expect(Array.isArray(metadata)).toBe(false);
    expect(Object.entries(metadata ?? {})).toEqual([
      ['0', 'zero'],
      ['1', 'one'],
    ]);
  });

  it('never lets a key reach a prototype', () => {
    const parsed = parseForm(
      'metadata[__proto__][x]=1&__proto__[y]=2&a[constructor][prototype][z]=3',
    );
    expect(Object.getPrototypeOf(parsed)).toBeNull();
    expect(({} as Record<string, unknown>)['x']).toBeUndefined();
    expect(({} as Record<string, unknown>)['y']).toBeUndefined();
    expect(({} as Record<string, unknown>)['z']).toBeUndefined();
  });

  it('rejects a key given both as a value and as a hash', () => {
    expect(() => parseForm('a=1&a[b]=2')).toThrow(ApiError);
    expect(() => parseForm('a[b]=2&a=1')).toThrow(ApiError);
  });

  it('compares bodies regardless of parameter order', () => {
    expect(canonicalForm('b=2&a=1')).toBe(canonicalForm('a=1&b=2'));
    expect(canonicalForm('a=1&b=2')).not.toBe(canonicalForm('a=1&b=3'));
  });
});
