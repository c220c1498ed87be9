import { describe, expect, it } from 'vitest';
import { messagesUsedBy, readCompiledCatalogue, registration } from './italian-messages';

const catalogue = {
  Kg3qHI: ['Tour in e-bike'],
  itOYiL: ['Ciao ', ['name']],
  memberNotFound: ['Socio non trovato'],
  'explicit id: with spaces': ['Con spazi'],
};
const compiledModule = `/*eslint-disable*/export const messages=JSON.parse(${JSON.stringify(JSON.stringify(catalogue))});`;

describe('Italian messages split', () => {
  it("reads the catalogue Lingui's Vite plugin compiled", () => {
    expect(readCompiledCatalogue(compiledModule)).toEqual(catalogue);
    expect(() => readCompiledCatalogue('export const messages = {};')).toThrow(
      /compiled catalogue/,
    );
  });

  it('finds the messages a chunk mentions, whatever the quotes, and no others', () => {
    const chunk = 'e({id:`Kg3qHI`});t({id:"memberNotFound"});const x="Kg3qHIx";';
    expect(messagesUsedBy(chunk, catalogue)).toEqual({
      Kg3qHI: catalogue.Kg3qHI,
      memberNotFound: catalogue.memberNotFound,
    });
  });

  it('finds a message whose quote follows another literal, and ids that are not plain tokens', () => {
    const chunk = `a="x y"+"Kg3qHI";b='it'+'OYiL';c="explicit id: with spaces"`;
    expect(messagesUsedBy(chunk, catalogue)).toEqual({
      Kg3qHI: catalogue.Kg3qHI,
      'explicit id: with spaces': catalogue['explicit id: with spaces'],
    });
  });

  it('registers them on the shared object, created by whichever side runs first', () => {
    const target = globalThis as { __testItalian?: Record<string, unknown> };
    delete target.__testItalian;
    new Function(registration('__testItalian', { a: ['A'] }))();
    new Function(registration('__testItalian', { b: ['B', ['n']] }))();
    expect(target.__testItalian).toEqual({ a: ['A'], b: ['B', ['n']] });
    delete target.__testItalian;
  });
});
