import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './first-paint';

describe('inlineStylesheets', () => {
  const read = (file: string) => (file === 'assets/index-1.css' ? ' p{color:red} ' : '');

  it('inlines a local stylesheet and keeps a disabled link naming it', () => {
    const html = '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>';
    // The disabled link is what tells Vite's preload helper the sheet is on the page already.
    expect(inlineStylesheets(html, read)).toBe(
      '<head><style>p{color:red}</style>' +
        '<link rel="stylesheet" href="/assets/index-1.css" disabled></head>',
    );
  });

  it('leaves a stylesheet of another origin as it is', () => {
    const html = '<link rel="stylesheet" href="https://cdn.example/x.css">';
    expect(inlineStylesheets(html, read)).toBe(html);
  });

  it('keeps a sheet from closing its own <style> element', () => {
    const html = '<link rel="stylesheet" href="/assets/odd.css">';
    expect(inlineStylesheets(html, () => 'a::after{content:"</style>"}')).toContain(
      '<style>a::after{content:"<\\/style>"}</style>',
    );
  });
});
