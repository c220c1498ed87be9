import { describe, expect, it } from 'vitest';
import { inlineStylesheets, keepUsedCss } from './first-paint';

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

describe('keepUsedCss', () => {
  const page = (css: string) =>
    '<!doctype html><html lang="it"><head><meta charset="UTF-8" />' +
    `<style>${css}</style><link rel="stylesheet" href="/assets/index-1.css" disabled></head>` +
    '<body><div id="root"><a class="link" href="/">Home</a><p class="lead">Testo</p></div></body></html>';

  it("keeps the rules of the page's elements, with their states and media queries", async () => {
    const css =
      '.link{color:red}.link:hover{color:blue}@media (min-width:64rem){.lead{font-size:2rem}}' +
      '.menu-open{display:block}@media (min-width:64rem){.sidebar{width:10rem}}';
    const used = /<style>(.*)<\/style>/.exec(await keepUsedCss(page(css)))?.[1];
    expect(used).toContain('.link{color:red}');
    expect(used).toContain('.link:hover{color:blue}');
    expect(used).toMatch(/@media \(min-width:\s?64rem\)\{\.lead\{font-size:2rem\}\}/);
    expect(used).not.toContain('.menu-open');
    expect(used).not.toContain('.sidebar');
  });

  it('leaves the rest of the page byte for byte, the disabled link included', async () => {
    const html = page('.link{color:red}.gone{color:blue}');
    expect(await keepUsedCss(html)).toBe(html.replace('.gone{color:blue}', ''));
  });

  it('keeps a trimmed sheet from closing its own <style> element', async () => {
    const html = page('.link::after{content:"<\\/style>"}');
    expect(await keepUsedCss(html)).not.toMatch(/content:"<\/style/);
  });
});
